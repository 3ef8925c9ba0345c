/* DO NOT EDIT — generated from schema/contracts/engine/triggers-list-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineTriggersListOutput } from '../../../contracts/engine/triggers-list-output.js';

export const validateEngineTriggersListOutput = validate20 as unknown as Validator<EngineTriggersListOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/triggers-list-output.schema.json',
  title: 'EngineTriggersListOutput',
  description: 'Output of `engine::triggers::list`.',
  type: 'object',
  required: ['triggers'],
  properties: {
    triggers: {
      description: 'The trigger types that pass the filters, sorted by id.',
      type: 'array',
      items: { $ref: 'trigger-type-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      triggers: [
        { id: 'http', worker_name: 'svc-http', description: 'HTTP requests to a route' },
        { id: 'state', worker_name: 'svc-state', description: 'A state entry changed' },
      ],
    },
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
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/triggers-list-output.schema.json" */ let vErrors = null;
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
      if (data.triggers === undefined && (missing0 = 'triggers')) {
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
        if (data.triggers !== undefined) {
          let data0 = data.triggers;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs4 = errors;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                    let missing1;
                    if (
                      (data1.id === undefined && (missing1 = 'id')) ||
                      (data1.worker_name === undefined && (missing1 = 'worker_name')) ||
                      (data1.description === undefined && (missing1 = 'description'))
                    ) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/triggers/' + i0,
                          schemaPath: 'trigger-type-summary.schema.json/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.id !== undefined) {
                        const _errs8 = errors;
                        if (typeof data1.id !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/triggers/' + i0 + '/id',
                              schemaPath: 'trigger-type-summary.schema.json/properties/id/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid3 = _errs8 === errors;
                      } else {
                        var valid3 = true;
                      }
                      if (valid3) {
                        if (data1.worker_name !== undefined) {
                          const _errs10 = errors;
                          if (typeof data1.worker_name !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/triggers/' + i0 + '/worker_name',
                                schemaPath: 'trigger-type-summary.schema.json/properties/worker_name/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid3 = _errs10 === errors;
                        } else {
                          var valid3 = true;
                        }
                        if (valid3) {
                          if (data1.description !== undefined) {
                            const _errs12 = errors;
                            if (typeof data1.description !== 'string') {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/triggers/' + i0 + '/description',
                                  schemaPath: 'trigger-type-summary.schema.json/properties/description/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid3 = _errs12 === errors;
                          } else {
                            var valid3 = true;
                          }
                        }
                      }
                    }
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/triggers/' + i0,
                        schemaPath: 'trigger-type-summary.schema.json/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid1 = _errs4 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate20.errors = [
                {
                  instancePath: instancePath + '/triggers',
                  schemaPath: '#/properties/triggers/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                },
              ];
              return false;
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
