/* DO NOT EDIT — generated from schema/sdk/ by make generate */
// @ts-nocheck: the body is ajv output; the exports carry the types.
import type { Validator } from '../validator.js';
import type { RegisterFunctionOptions } from '../sdk/register-function-options.js';
import type { TriggerInput } from '../sdk/trigger-input.js';
import type { TriggerInstance } from '../sdk/trigger-instance.js';
import type { TriggerRequest } from '../sdk/trigger-request.js';
import type { TriggerTypeDefinition } from '../sdk/trigger-type-definition.js';

export const validateRegisterFunctionOptions = validate20 as unknown as Validator<RegisterFunctionOptions>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sdk/register-function-options.schema.json',
  title: 'RegisterFunctionOptions',
  description:
    "Options of an SDK's `register_function` (`registerFunction`): the fields of the `registerfunction` message the caller chooses, sent as they are.",
  type: 'object',
  properties: {
    description: {
      description: 'What the function does, shown in listings.',
      $ref: '../wire/register-function.schema.json#/properties/description',
    },
    request_format: {
      description: 'Shape of the payload the function accepts, usually a JSON Schema.',
      $ref: '../wire/register-function.schema.json#/properties/request_format',
    },
    response_format: {
      description: 'Shape of the result the function returns, usually a JSON Schema.',
      $ref: '../wire/register-function.schema.json#/properties/response_format',
    },
    metadata: {
      description: 'Free-form metadata; `internal: true` hides the function from default listings.',
      $ref: '../wire/register-function.schema.json#/properties/metadata',
    },
    timeout_ms: {
      description:
        "The engine's deadline for one invocation of this function, in milliseconds (an svc extension).",
      $ref: '../wire/register-function.schema.json#/properties/timeout_ms',
    },
  },
  additionalProperties: false,
  examples: [
    {},
    {
      description: 'Add two numbers',
      request_format: { type: 'object' },
      metadata: { internal: true },
      timeout_ms: 5000,
    },
  ],
};
const schema37 = {
  description: 'What the function does, shown in listings and the console.',
  type: 'string',
};
const schema34 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
const schema41 = {
  description: 'Free-form metadata. `internal: true` hides the function from default listings.',
  type: 'object',
  additionalProperties: true,
};
const schema42 = {
  description:
    "svc extension: the engine's deadline for one invocation of this function, in milliseconds; the engine default applies when absent.",
  type: 'integer',
  minimum: 1,
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="sdk/register-function-options.schema.json" */ let vErrors = null;
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
      const _errs1 = errors;
      for (const key0 in data) {
        if (!(
          key0 === 'description' ||
          key0 === 'request_format' ||
          key0 === 'response_format' ||
          key0 === 'metadata' ||
          key0 === 'timeout_ms'
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
        if (data.description !== undefined) {
          const _errs2 = errors;
          if (typeof data.description !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/description',
                schemaPath: '../wire/register-function.schema.json#/properties/description/type',
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
          if (data.request_format !== undefined) {
            let data1 = data.request_format;
            const _errs5 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/request_format',
                  schemaPath: '../wire/register-function.schema.json#/properties/request_format/type',
                  keyword: 'type',
                  params: { type: schema34.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid0 = _errs5 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.response_format !== undefined) {
              let data2 = data.response_format;
              const _errs8 = errors;
              if (
                typeof data2 != 'object' &&
                typeof data2 !== 'string' &&
                !(typeof data2 == 'number' && isFinite(data2)) &&
                typeof data2 !== 'boolean'
              ) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/response_format',
                    schemaPath: '../wire/register-function.schema.json#/properties/response_format/type',
                    keyword: 'type',
                    params: { type: schema34.type },
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
              if (data.metadata !== undefined) {
                let data3 = data.metadata;
                const _errs11 = errors;
                const _errs12 = errors;
                if (errors === _errs12) {
                  if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/metadata',
                        schemaPath: '../wire/register-function.schema.json#/properties/metadata/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs11 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.timeout_ms !== undefined) {
                  let data4 = data.timeout_ms;
                  const _errs15 = errors;
                  const _errs16 = errors;
                  if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/timeout_ms',
                        schemaPath: '../wire/register-function.schema.json#/properties/timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      },
                    ];
                    return false;
                  }
                  if (errors === _errs16) {
                    if (typeof data4 == 'number' && isFinite(data4)) {
                      if (data4 < 1 || isNaN(data4)) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/timeout_ms',
                            schemaPath:
                              '../wire/register-function.schema.json#/properties/timeout_ms/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 1 },
                            message: 'must be >= 1',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs15 === errors;
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
export const validateTriggerInput = validate23 as unknown as Validator<TriggerInput>;
const schema43 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sdk/trigger-input.schema.json',
  title: 'TriggerInput',
  description:
    "What an SDK's `register_trigger` (`registerTrigger`) binds: a trigger of `type` that invokes `function_id`. The SDK adds the binding's id and sends it as `registertrigger`, with `type` as `trigger_type`.",
  type: 'object',
  required: ['type', 'function_id'],
  properties: {
    type: {
      description:
        'Trigger type id: `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type.',
      $ref: '../wire/register-trigger.schema.json#/properties/trigger_type',
    },
    function_id: {
      description: 'Function the trigger invokes; it need not exist yet.',
      $ref: '../wire/register-trigger.schema.json#/properties/function_id',
    },
    config: {
      description: 'Configuration whose shape the trigger type defines; `{}` when left out.',
      $ref: '../wire/register-trigger.schema.json#/properties/config',
    },
    metadata: {
      description: 'Handed to the function as its `metadata` on every fire.',
      $ref: '../wire/register-trigger.schema.json#/properties/metadata',
    },
  },
  additionalProperties: false,
  examples: [
    { type: 'http', function_id: 'math::add', config: { api_path: '/math/add', http_method: 'POST' } },
    { type: 'cron', function_id: 'jobs::tick', metadata: { owner: 'ops' } },
  ],
};
const schema48 = {
  description:
    'Trigger type id, e.g. `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type.',
  type: 'string',
  minLength: 1,
};
const schema33 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/function-id.schema.json',
  title: 'FunctionId',
  description:
    'A function id: a free-form non-empty string, by convention `::`-separated segments whose first segment names the service (`orders::create`). Ids under `engine::` are reserved for the engine.',
  type: 'string',
  minLength: 1,
  examples: ['orders::create', 'math::add', 'engine::functions::list'],
};
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate23(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="sdk/trigger-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
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
        (data.type === undefined && (missing0 = 'type')) ||
        (data.function_id === undefined && (missing0 = 'function_id'))
      ) {
        validate23.errors = [
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
          if (!(key0 === 'type' || key0 === 'function_id' || key0 === 'config' || key0 === 'metadata')) {
            validate23.errors = [
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
          if (data.type !== undefined) {
            let data0 = data.type;
            const _errs2 = errors;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data0 === 'string') {
                if (func1(data0) < 1) {
                  validate23.errors = [
                    {
                      instancePath: instancePath + '/type',
                      schemaPath: '../wire/register-trigger.schema.json#/properties/trigger_type/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate23.errors = [
                  {
                    instancePath: instancePath + '/type',
                    schemaPath: '../wire/register-trigger.schema.json#/properties/trigger_type/type',
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
            if (data.function_id !== undefined) {
              let data1 = data.function_id;
              const _errs5 = errors;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data1 === 'string') {
                  if (func1(data1) < 1) {
                    validate23.errors = [
                      {
                        instancePath: instancePath + '/function_id',
                        schemaPath: '../wire/register-trigger.schema.json#/properties/function_id/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                      },
                    ];
                    return false;
                  }
                } else {
                  validate23.errors = [
                    {
                      instancePath: instancePath + '/function_id',
                      schemaPath: '../wire/register-trigger.schema.json#/properties/function_id/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.config !== undefined) {
                let data2 = data.config;
                const _errs8 = errors;
                if (
                  typeof data2 != 'object' &&
                  typeof data2 !== 'string' &&
                  !(typeof data2 == 'number' && isFinite(data2)) &&
                  typeof data2 !== 'boolean'
                ) {
                  validate23.errors = [
                    {
                      instancePath: instancePath + '/config',
                      schemaPath: '../wire/register-trigger.schema.json#/properties/config/type',
                      keyword: 'type',
                      params: { type: schema34.type },
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
                if (data.metadata !== undefined) {
                  let data3 = data.metadata;
                  const _errs11 = errors;
                  if (
                    typeof data3 != 'object' &&
                    typeof data3 !== 'string' &&
                    !(typeof data3 == 'number' && isFinite(data3)) &&
                    typeof data3 !== 'boolean'
                  ) {
                    validate23.errors = [
                      {
                        instancePath: instancePath + '/metadata',
                        schemaPath: '../wire/register-trigger.schema.json#/properties/metadata/type',
                        keyword: 'type',
                        params: { type: schema34.type },
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
      validate23.errors = [
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
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateTriggerInstance = validate26 as unknown as Validator<TriggerInstance>;
const schema53 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sdk/trigger-instance.schema.json',
  title: 'TriggerInstance',
  description:
    "One binding of a trigger type the worker provides, as an SDK hands it to the type's handler: the `registertrigger` the engine forwarded, without its message tag.",
  type: 'object',
  required: ['id', 'trigger_type', 'function_id', 'config'],
  properties: {
    id: { description: "The binding's id.", $ref: '../wire/register-trigger.schema.json#/properties/id' },
    trigger_type: {
      description: 'The trigger type id.',
      $ref: '../wire/register-trigger.schema.json#/properties/trigger_type',
    },
    function_id: {
      description: 'Function the binding invokes (empty in an unregister the SDK never saw registered).',
      type: 'string',
    },
    config: {
      description:
        "The binding's configuration: `{}` when the engine sent none; null in an unregister the SDK never saw registered.",
      $ref: '../wire/register-trigger.schema.json#/properties/config',
    },
    metadata: {
      description: "The binding's metadata, when it has some.",
      $ref: '../wire/register-trigger.schema.json#/properties/metadata',
    },
  },
  additionalProperties: false,
  examples: [
    {
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      config: { path: '/x' },
      metadata: { m: 1 },
    },
    { id: 't-2', trigger_type: 'webhook', function_id: '', config: null },
  ],
};
const schema54 = {
  description: 'Trigger id chosen by the SDK (a UUID), kept across reconnects.',
  type: 'string',
  minLength: 1,
};
function validate26(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="sdk/trigger-instance.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
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
        (data.config === undefined && (missing0 = 'config'))
      ) {
        validate26.errors = [
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
            key0 === 'trigger_type' ||
            key0 === 'function_id' ||
            key0 === 'config' ||
            key0 === 'metadata'
          )) {
            validate26.errors = [
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
                  validate26.errors = [
                    {
                      instancePath: instancePath + '/id',
                      schemaPath: '../wire/register-trigger.schema.json#/properties/id/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate26.errors = [
                  {
                    instancePath: instancePath + '/id',
                    schemaPath: '../wire/register-trigger.schema.json#/properties/id/type',
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
            if (data.trigger_type !== undefined) {
              let data1 = data.trigger_type;
              const _errs5 = errors;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data1 === 'string') {
                  if (func1(data1) < 1) {
                    validate26.errors = [
                      {
                        instancePath: instancePath + '/trigger_type',
                        schemaPath: '../wire/register-trigger.schema.json#/properties/trigger_type/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                      },
                    ];
                    return false;
                  }
                } else {
                  validate26.errors = [
                    {
                      instancePath: instancePath + '/trigger_type',
                      schemaPath: '../wire/register-trigger.schema.json#/properties/trigger_type/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.function_id !== undefined) {
                const _errs8 = errors;
                if (typeof data.function_id !== 'string') {
                  validate26.errors = [
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
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.config !== undefined) {
                  let data3 = data.config;
                  const _errs10 = errors;
                  if (
                    typeof data3 != 'object' &&
                    typeof data3 !== 'string' &&
                    !(typeof data3 == 'number' && isFinite(data3)) &&
                    typeof data3 !== 'boolean'
                  ) {
                    validate26.errors = [
                      {
                        instancePath: instancePath + '/config',
                        schemaPath: '../wire/register-trigger.schema.json#/properties/config/type',
                        keyword: 'type',
                        params: { type: schema34.type },
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
                  if (data.metadata !== undefined) {
                    let data4 = data.metadata;
                    const _errs13 = errors;
                    if (
                      typeof data4 != 'object' &&
                      typeof data4 !== 'string' &&
                      !(typeof data4 == 'number' && isFinite(data4)) &&
                      typeof data4 !== 'boolean'
                    ) {
                      validate26.errors = [
                        {
                          instancePath: instancePath + '/metadata',
                          schemaPath: '../wire/register-trigger.schema.json#/properties/metadata/type',
                          keyword: 'type',
                          params: { type: schema34.type },
                          message: 'must be object,array,string,number,boolean,null',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate26.errors = [
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
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateTriggerRequest = validate27 as unknown as Validator<TriggerRequest>;
const schema58 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sdk/trigger-request.schema.json',
  title: 'TriggerRequest',
  description: "A call made with an SDK's `trigger()`: sent as `invokefunction`, with `payload` as `data`.",
  type: 'object',
  required: ['function_id'],
  properties: {
    function_id: {
      description: 'Function to invoke.',
      $ref: '../wire/invoke-function.schema.json#/properties/function_id',
    },
    payload: {
      description: 'The payload, any JSON value; sent as `null` when left out.',
      $ref: '../wire/invoke-function.schema.json#/properties/data',
    },
    action: {
      description:
        '`{"type": "void"}` returns at once and gets nothing back; `{"type": "enqueue", "queue": …}` hands the call to a queue and returns the engine\'s receipt; absent means request/response.',
      $ref: '../wire/invoke-function.schema.json#/properties/action',
    },
    timeout_ms: {
      description:
        'Deadline of this call in milliseconds, sent to the engine as `timeout_ms`. The SDK gives up by itself shortly after it, in case the engine keeps no deadlines.',
      $ref: '../wire/invoke-function.schema.json#/properties/timeout_ms',
    },
    metadata: {
      description: 'Handed to the target handler as its `metadata`.',
      $ref: '../wire/invoke-function.schema.json#/properties/metadata',
    },
    traceparent: {
      description: "W3C trace context to pass on (e.g. the handler's own `context.traceparent`).",
      $ref: '../wire/invoke-function.schema.json#/properties/traceparent',
    },
    baggage: {
      description: 'W3C baggage to pass on.',
      $ref: '../wire/invoke-function.schema.json#/properties/baggage',
    },
  },
  additionalProperties: false,
  examples: [
    { function_id: 'math::add', payload: { a: 2, b: 3 } },
    {
      function_id: 'jobs::record',
      payload: [1],
      action: { type: 'void' },
      timeout_ms: 2000,
      metadata: { m: 1 },
    },
  ],
};
const schema64 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/trigger-action.schema.json',
  title: 'TriggerAction',
  description:
    'How an invocation is delivered. Absent means request/response: the caller waits for the result.',
  oneOf: [
    {
      title: 'VoidAction',
      description:
        'Fire and forget: the caller sends no invocation id and never receives a reply, not even an error.',
      type: 'object',
      required: ['type'],
      properties: { type: { description: 'Action tag.', const: 'void' } },
      additionalProperties: true,
    },
    {
      title: 'EnqueueAction',
      description:
        'Hand the invocation to a queue; the caller receives `{messageReceiptId}` once the queue has accepted it, or the error `enqueue_error`.',
      type: 'object',
      required: ['type', 'queue'],
      properties: {
        type: { description: 'Action tag.', const: 'enqueue' },
        queue: { description: 'Name of the queue that takes the invocation.', type: 'string', minLength: 1 },
      },
      additionalProperties: true,
    },
  ],
  examples: [{ type: 'void' }, { type: 'enqueue', queue: 'jobs' }],
};
const schema70 = {
  description:
    "svc extension: the engine's deadline for this call in milliseconds, overriding the function's and the engine's default. The caller gets `timeout` when it passes.",
  type: 'integer',
  minimum: 1,
};
const schema62 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/traceparent.schema.json',
  title: 'Traceparent',
  description:
    'W3C Trace Context `traceparent` header value: version, trace id, parent span id and flags, lower-case hex separated by dashes. Later versions may append fields after the flags.',
  type: 'string',
  pattern: '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$',
  examples: ['00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'],
};
const schema63 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/baggage.schema.json',
  title: 'Baggage',
  description: 'W3C Baggage header value: comma-separated `key=value` members propagated with the trace.',
  type: 'string',
  examples: ['svc.function.id=orders::create,tenant=t1'],
};
const pattern4 = new RegExp('^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$', 'u');
function validate27(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="sdk/trigger-request.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate27.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.function_id === undefined && (missing0 = 'function_id')) {
        validate27.errors = [
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
            key0 === 'function_id' ||
            key0 === 'payload' ||
            key0 === 'action' ||
            key0 === 'timeout_ms' ||
            key0 === 'metadata' ||
            key0 === 'traceparent' ||
            key0 === 'baggage'
          )) {
            validate27.errors = [
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
          if (data.function_id !== undefined) {
            let data0 = data.function_id;
            const _errs2 = errors;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data0 === 'string') {
                if (func1(data0) < 1) {
                  validate27.errors = [
                    {
                      instancePath: instancePath + '/function_id',
                      schemaPath: '../wire/invoke-function.schema.json#/properties/function_id/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate27.errors = [
                  {
                    instancePath: instancePath + '/function_id',
                    schemaPath: '../wire/invoke-function.schema.json#/properties/function_id/type',
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
            if (data.payload !== undefined) {
              let data1 = data.payload;
              const _errs5 = errors;
              if (
                typeof data1 != 'object' &&
                typeof data1 !== 'string' &&
                !(typeof data1 == 'number' && isFinite(data1)) &&
                typeof data1 !== 'boolean'
              ) {
                validate27.errors = [
                  {
                    instancePath: instancePath + '/payload',
                    schemaPath: '../wire/invoke-function.schema.json#/properties/data/type',
                    keyword: 'type',
                    params: { type: schema34.type },
                    message: 'must be object,array,string,number,boolean,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.action !== undefined) {
                let data2 = data.action;
                const _errs8 = errors;
                const _errs10 = errors;
                let valid4 = false;
                let passing0 = null;
                const _errs11 = errors;
                if (errors === _errs11) {
                  if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
                    let missing1;
                    if (data2.type === undefined && (missing1 = 'type')) {
                      const err0 = {
                        instancePath: instancePath + '/action',
                        schemaPath: '../wire/invoke-function.schema.json#/properties/action/oneOf/0/required',
                        keyword: 'required',
                        params: { missingProperty: missing1 },
                        message: "must have required property '" + missing1 + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err0];
                      } else {
                        vErrors.push(err0);
                      }
                      errors++;
                    } else {
                      if (data2.type !== undefined) {
                        if ('void' !== data2.type) {
                          const err1 = {
                            instancePath: instancePath + '/action/type',
                            schemaPath:
                              '../wire/invoke-function.schema.json#/properties/action/oneOf/0/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'void' },
                            message: 'must be equal to constant',
                          };
                          if (vErrors === null) {
                            vErrors = [err1];
                          } else {
                            vErrors.push(err1);
                          }
                          errors++;
                        }
                      }
                    }
                  } else {
                    const err2 = {
                      instancePath: instancePath + '/action',
                      schemaPath: '../wire/invoke-function.schema.json#/properties/action/oneOf/0/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err2];
                    } else {
                      vErrors.push(err2);
                    }
                    errors++;
                  }
                }
                var _valid0 = _errs11 === errors;
                if (_valid0) {
                  valid4 = true;
                  passing0 = 0;
                  var props0 = true;
                }
                const _errs15 = errors;
                if (errors === _errs15) {
                  if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
                    let missing2;
                    if (
                      (data2.type === undefined && (missing2 = 'type')) ||
                      (data2.queue === undefined && (missing2 = 'queue'))
                    ) {
                      const err3 = {
                        instancePath: instancePath + '/action',
                        schemaPath: '../wire/invoke-function.schema.json#/properties/action/oneOf/1/required',
                        keyword: 'required',
                        params: { missingProperty: missing2 },
                        message: "must have required property '" + missing2 + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err3];
                      } else {
                        vErrors.push(err3);
                      }
                      errors++;
                    } else {
                      if (data2.type !== undefined) {
                        const _errs18 = errors;
                        if ('enqueue' !== data2.type) {
                          const err4 = {
                            instancePath: instancePath + '/action/type',
                            schemaPath:
                              '../wire/invoke-function.schema.json#/properties/action/oneOf/1/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'enqueue' },
                            message: 'must be equal to constant',
                          };
                          if (vErrors === null) {
                            vErrors = [err4];
                          } else {
                            vErrors.push(err4);
                          }
                          errors++;
                        }
                        var valid6 = _errs18 === errors;
                      } else {
                        var valid6 = true;
                      }
                      if (valid6) {
                        if (data2.queue !== undefined) {
                          let data5 = data2.queue;
                          const _errs19 = errors;
                          if (errors === _errs19) {
                            if (typeof data5 === 'string') {
                              if (func1(data5) < 1) {
                                const err5 = {
                                  instancePath: instancePath + '/action/queue',
                                  schemaPath:
                                    '../wire/invoke-function.schema.json#/properties/action/oneOf/1/properties/queue/minLength',
                                  keyword: 'minLength',
                                  params: { limit: 1 },
                                  message: 'must NOT have fewer than 1 characters',
                                };
                                if (vErrors === null) {
                                  vErrors = [err5];
                                } else {
                                  vErrors.push(err5);
                                }
                                errors++;
                              }
                            } else {
                              const err6 = {
                                instancePath: instancePath + '/action/queue',
                                schemaPath:
                                  '../wire/invoke-function.schema.json#/properties/action/oneOf/1/properties/queue/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              };
                              if (vErrors === null) {
                                vErrors = [err6];
                              } else {
                                vErrors.push(err6);
                              }
                              errors++;
                            }
                          }
                          var valid6 = _errs19 === errors;
                        } else {
                          var valid6 = true;
                        }
                      }
                    }
                  } else {
                    const err7 = {
                      instancePath: instancePath + '/action',
                      schemaPath: '../wire/invoke-function.schema.json#/properties/action/oneOf/1/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err7];
                    } else {
                      vErrors.push(err7);
                    }
                    errors++;
                  }
                }
                var _valid0 = _errs15 === errors;
                if (_valid0 && valid4) {
                  valid4 = false;
                  passing0 = [passing0, 1];
                } else {
                  if (_valid0) {
                    valid4 = true;
                    passing0 = 1;
                    if (props0 !== true) {
                      props0 = true;
                    }
                  }
                }
                if (!valid4) {
                  const err8 = {
                    instancePath: instancePath + '/action',
                    schemaPath: '../wire/invoke-function.schema.json#/properties/action/oneOf',
                    keyword: 'oneOf',
                    params: { passingSchemas: passing0 },
                    message: 'must match exactly one schema in oneOf',
                  };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                  validate27.errors = vErrors;
                  return false;
                } else {
                  errors = _errs10;
                  if (vErrors !== null) {
                    if (_errs10) {
                      vErrors.length = _errs10;
                    } else {
                      vErrors = null;
                    }
                  }
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.timeout_ms !== undefined) {
                  let data6 = data.timeout_ms;
                  const _errs21 = errors;
                  const _errs22 = errors;
                  if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
                    validate27.errors = [
                      {
                        instancePath: instancePath + '/timeout_ms',
                        schemaPath: '../wire/invoke-function.schema.json#/properties/timeout_ms/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      },
                    ];
                    return false;
                  }
                  if (errors === _errs22) {
                    if (typeof data6 == 'number' && isFinite(data6)) {
                      if (data6 < 1 || isNaN(data6)) {
                        validate27.errors = [
                          {
                            instancePath: instancePath + '/timeout_ms',
                            schemaPath: '../wire/invoke-function.schema.json#/properties/timeout_ms/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 1 },
                            message: 'must be >= 1',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs21 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.metadata !== undefined) {
                    let data7 = data.metadata;
                    const _errs24 = errors;
                    if (
                      typeof data7 != 'object' &&
                      typeof data7 !== 'string' &&
                      !(typeof data7 == 'number' && isFinite(data7)) &&
                      typeof data7 !== 'boolean'
                    ) {
                      validate27.errors = [
                        {
                          instancePath: instancePath + '/metadata',
                          schemaPath: '../wire/invoke-function.schema.json#/properties/metadata/type',
                          keyword: 'type',
                          params: { type: schema34.type },
                          message: 'must be object,array,string,number,boolean,null',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs24 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.traceparent !== undefined) {
                      let data8 = data.traceparent;
                      const _errs27 = errors;
                      const _errs28 = errors;
                      if (errors === _errs28) {
                        if (typeof data8 === 'string') {
                          if (!pattern4.test(data8)) {
                            validate27.errors = [
                              {
                                instancePath: instancePath + '/traceparent',
                                schemaPath:
                                  '../wire/invoke-function.schema.json#/properties/traceparent/pattern',
                                keyword: 'pattern',
                                params: {
                                  pattern: '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$',
                                },
                                message:
                                  'must match pattern "' +
                                  '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$' +
                                  '"',
                              },
                            ];
                            return false;
                          }
                        } else {
                          validate27.errors = [
                            {
                              instancePath: instancePath + '/traceparent',
                              schemaPath: '../wire/invoke-function.schema.json#/properties/traceparent/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs27 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.baggage !== undefined) {
                        const _errs30 = errors;
                        if (typeof data.baggage !== 'string') {
                          validate27.errors = [
                            {
                              instancePath: instancePath + '/baggage',
                              schemaPath: '../wire/invoke-function.schema.json#/properties/baggage/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs30 === errors;
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
      validate27.errors = [
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
  validate27.errors = vErrors;
  return errors === 0;
}
validate27.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateTriggerTypeDefinition = validate32 as unknown as Validator<TriggerTypeDefinition>;
const schema76 = {
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
const schema80 = { description: 'Trigger type id, e.g. `webhook`.', type: 'string', minLength: 1 };
const schema81 = { description: 'What fires the trigger; every known SDK sends it.', type: 'string' };
function validate32(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="sdk/trigger-type-definition.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
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
        validate32.errors = [
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
            validate32.errors = [
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
                  validate32.errors = [
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
                validate32.errors = [
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
                validate32.errors = [
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
                  validate32.errors = [
                    {
                      instancePath: instancePath + '/trigger_request_format',
                      schemaPath:
                        '../wire/register-trigger-type.schema.json#/properties/trigger_request_format/type',
                      keyword: 'type',
                      params: { type: schema34.type },
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
                    validate32.errors = [
                      {
                        instancePath: instancePath + '/call_request_format',
                        schemaPath:
                          '../wire/register-trigger-type.schema.json#/properties/call_request_format/type',
                        keyword: 'type',
                        params: { type: schema34.type },
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
      validate32.errors = [
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
  validate32.errors = vErrors;
  return errors === 0;
}
validate32.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
