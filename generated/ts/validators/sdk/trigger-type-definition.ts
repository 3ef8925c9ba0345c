/* DO NOT EDIT — generated from schema/sdk/trigger-type-definition.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { TriggerTypeDefinition } from '../../sdk/trigger-type-definition.js';

export const validateTriggerTypeDefinition = validate20 as unknown as Validator<TriggerTypeDefinition>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sdk/trigger-type-definition.schema.json',
  title: 'TriggerTypeDefinition',
  description:
    "What an SDK's `register_trigger_type` (`registerTriggerType`) declares, sent as it is on `registertriggertype`.",
  type: 'object',
  required: ['id'],
  properties: {
    id: {
      description: 'Trigger type id, e.g. `webhook`.',
      $ref: '../wire/register-trigger-type.schema.json#/properties/id',
    },
    description: {
      description: 'What fires the trigger; sent as `""` when left out.',
      $ref: '../wire/register-trigger-type.schema.json#/properties/description',
    },
    trigger_request_format: {
      description: "JSON Schema of a binding's `config`.",
      $ref: '../wire/register-trigger-type.schema.json#/properties/trigger_request_format',
    },
    call_request_format: {
      description: 'JSON Schema of the payload handlers receive.',
      $ref: '../wire/register-trigger-type.schema.json#/properties/call_request_format',
    },
  },
  additionalProperties: false,
  examples: [
    { id: 'webhook' },
    {
      id: 'webhook',
      description: 'Fires on a webhook',
      trigger_request_format: { type: 'object', required: ['path'] },
    },
  ],
};
const schema35 = { description: 'Trigger type id, e.g. `webhook`.', type: 'string', minLength: 1 };
const schema36 = { description: 'What fires the trigger; every known SDK sends it.', type: 'string' };
const schema33 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="sdk/trigger-type-definition.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.id === undefined && (missing0 = 'id')) {
        validate20.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(
            key0 === 'id' ||
            key0 === 'description' ||
            key0 === 'trigger_request_format' ||
            key0 === 'call_request_format'
          )) {
            validate20.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.id !== undefined) {
            let data0 = data.id;
            const _errs2 = errors;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data0 === 'string') {
                if (func1(data0) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/id',
                      schemaPath: '../wire/register-trigger-type.schema.json#/properties/id/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/id',
                    schemaPath: '../wire/register-trigger-type.schema.json#/properties/id/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.description !== undefined) {
              const _errs5 = errors;
              if (typeof data.description !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '../wire/register-trigger-type.schema.json#/properties/description/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.trigger_request_format !== undefined) {
                let data2 = data.trigger_request_format;
                const _errs8 = errors;
                if (
                  typeof data2 != 'object' &&
                  typeof data2 !== 'string' &&
                  !(typeof data2 == 'number' && isFinite(data2)) &&
                  typeof data2 !== 'boolean'
                ) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/trigger_request_format',
                      schemaPath:
                        '../wire/register-trigger-type.schema.json#/properties/trigger_request_format/type',
                      keyword: 'type',
                      params: { type: schema33.type },
                      message: 'must be object,array,string,number,boolean,null',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.call_request_format !== undefined) {
                  let data3 = data.call_request_format;
                  const _errs11 = errors;
                  if (
                    typeof data3 != 'object' &&
                    typeof data3 !== 'string' &&
                    !(typeof data3 == 'number' && isFinite(data3)) &&
                    typeof data3 !== 'boolean'
                  ) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/call_request_format',
                        schemaPath:
                          '../wire/register-trigger-type.schema.json#/properties/call_request_format/type',
                        keyword: 'type',
                        params: { type: schema33.type },
                        message: 'must be object,array,string,number,boolean,null',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs11 === errors;
                } else {
                  var valid0 = true;
                }
              }
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
