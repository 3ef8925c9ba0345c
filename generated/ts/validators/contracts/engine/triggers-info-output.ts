/* DO NOT EDIT — generated from schema/contracts/engine/triggers-info-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineTriggersInfoOutput } from '../../../contracts/engine/triggers-info-output.js';

export const validateEngineTriggersInfoOutput = validate20 as unknown as Validator<EngineTriggersInfoOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/triggers-info-output.schema.json',
  title: 'EngineTriggersInfoOutput',
  description:
    'Output of `engine::triggers::info`: the trigger type, its formats and how many bindings it has.',
  type: 'object',
  allOf: [{ $ref: 'trigger-type-summary.schema.json' }],
  required: ['instance_count'],
  properties: {
    instance_count: {
      description: 'Bindings of the type, parked ones included.',
      type: 'integer',
      minimum: 0,
    },
    configuration_schema: {
      description:
        "The registration's `trigger_request_format` (the shape of a binding's config); absent when it had none.",
      $ref: '../../common/json-value.schema.json',
    },
    request_schema: {
      description:
        "The registration's `call_request_format` (the payload handlers receive); absent when it had none.",
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      id: 'webhook',
      worker_name: 'hooks',
      description: 'Webhooks',
      instance_count: 2,
      configuration_schema: { type: 'object', required: ['path'] },
    },
    { id: 'http', worker_name: 'svc-http', description: 'HTTP requests to a route', instance_count: 0 },
  ],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/trigger-type-summary.schema.json',
  title: 'EngineTriggerTypeSummary',
  description: 'A trigger type as `engine::triggers::list` and `engine::registered-triggers::info` show it.',
  type: 'object',
  required: ['id', 'worker_name', 'description'],
  properties: {
    id: { description: 'The trigger type id, e.g. `http`.', type: 'string' },
    worker_name: { description: 'Name of the worker or built-in module that provides it.', type: 'string' },
    description: {
      description: 'What fires it, as registered; empty when the registration had none.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{ id: 'http', worker_name: 'svc-http', description: 'HTTP requests to a route' }],
};
const schema33 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/triggers-info-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs2 = errors;
  if (errors === _errs2) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.id === undefined && (missing0 = 'id')) ||
        (data.worker_name === undefined && (missing0 = 'worker_name')) ||
        (data.description === undefined && (missing0 = 'description'))
      ) {
        validate20.errors = [
          {
            instancePath,
            schemaPath: 'trigger-type-summary.schema.json/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        if (data.id !== undefined) {
          const _errs5 = errors;
          if (typeof data.id !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: 'trigger-type-summary.schema.json/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
          var valid2 = _errs5 === errors;
        } else {
          var valid2 = true;
        }
        if (valid2) {
          if (data.worker_name !== undefined) {
            const _errs7 = errors;
            if (typeof data.worker_name !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/worker_name',
                  schemaPath: 'trigger-type-summary.schema.json/properties/worker_name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid2 = _errs7 === errors;
          } else {
            var valid2 = true;
          }
          if (valid2) {
            if (data.description !== undefined) {
              const _errs9 = errors;
              if (typeof data.description !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: 'trigger-type-summary.schema.json/properties/description/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid2 = _errs9 === errors;
            } else {
              var valid2 = true;
            }
          }
        }
      }
    } else {
      validate20.errors = [
        {
          instancePath,
          schemaPath: 'trigger-type-summary.schema.json/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing1;
      if (data.instance_count === undefined && (missing1 = 'instance_count')) {
        validate20.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing1 },
            message: "must have required property '" + missing1 + "'",
          },
        ];
        return false;
      } else {
        if (data.instance_count !== undefined) {
          let data3 = data.instance_count;
          const _errs12 = errors;
          if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
            validate20.errors = [
              {
                instancePath: instancePath + '/instance_count',
                schemaPath: '#/properties/instance_count/type',
                keyword: 'type',
                params: { type: 'integer' },
                message: 'must be integer',
              },
            ];
            return false;
          }
          if (errors === _errs12) {
            if (typeof data3 == 'number' && isFinite(data3)) {
              if (data3 < 0 || isNaN(data3)) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/instance_count',
                    schemaPath: '#/properties/instance_count/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  },
                ];
                return false;
              }
            }
          }
          var valid3 = _errs12 === errors;
        } else {
          var valid3 = true;
        }
        if (valid3) {
          if (data.configuration_schema !== undefined) {
            let data4 = data.configuration_schema;
            const _errs14 = errors;
            if (
              typeof data4 != 'object' &&
              typeof data4 !== 'string' &&
              !(typeof data4 == 'number' && isFinite(data4)) &&
              typeof data4 !== 'boolean'
            ) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/configuration_schema',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema33.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid3 = _errs14 === errors;
          } else {
            var valid3 = true;
          }
          if (valid3) {
            if (data.request_schema !== undefined) {
              let data5 = data.request_schema;
              const _errs17 = errors;
              if (
                typeof data5 != 'object' &&
                typeof data5 !== 'string' &&
                !(typeof data5 == 'number' && isFinite(data5)) &&
                typeof data5 !== 'boolean'
              ) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/request_schema',
                    schemaPath: '../../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema33.type },
                    message: 'must be object,array,string,number,boolean,null',
                  },
                ];
                return false;
              }
              var valid3 = _errs17 === errors;
            } else {
              var valid3 = true;
            }
          }
        }
      }
    } else {
      validate20.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
