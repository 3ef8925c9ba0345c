/* DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-list-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineRegisteredTriggersListOutput } from '../../../contracts/engine/registered-triggers-list-output.js';

export const validateEngineRegisteredTriggersListOutput =
  validate20 as unknown as Validator<EngineRegisteredTriggersListOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/registered-triggers-list-output.schema.json',
  title: 'EngineRegisteredTriggersListOutput',
  description: 'Output of `engine::registered-triggers::list`.',
  type: 'object',
  required: ['registered_triggers'],
  properties: {
    registered_triggers: {
      description: 'The bindings that pass the filters, sorted by id.',
      type: 'array',
      items: { $ref: 'registered-trigger-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      registered_triggers: [
        {
          id: 't-1',
          trigger_type: 'tick',
          function_id: 'user::on_tick',
          worker_name: 'user',
          config: { every: 'once' },
          config_summary: '{"every":"once"}',
          status: 'parked',
        },
      ],
    },
  ],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/registered-trigger-summary.schema.json',
  title: 'EngineRegisteredTriggerSummary',
  description:
    'A trigger binding as `engine::registered-triggers::list` and `engine::workers::info` show it.',
  type: 'object',
  required: ['id', 'trigger_type', 'function_id', 'worker_name', 'config', 'config_summary', 'status'],
  properties: {
    id: { description: "The binding's id.", type: 'string' },
    trigger_type: { description: "The binding's trigger type id.", type: 'string' },
    function_id: { description: 'Function the binding invokes; it need not exist.', type: 'string' },
    worker_name: {
      description:
        'Name of the worker that registered the binding; `engine` for one made with `engine::register_trigger`.',
      type: 'string',
    },
    config: {
      description: "The binding's config; `{}` when it was registered without one.",
      $ref: '../../common/json-value.schema.json',
    },
    config_summary: {
      description: 'The config as JSON text, cut to its first 120 characters, for listings.',
      type: 'string',
      maxLength: 120,
    },
    status: {
      description:
        '`active` once a provider of the type has accepted the binding; `parked` while no worker provides the type or its provider refused it.',
      enum: ['active', 'parked'],
    },
    reason: {
      description:
        'With `parked`: why, e.g. no module or worker provides the type, or its provider refused the config.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      trigger_type: 'cron',
      function_id: 'jobs::tick',
      worker_name: 'jobs',
      config: { expression: '*/5 * * * * *' },
      config_summary: '{"expression":"*/5 * * * * *"}',
      status: 'active',
    },
    {
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      worker_name: 'engine',
      config: {},
      config_summary: '{}',
      status: 'parked',
      reason: 'no module or worker provides trigger type "webhook"',
    },
  ],
};
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
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-trigger-summary.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (
        (data.id === undefined && (missing0 = 'id')) ||
        (data.trigger_type === undefined && (missing0 = 'trigger_type')) ||
        (data.function_id === undefined && (missing0 = 'function_id')) ||
        (data.worker_name === undefined && (missing0 = 'worker_name')) ||
        (data.config === undefined && (missing0 = 'config')) ||
        (data.config_summary === undefined && (missing0 = 'config_summary')) ||
        (data.status === undefined && (missing0 = 'status'))
      ) {
        validate21.errors = [
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
        if (data.id !== undefined) {
          const _errs2 = errors;
          if (typeof data.id !== 'string') {
            validate21.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.trigger_type !== undefined) {
            const _errs4 = errors;
            if (typeof data.trigger_type !== 'string') {
              validate21.errors = [
                {
                  instancePath: instancePath + '/trigger_type',
                  schemaPath: '#/properties/trigger_type/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.function_id !== undefined) {
              const _errs6 = errors;
              if (typeof data.function_id !== 'string') {
                validate21.errors = [
                  {
                    instancePath: instancePath + '/function_id',
                    schemaPath: '#/properties/function_id/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.worker_name !== undefined) {
                const _errs8 = errors;
                if (typeof data.worker_name !== 'string') {
                  validate21.errors = [
                    {
                      instancePath: instancePath + '/worker_name',
                      schemaPath: '#/properties/worker_name/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.config !== undefined) {
                  let data4 = data.config;
                  const _errs10 = errors;
                  if (
                    typeof data4 != 'object' &&
                    typeof data4 !== 'string' &&
                    !(typeof data4 == 'number' && isFinite(data4)) &&
                    typeof data4 !== 'boolean'
                  ) {
                    validate21.errors = [
                      {
                        instancePath: instancePath + '/config',
                        schemaPath: '../../common/json-value.schema.json/type',
                        keyword: 'type',
                        params: { type: schema33.type },
                        message: 'must be object,array,string,number,boolean,null',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.config_summary !== undefined) {
                    let data5 = data.config_summary;
                    const _errs13 = errors;
                    if (errors === _errs13) {
                      if (typeof data5 === 'string') {
                        if (func1(data5) > 120) {
                          validate21.errors = [
                            {
                              instancePath: instancePath + '/config_summary',
                              schemaPath: '#/properties/config_summary/maxLength',
                              keyword: 'maxLength',
                              params: { limit: 120 },
                              message: 'must NOT have more than 120 characters',
                            },
                          ];
                          return false;
                        }
                      } else {
                        validate21.errors = [
                          {
                            instancePath: instancePath + '/config_summary',
                            schemaPath: '#/properties/config_summary/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.status !== undefined) {
                      let data6 = data.status;
                      const _errs15 = errors;
                      if (!(data6 === 'active' || data6 === 'parked')) {
                        validate21.errors = [
                          {
                            instancePath: instancePath + '/status',
                            schemaPath: '#/properties/status/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema32.properties.status.enum },
                            message: 'must be equal to one of the allowed values',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs15 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.reason !== undefined) {
                        const _errs16 = errors;
                        if (typeof data.reason !== 'string') {
                          validate21.errors = [
                            {
                              instancePath: instancePath + '/reason',
                              schemaPath: '#/properties/reason/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs16 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate21.errors = [
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
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-triggers-list-output.schema.json" */ let vErrors = null;
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
      if (data.registered_triggers === undefined && (missing0 = 'registered_triggers')) {
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
        if (data.registered_triggers !== undefined) {
          let data0 = data.registered_triggers;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                const _errs4 = errors;
                if (
                  !validate21(data0[i0], {
                    instancePath: instancePath + '/registered_triggers/' + i0,
                    parentData: data0,
                    parentDataProperty: i0,
                    rootData,
                    dynamicAnchors,
                  })
                ) {
                  vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                  errors = vErrors.length;
                }
                var valid1 = _errs4 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate20.errors = [
                {
                  instancePath: instancePath + '/registered_triggers',
                  schemaPath: '#/properties/registered_triggers/type',
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
