/* DO NOT EDIT — generated from schema/wire/outbound-message.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { OutboundMessage } from '../../wire/outbound-message.js';

export const validateOutboundMessage = validate20 as unknown as Validator<OutboundMessage>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/outbound-message.schema.json',
  title: 'OutboundMessage',
  description:
    'Any frame the engine may send a worker on the worker socket, told apart by `type`. A worker ignores a frame with an unknown `type`.',
  type: 'object',
  required: ['type'],
  properties: { type: { description: 'Message tag; selects the message schema.', type: 'string' } },
  additionalProperties: true,
  discriminator: { propertyName: 'type' },
  oneOf: [
    { $ref: 'worker-registered.schema.json' },
    { $ref: 'register-trigger.schema.json' },
    { $ref: 'unregister-trigger.schema.json' },
    { $ref: 'trigger-registration-result.schema.json' },
    { $ref: 'invoke-function.schema.json' },
    { $ref: 'invocation-result.schema.json' },
    { $ref: 'registration-rejected.schema.json' },
    { $ref: 'cancel-invocation.schema.json' },
    { $ref: 'error-frame.schema.json' },
    { $ref: 'ping.schema.json' },
    { $ref: 'pong.schema.json' },
  ],
  examples: [
    { type: 'workerregistered', worker_id: 'w1' },
    { type: 'invocationresult', invocation_id: 'i1', function_id: 'math::add', result: 3 },
    { type: 'cancelinvocation', invocation_id: 'i1' },
  ],
};
const schema53 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/worker-registered.schema.json',
  title: 'WorkerRegistered',
  description:
    "Engine to worker, always the first frame on a new connection: the connection's id and the secret that lets a reconnecting worker retire this connection with `reattach`.",
  type: 'object',
  required: ['type', 'worker_id'],
  properties: {
    type: { description: 'Message tag.', const: 'workerregistered' },
    worker_id: {
      description: 'Id of this connection (a UUID), unique per connection.',
      type: 'string',
      minLength: 1,
    },
    reattach_token: {
      description: 'Secret to send back in `reattach` after a reconnect. Older engines leave it out.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'workerregistered',
      worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01',
      reattach_token: 'd0c6a1b4-7e2f-4c3a-8b1d-0e9f2a6b5c44',
    },
    { type: 'workerregistered', worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01' },
  ],
};
const schema54 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/unregister-trigger.schema.json',
  title: 'UnregisterTrigger',
  description:
    "Worker to engine: remove the trigger `id` this connection registered. No reply. Engine to worker: tells the type's provider that a binding is gone.",
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { description: 'Message tag.', const: 'unregistertrigger' },
    id: { description: 'Trigger id.', type: 'string', minLength: 1 },
    trigger_type: {
      description: 'Trigger type id; optional for the engine, always sent to a provider.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'unregistertrigger',
      id: 'ce6320ed-a0b2-4151-9d4f-16f52273e490',
      message_type: 'unregistertrigger',
      trigger_type: 'cron',
    },
    { type: 'unregistertrigger', id: 't-1' },
  ],
};
const schema55 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/ping.schema.json',
  title: 'Ping',
  description:
    'Either direction: JSON-level liveness probe; the receiver answers `pong`. Independent of WebSocket ping frames, which are answered too.',
  type: 'object',
  required: ['type'],
  properties: { type: { description: 'Message tag.', const: 'ping' } },
  additionalProperties: true,
  examples: [{ type: 'ping' }],
};
const schema56 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/pong.schema.json',
  title: 'Pong',
  description:
    'Either direction: the answer to a JSON `ping`. Ignored by its receiver beyond marking the connection alive.',
  type: 'object',
  required: ['type'],
  properties: { type: { description: 'Message tag.', const: 'pong' } },
  additionalProperties: true,
  examples: [{ type: 'pong' }],
};
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/register-trigger.schema.json',
  title: 'RegisterTrigger',
  description:
    'Worker to engine: bind a trigger of `trigger_type` to `function_id`. No reply on success; a `triggerregistrationresult` with an error on failure. A binding to a type nobody provides yet is parked until the type appears. Engine to worker: the same frame forwards a binding to the worker that provides `trigger_type`.',
  type: 'object',
  required: ['type', 'id', 'trigger_type', 'function_id'],
  properties: {
    type: { description: 'Message tag.', const: 'registertrigger' },
    id: {
      description: 'Trigger id chosen by the SDK (a UUID), kept across reconnects.',
      type: 'string',
      minLength: 1,
    },
    trigger_type: {
      description:
        'Trigger type id, e.g. `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type.',
      type: 'string',
      minLength: 1,
    },
    function_id: {
      description: 'Function the trigger invokes; it need not exist yet.',
      $ref: '../common/function-id.schema.json',
    },
    config: {
      description:
        'Configuration whose shape the trigger type defines (see schema/triggers). Treated as `{}` when absent.',
      $ref: '../common/json-value.schema.json',
    },
    metadata: {
      description: 'Sent to the handler as its separate metadata argument on every fire.',
      $ref: '../common/json-value.schema.json',
    },
    namespace: {
      description: 'Namespace of the target function; accepted and ignored by svc, which has one namespace.',
      type: 'string',
    },
    trigger_namespace: {
      description: "Namespace in which to look up the type's provider; accepted and ignored by svc.",
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'registertrigger',
      function_id: 'math::add',
      config: { api_path: '/math/add', http_method: 'POST' },
      id: 'ce6320ed-a0b2-4151-9d4f-16f52273e490',
      message_type: 'registertrigger',
      trigger_type: 'http',
    },
    {
      type: 'registertrigger',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      config: { path: '/x' },
      metadata: { m: 1 },
    },
    { type: 'registertrigger', id: 't-2', trigger_type: 'cron', function_id: 'jobs::tick' },
  ],
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
const schema34 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/register-trigger.schema.json" */ let vErrors = null;
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
        (data.type === undefined && (missing0 = 'type')) ||
        (data.id === undefined && (missing0 = 'id')) ||
        (data.trigger_type === undefined && (missing0 = 'trigger_type')) ||
        (data.function_id === undefined && (missing0 = 'function_id'))
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('registertrigger' !== data.type) {
            validate21.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'registertrigger' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.id !== undefined) {
            let data1 = data.id;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate21.errors = [
                    {
                      instancePath: instancePath + '/id',
                      schemaPath: '#/properties/id/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
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
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.trigger_type !== undefined) {
              let data2 = data.trigger_type;
              const _errs5 = errors;
              if (errors === _errs5) {
                if (typeof data2 === 'string') {
                  if (func1(data2) < 1) {
                    validate21.errors = [
                      {
                        instancePath: instancePath + '/trigger_type',
                        schemaPath: '#/properties/trigger_type/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                      },
                    ];
                    return false;
                  }
                } else {
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
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.function_id !== undefined) {
                let data3 = data.function_id;
                const _errs7 = errors;
                const _errs8 = errors;
                if (errors === _errs8) {
                  if (typeof data3 === 'string') {
                    if (func1(data3) < 1) {
                      validate21.errors = [
                        {
                          instancePath: instancePath + '/function_id',
                          schemaPath: '../common/function-id.schema.json/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                        },
                      ];
                      return false;
                    }
                  } else {
                    validate21.errors = [
                      {
                        instancePath: instancePath + '/function_id',
                        schemaPath: '../common/function-id.schema.json/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs7 === errors;
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
                        schemaPath: '../common/json-value.schema.json/type',
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
                    let data5 = data.metadata;
                    const _errs13 = errors;
                    if (
                      typeof data5 != 'object' &&
                      typeof data5 !== 'string' &&
                      !(typeof data5 == 'number' && isFinite(data5)) &&
                      typeof data5 !== 'boolean'
                    ) {
                      validate21.errors = [
                        {
                          instancePath: instancePath + '/metadata',
                          schemaPath: '../common/json-value.schema.json/type',
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
                  if (valid0) {
                    if (data.namespace !== undefined) {
                      const _errs16 = errors;
                      if (typeof data.namespace !== 'string') {
                        validate21.errors = [
                          {
                            instancePath: instancePath + '/namespace',
                            schemaPath: '#/properties/namespace/type',
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
                    if (valid0) {
                      if (data.trigger_namespace !== undefined) {
                        const _errs18 = errors;
                        if (typeof data.trigger_namespace !== 'string') {
                          validate21.errors = [
                            {
                              instancePath: instancePath + '/trigger_namespace',
                              schemaPath: '#/properties/trigger_namespace/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs18 === errors;
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
const schema36 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/trigger-registration-result.schema.json',
  title: 'TriggerRegistrationResult',
  description:
    "The outcome of a trigger registration. Provider to engine: the provider's answer to a forwarded `registertrigger`. Engine to worker: sent when the registration failed, and (an svc extension) when it was parked.",
  type: 'object',
  required: ['type', 'id', 'trigger_type', 'function_id'],
  properties: {
    type: { description: 'Message tag.', const: 'triggerregistrationresult' },
    id: { description: 'Trigger id the result is about.', type: 'string', minLength: 1 },
    trigger_type: { description: 'Trigger type id.', type: 'string' },
    function_id: {
      description: 'Function the trigger targets; empty when the provider does not know it.',
      type: 'string',
    },
    error: {
      description:
        'Present when the registration failed (`trigger_registration_failed`, `trigger_type_not_found`).',
      $ref: '../common/error-body.schema.json',
    },
    parked: {
      description:
        'svc extension, engine to worker, without `error`: the binding was kept but parked, because no module or worker provides its type (yet); it is delivered when a provider registers the type. Reference engines send nothing then, and peers that do not know the field read a result without `error` as no failure.',
      type: 'object',
      required: ['reason'],
      properties: {
        reason: {
          description: 'Why it is parked, e.g. `no module or worker provides trigger type "cron"`.',
          type: 'string',
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'triggerregistrationresult',
      id: 'ce6320ed-a0b2-4151-9d4f-16f52273e490',
      trigger_type: 'http',
      function_id: 'math::add',
      error: { code: 'trigger_registration_failed', message: 'api_path is required for http triggers' },
    },
    {
      type: 'triggerregistrationresult',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      message_type: 'triggerregistrationresult',
    },
    {
      type: 'triggerregistrationresult',
      id: 't-2',
      trigger_type: 'cron',
      function_id: 'jobs::tick',
      parked: { reason: 'no module or worker provides trigger type "cron"' },
    },
  ],
};
const schema37 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/error-body.schema.json',
  title: 'ErrorBody',
  description:
    'An error as it travels on the wire: in an invocation result, a trigger registration result or an HTTP error response. The code is a stable lower_snake string listed in docs/errors.md (wire-compatible codes keep their original spelling).',
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: {
      description:
        'Stable machine-readable error code, e.g. `function_not_found`, `invocation_failed`, `invocation_stopped`, `timeout`.',
      type: 'string',
      minLength: 1,
    },
    message: { description: 'Human-readable explanation of what went wrong.', type: 'string' },
    stacktrace: {
      description: 'Stack trace or traceback of the handler that failed, when the worker chose to send one.',
      type: 'string',
    },
    data: {
      description: 'Optional structured detail about the error (any JSON value).',
      $ref: 'json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { code: 'function_not_found', message: 'Function nope::x not found' },
    { code: 'invocation_failed', message: 'boom', stacktrace: 'Error: boom\n    at handler (worker.js:3:9)' },
  ],
};
function validate23(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="common/error-body.schema.json" */ let vErrors = null;
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
        (data.code === undefined && (missing0 = 'code')) ||
        (data.message === undefined && (missing0 = 'message'))
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
        if (data.code !== undefined) {
          let data0 = data.code;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate23.errors = [
                  {
                    instancePath: instancePath + '/code',
                    schemaPath: '#/properties/code/minLength',
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
                  instancePath: instancePath + '/code',
                  schemaPath: '#/properties/code/type',
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
          if (data.message !== undefined) {
            const _errs4 = errors;
            if (typeof data.message !== 'string') {
              validate23.errors = [
                {
                  instancePath: instancePath + '/message',
                  schemaPath: '#/properties/message/type',
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
            if (data.stacktrace !== undefined) {
              const _errs6 = errors;
              if (typeof data.stacktrace !== 'string') {
                validate23.errors = [
                  {
                    instancePath: instancePath + '/stacktrace',
                    schemaPath: '#/properties/stacktrace/type',
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
              if (data.data !== undefined) {
                let data3 = data.data;
                const _errs8 = errors;
                if (
                  typeof data3 != 'object' &&
                  typeof data3 !== 'string' &&
                  !(typeof data3 == 'number' && isFinite(data3)) &&
                  typeof data3 !== 'boolean'
                ) {
                  validate23.errors = [
                    {
                      instancePath: instancePath + '/data',
                      schemaPath: 'json-value.schema.json/type',
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
function validate22(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/trigger-registration-result.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
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
        (data.id === undefined && (missing0 = 'id')) ||
        (data.trigger_type === undefined && (missing0 = 'trigger_type')) ||
        (data.function_id === undefined && (missing0 = 'function_id'))
      ) {
        validate22.errors = [
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('triggerregistrationresult' !== data.type) {
            validate22.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'triggerregistrationresult' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.id !== undefined) {
            let data1 = data.id;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate22.errors = [
                    {
                      instancePath: instancePath + '/id',
                      schemaPath: '#/properties/id/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
                validate22.errors = [
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
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.trigger_type !== undefined) {
              const _errs5 = errors;
              if (typeof data.trigger_type !== 'string') {
                validate22.errors = [
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
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.function_id !== undefined) {
                const _errs7 = errors;
                if (typeof data.function_id !== 'string') {
                  validate22.errors = [
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
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.error !== undefined) {
                  const _errs9 = errors;
                  if (
                    !validate23(data.error, {
                      instancePath: instancePath + '/error',
                      parentData: data,
                      parentDataProperty: 'error',
                      rootData,
                      dynamicAnchors,
                    })
                  ) {
                    vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                    errors = vErrors.length;
                  }
                  var valid0 = _errs9 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.parked !== undefined) {
                    let data5 = data.parked;
                    const _errs10 = errors;
                    if (errors === _errs10) {
                      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                        let missing1;
                        if (data5.reason === undefined && (missing1 = 'reason')) {
                          validate22.errors = [
                            {
                              instancePath: instancePath + '/parked',
                              schemaPath: '#/properties/parked/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data5.reason !== undefined) {
                            if (typeof data5.reason !== 'string') {
                              validate22.errors = [
                                {
                                  instancePath: instancePath + '/parked/reason',
                                  schemaPath: '#/properties/parked/properties/reason/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                          }
                        }
                      } else {
                        validate22.errors = [
                          {
                            instancePath: instancePath + '/parked',
                            schemaPath: '#/properties/parked/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs10 === errors;
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
      validate22.errors = [
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
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema39 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/invoke-function.schema.json',
  title: 'InvokeFunction',
  description:
    "Worker to engine: call `function_id` with `data`. Engine to worker: run your handler for `function_id`; the engine reuses the caller's `invocation_id` and always sends one, even for void calls. A request/response caller gets exactly one `invocationresult` back.",
  type: 'object',
  required: ['type', 'function_id'],
  properties: {
    type: { description: 'Message tag.', const: 'invokefunction' },
    invocation_id: {
      description:
        'Correlates the result with the call. Left out (or null) by callers of void actions; always present engine to worker. The engine echoes it byte for byte, whatever its format.',
      type: ['string', 'null'],
    },
    function_id: { description: 'Function to run.', $ref: '../common/function-id.schema.json' },
    data: {
      description:
        'The payload, any JSON value; treated as `null` when absent. Engine to worker, an object payload from a worker caller carries `_caller_worker_id`.',
      $ref: '../common/json-value.schema.json',
    },
    traceparent: { description: 'Trace context of the caller.', $ref: '../common/traceparent.schema.json' },
    baggage: { description: 'Baggage of the caller.', $ref: '../common/baggage.schema.json' },
    action: {
      description: 'Delivery mode; absent means request/response. Never set engine to worker.',
      $ref: '../common/trigger-action.schema.json',
    },
    metadata: {
      description: 'Passed to the handler as a separate argument, never merged into `data`.',
      $ref: '../common/json-value.schema.json',
    },
    namespace: { description: 'Target namespace; accepted and ignored by svc.', type: 'string' },
    timeout_ms: {
      description:
        "svc extension: the engine's deadline for this call in milliseconds, overriding the function's and the engine's default. The caller gets `timeout` when it passes.",
      type: 'integer',
      minimum: 1,
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'invokefunction',
      invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
      function_id: 'math::add',
      data: { a: 2, b: 3 },
      metadata: { tenant: 't1' },
    },
    { type: 'invokefunction', function_id: 'math::add', data: { a: 1, b: 1 }, action: { type: 'void' } },
    {
      type: 'invokefunction',
      invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
      function_id: 'math::add',
      data: { a: 2, b: 3, _caller_worker_id: 'bf8fa8bf-991c-4953-acdb-d9212364bf93' },
      metadata: { tenant: 't1' },
    },
    {
      type: 'invokefunction',
      function_id: 'engine::workers::register',
      data: {
        runtime: 'node',
        version: '0.22.1',
        name: 'probe-a',
        os: 'linux 6.18.44 (x64)',
        pid: 27775,
        isolation: null,
        telemetry: { language: 'en-US', project_name: 'iiiprobe', framework: 'iii-node' },
      },
      action: { type: 'void' },
    },
    { type: 'invokefunction', invocation_id: 'b2', function_id: 'jobs::run' },
    {
      type: 'invokefunction',
      invocation_id: 'a1b2c3d4-0000-4000-8000-000000000001',
      function_id: 'jobs::run',
      data: [1, 2],
      action: { type: 'enqueue', queue: 'jobs' },
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      timeout_ms: 5000,
    },
  ],
};
const schema42 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/traceparent.schema.json',
  title: 'Traceparent',
  description:
    'W3C Trace Context `traceparent` header value: version, trace id, parent span id and flags, lower-case hex separated by dashes. Later versions may append fields after the flags.',
  type: 'string',
  pattern: '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$',
  examples: ['00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'],
};
const schema43 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/baggage.schema.json',
  title: 'Baggage',
  description: 'W3C Baggage header value: comma-separated `key=value` members propagated with the trace.',
  type: 'string',
  examples: ['svc.function.id=orders::create,tenant=t1'],
};
const schema44 = {
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
const pattern4 = new RegExp('^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$', 'u');
function validate25(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/invoke-function.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
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
        validate25.errors = [
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('invokefunction' !== data.type) {
            validate25.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'invokefunction' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.invocation_id !== undefined) {
            let data1 = data.invocation_id;
            const _errs3 = errors;
            if (typeof data1 !== 'string' && data1 !== null) {
              validate25.errors = [
                {
                  instancePath: instancePath + '/invocation_id',
                  schemaPath: '#/properties/invocation_id/type',
                  keyword: 'type',
                  params: { type: schema39.properties.invocation_id.type },
                  message: 'must be string,null',
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.function_id !== undefined) {
              let data2 = data.function_id;
              const _errs5 = errors;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data2 === 'string') {
                  if (func1(data2) < 1) {
                    validate25.errors = [
                      {
                        instancePath: instancePath + '/function_id',
                        schemaPath: '../common/function-id.schema.json/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                      },
                    ];
                    return false;
                  }
                } else {
                  validate25.errors = [
                    {
                      instancePath: instancePath + '/function_id',
                      schemaPath: '../common/function-id.schema.json/type',
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
              if (data.data !== undefined) {
                let data3 = data.data;
                const _errs8 = errors;
                if (
                  typeof data3 != 'object' &&
                  typeof data3 !== 'string' &&
                  !(typeof data3 == 'number' && isFinite(data3)) &&
                  typeof data3 !== 'boolean'
                ) {
                  validate25.errors = [
                    {
                      instancePath: instancePath + '/data',
                      schemaPath: '../common/json-value.schema.json/type',
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
                if (data.traceparent !== undefined) {
                  let data4 = data.traceparent;
                  const _errs11 = errors;
                  const _errs12 = errors;
                  if (errors === _errs12) {
                    if (typeof data4 === 'string') {
                      if (!pattern4.test(data4)) {
                        validate25.errors = [
                          {
                            instancePath: instancePath + '/traceparent',
                            schemaPath: '../common/traceparent.schema.json/pattern',
                            keyword: 'pattern',
                            params: { pattern: '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$' },
                            message:
                              'must match pattern "' +
                              '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$' +
                              '"',
                          },
                        ];
                        return false;
                      }
                    } else {
                      validate25.errors = [
                        {
                          instancePath: instancePath + '/traceparent',
                          schemaPath: '../common/traceparent.schema.json/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
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
                  if (data.baggage !== undefined) {
                    const _errs14 = errors;
                    if (typeof data.baggage !== 'string') {
                      validate25.errors = [
                        {
                          instancePath: instancePath + '/baggage',
                          schemaPath: '../common/baggage.schema.json/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs14 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.action !== undefined) {
                      let data6 = data.action;
                      const _errs17 = errors;
                      const _errs19 = errors;
                      let valid6 = false;
                      let passing0 = null;
                      const _errs20 = errors;
                      if (errors === _errs20) {
                        if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
                          let missing1;
                          if (data6.type === undefined && (missing1 = 'type')) {
                            const err0 = {
                              instancePath: instancePath + '/action',
                              schemaPath: '../common/trigger-action.schema.json/oneOf/0/required',
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
                            if (data6.type !== undefined) {
                              if ('void' !== data6.type) {
                                const err1 = {
                                  instancePath: instancePath + '/action/type',
                                  schemaPath:
                                    '../common/trigger-action.schema.json/oneOf/0/properties/type/const',
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
                            schemaPath: '../common/trigger-action.schema.json/oneOf/0/type',
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
                      var _valid0 = _errs20 === errors;
                      if (_valid0) {
                        valid6 = true;
                        passing0 = 0;
                        var props0 = true;
                      }
                      const _errs24 = errors;
                      if (errors === _errs24) {
                        if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
                          let missing2;
                          if (
                            (data6.type === undefined && (missing2 = 'type')) ||
                            (data6.queue === undefined && (missing2 = 'queue'))
                          ) {
                            const err3 = {
                              instancePath: instancePath + '/action',
                              schemaPath: '../common/trigger-action.schema.json/oneOf/1/required',
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
                            if (data6.type !== undefined) {
                              const _errs27 = errors;
                              if ('enqueue' !== data6.type) {
                                const err4 = {
                                  instancePath: instancePath + '/action/type',
                                  schemaPath:
                                    '../common/trigger-action.schema.json/oneOf/1/properties/type/const',
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
                              var valid8 = _errs27 === errors;
                            } else {
                              var valid8 = true;
                            }
                            if (valid8) {
                              if (data6.queue !== undefined) {
                                let data9 = data6.queue;
                                const _errs28 = errors;
                                if (errors === _errs28) {
                                  if (typeof data9 === 'string') {
                                    if (func1(data9) < 1) {
                                      const err5 = {
                                        instancePath: instancePath + '/action/queue',
                                        schemaPath:
                                          '../common/trigger-action.schema.json/oneOf/1/properties/queue/minLength',
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
                                        '../common/trigger-action.schema.json/oneOf/1/properties/queue/type',
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
                                var valid8 = _errs28 === errors;
                              } else {
                                var valid8 = true;
                              }
                            }
                          }
                        } else {
                          const err7 = {
                            instancePath: instancePath + '/action',
                            schemaPath: '../common/trigger-action.schema.json/oneOf/1/type',
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
                      var _valid0 = _errs24 === errors;
                      if (_valid0 && valid6) {
                        valid6 = false;
                        passing0 = [passing0, 1];
                      } else {
                        if (_valid0) {
                          valid6 = true;
                          passing0 = 1;
                          if (props0 !== true) {
                            props0 = true;
                          }
                        }
                      }
                      if (!valid6) {
                        const err8 = {
                          instancePath: instancePath + '/action',
                          schemaPath: '../common/trigger-action.schema.json/oneOf',
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
                        validate25.errors = vErrors;
                        return false;
                      } else {
                        errors = _errs19;
                        if (vErrors !== null) {
                          if (_errs19) {
                            vErrors.length = _errs19;
                          } else {
                            vErrors = null;
                          }
                        }
                      }
                      var valid0 = _errs17 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.metadata !== undefined) {
                        let data10 = data.metadata;
                        const _errs30 = errors;
                        if (
                          typeof data10 != 'object' &&
                          typeof data10 !== 'string' &&
                          !(typeof data10 == 'number' && isFinite(data10)) &&
                          typeof data10 !== 'boolean'
                        ) {
                          validate25.errors = [
                            {
                              instancePath: instancePath + '/metadata',
                              schemaPath: '../common/json-value.schema.json/type',
                              keyword: 'type',
                              params: { type: schema34.type },
                              message: 'must be object,array,string,number,boolean,null',
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs30 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.namespace !== undefined) {
                          const _errs33 = errors;
                          if (typeof data.namespace !== 'string') {
                            validate25.errors = [
                              {
                                instancePath: instancePath + '/namespace',
                                schemaPath: '#/properties/namespace/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid0 = _errs33 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.timeout_ms !== undefined) {
                            let data12 = data.timeout_ms;
                            const _errs35 = errors;
                            if (!(
                              typeof data12 == 'number' &&
                              !(data12 % 1) &&
                              !isNaN(data12) &&
                              isFinite(data12)
                            )) {
                              validate25.errors = [
                                {
                                  instancePath: instancePath + '/timeout_ms',
                                  schemaPath: '#/properties/timeout_ms/type',
                                  keyword: 'type',
                                  params: { type: 'integer' },
                                  message: 'must be integer',
                                },
                              ];
                              return false;
                            }
                            if (errors === _errs35) {
                              if (typeof data12 == 'number' && isFinite(data12)) {
                                if (data12 < 1 || isNaN(data12)) {
                                  validate25.errors = [
                                    {
                                      instancePath: instancePath + '/timeout_ms',
                                      schemaPath: '#/properties/timeout_ms/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 1 },
                                      message: 'must be >= 1',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                            var valid0 = _errs35 === errors;
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
        }
      }
    } else {
      validate25.errors = [
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
  validate25.errors = vErrors;
  return errors === 0;
}
validate25.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema46 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/invocation-result.schema.json',
  title: 'InvocationResult',
  description:
    "The outcome of one invocation. Worker to engine: the handler's result or error. Engine to worker: forwarded unchanged to the caller. `error` present means failure; otherwise `result` (absent when the handler returned nothing).",
  type: 'object',
  required: ['type', 'invocation_id', 'function_id'],
  properties: {
    type: { description: 'Message tag.', const: 'invocationresult' },
    invocation_id: { description: 'Id of the invocation this result completes.', type: 'string' },
    function_id: { description: 'Function that ran (the one the caller asked for).', type: 'string' },
    result: {
      description: "The handler's return value; absent or null means no result.",
      $ref: '../common/json-value.schema.json',
    },
    error: { description: 'Present when the invocation failed.', $ref: '../common/error-body.schema.json' },
    traceparent: { description: 'Trace context of the handler.', $ref: '../common/traceparent.schema.json' },
    baggage: { description: 'Baggage of the handler.', $ref: '../common/baggage.schema.json' },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'invocationresult',
      invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
      function_id: 'math::add',
      result: { c: 5 },
    },
    {
      type: 'invocationresult',
      invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
      function_id: 'math::boom',
      error: {
        code: 'invocation_failed',
        message: 'boom',
        stacktrace: 'Error: boom\n    at handler (worker.js:3:9)',
      },
    },
    {
      type: 'invocationresult',
      invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
      function_id: 'math::undef',
    },
    {
      type: 'invocationresult',
      invocation_id: 'b2',
      function_id: 'nope::x',
      error: { code: 'function_not_found', message: 'Function nope::x not found' },
    },
  ],
};
function validate26(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/invocation-result.schema.json" */ let vErrors = null;
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
        (data.type === undefined && (missing0 = 'type')) ||
        (data.invocation_id === undefined && (missing0 = 'invocation_id')) ||
        (data.function_id === undefined && (missing0 = 'function_id'))
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('invocationresult' !== data.type) {
            validate26.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'invocationresult' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.invocation_id !== undefined) {
            const _errs3 = errors;
            if (typeof data.invocation_id !== 'string') {
              validate26.errors = [
                {
                  instancePath: instancePath + '/invocation_id',
                  schemaPath: '#/properties/invocation_id/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.function_id !== undefined) {
              const _errs5 = errors;
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
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.result !== undefined) {
                let data3 = data.result;
                const _errs7 = errors;
                if (
                  typeof data3 != 'object' &&
                  typeof data3 !== 'string' &&
                  !(typeof data3 == 'number' && isFinite(data3)) &&
                  typeof data3 !== 'boolean'
                ) {
                  validate26.errors = [
                    {
                      instancePath: instancePath + '/result',
                      schemaPath: '../common/json-value.schema.json/type',
                      keyword: 'type',
                      params: { type: schema34.type },
                      message: 'must be object,array,string,number,boolean,null',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.error !== undefined) {
                  const _errs10 = errors;
                  if (
                    !validate23(data.error, {
                      instancePath: instancePath + '/error',
                      parentData: data,
                      parentDataProperty: 'error',
                      rootData,
                      dynamicAnchors,
                    })
                  ) {
                    vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                    errors = vErrors.length;
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.traceparent !== undefined) {
                    let data5 = data.traceparent;
                    const _errs11 = errors;
                    const _errs12 = errors;
                    if (errors === _errs12) {
                      if (typeof data5 === 'string') {
                        if (!pattern4.test(data5)) {
                          validate26.errors = [
                            {
                              instancePath: instancePath + '/traceparent',
                              schemaPath: '../common/traceparent.schema.json/pattern',
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
                        validate26.errors = [
                          {
                            instancePath: instancePath + '/traceparent',
                            schemaPath: '../common/traceparent.schema.json/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
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
                    if (data.baggage !== undefined) {
                      const _errs14 = errors;
                      if (typeof data.baggage !== 'string') {
                        validate26.errors = [
                          {
                            instancePath: instancePath + '/baggage',
                            schemaPath: '../common/baggage.schema.json/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs14 === errors;
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
const schema50 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/registration-rejected.schema.json',
  title: 'RegistrationRejected',
  description:
    "Engine to worker: a registration was refused. `FUNCTION_NAMESPACE_CONFLICT` refuses one function and keeps the connection; `TRIGGER_TYPE_CONFLICT` (svc) refuses one trigger type and keeps the connection; `WORKER_NAMESPACE_CONFLICT` is fatal and the engine closes the connection. `FORBIDDEN` (the connection's token may not register that id or provide that trigger type) and `too_many_registrations` (`auth.max_registrations_per_worker`) refuse one registration and keep the connection. SDKs that do not know this message ignore it.",
  type: 'object',
  required: ['type', 'code'],
  properties: {
    type: { description: 'Message tag.', const: 'registrationrejected' },
    code: {
      description: 'Why the registration was refused.',
      enum: [
        'FUNCTION_NAMESPACE_CONFLICT',
        'WORKER_NAMESPACE_CONFLICT',
        'TRIGGER_TYPE_CONFLICT',
        'FORBIDDEN',
        'too_many_registrations',
      ],
    },
    message: {
      description: 'Why, for a person: names the token and the scope that refused it, or the limit.',
      type: 'string',
    },
    trigger_type: {
      description:
        'svc: the refused trigger type, for `TRIGGER_TYPE_CONFLICT` (a built-in type such as `http` cannot be provided by a worker).',
      type: 'string',
    },
    namespace: { description: 'Namespace in which the conflict happened.', type: 'string' },
    function_id: { description: 'The refused function, for function conflicts.', type: 'string' },
    worker_name: { description: 'The refused worker name, for worker conflicts.', type: 'string' },
    owner_worker_id: {
      description: 'Connection that already owns the name; empty when none.',
      type: 'string',
    },
    error: {
      description:
        'svc: the refusal as an error body whose code says why (`reserved_id`, `function_id_taken`); see docs/errors.md.',
      $ref: '../common/error-body.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'registrationrejected',
      code: 'FUNCTION_NAMESPACE_CONFLICT',
      namespace: 'default',
      function_id: 'math::add',
      owner_worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01',
    },
    {
      type: 'registrationrejected',
      code: 'FUNCTION_NAMESPACE_CONFLICT',
      namespace: 'default',
      function_id: 'state::get',
      owner_worker_id: '',
      error: {
        code: 'reserved_id',
        message: 'state::get is a built-in function id; a worker cannot register it',
      },
    },
    {
      type: 'registrationrejected',
      code: 'TRIGGER_TYPE_CONFLICT',
      namespace: 'default',
      trigger_type: 'http',
      owner_worker_id: 'svc-http',
      error: { code: 'reserved_id', message: 'http is a built-in trigger type; a worker cannot provide it' },
    },
  ],
};
function validate28(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/registration-rejected.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
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
        (data.code === undefined && (missing0 = 'code'))
      ) {
        validate28.errors = [
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('registrationrejected' !== data.type) {
            validate28.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'registrationrejected' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.code !== undefined) {
            let data1 = data.code;
            const _errs3 = errors;
            if (!(
              data1 === 'FUNCTION_NAMESPACE_CONFLICT' ||
              data1 === 'WORKER_NAMESPACE_CONFLICT' ||
              data1 === 'TRIGGER_TYPE_CONFLICT' ||
              data1 === 'FORBIDDEN' ||
              data1 === 'too_many_registrations'
            )) {
              validate28.errors = [
                {
                  instancePath: instancePath + '/code',
                  schemaPath: '#/properties/code/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema50.properties.code.enum },
                  message: 'must be equal to one of the allowed values',
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.message !== undefined) {
              const _errs4 = errors;
              if (typeof data.message !== 'string') {
                validate28.errors = [
                  {
                    instancePath: instancePath + '/message',
                    schemaPath: '#/properties/message/type',
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
              if (data.trigger_type !== undefined) {
                const _errs6 = errors;
                if (typeof data.trigger_type !== 'string') {
                  validate28.errors = [
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
                var valid0 = _errs6 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.namespace !== undefined) {
                  const _errs8 = errors;
                  if (typeof data.namespace !== 'string') {
                    validate28.errors = [
                      {
                        instancePath: instancePath + '/namespace',
                        schemaPath: '#/properties/namespace/type',
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
                  if (data.function_id !== undefined) {
                    const _errs10 = errors;
                    if (typeof data.function_id !== 'string') {
                      validate28.errors = [
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
                    var valid0 = _errs10 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.worker_name !== undefined) {
                      const _errs12 = errors;
                      if (typeof data.worker_name !== 'string') {
                        validate28.errors = [
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
                      var valid0 = _errs12 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.owner_worker_id !== undefined) {
                        const _errs14 = errors;
                        if (typeof data.owner_worker_id !== 'string') {
                          validate28.errors = [
                            {
                              instancePath: instancePath + '/owner_worker_id',
                              schemaPath: '#/properties/owner_worker_id/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs14 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.error !== undefined) {
                          const _errs16 = errors;
                          if (
                            !validate23(data.error, {
                              instancePath: instancePath + '/error',
                              parentData: data,
                              parentDataProperty: 'error',
                              rootData,
                              dynamicAnchors,
                            })
                          ) {
                            vErrors =
                              vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                            errors = vErrors.length;
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
      }
    } else {
      validate28.errors = [
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
  validate28.errors = vErrors;
  return errors === 0;
}
validate28.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema51 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/cancel-invocation.schema.json',
  title: 'CancelInvocation',
  description:
    "svc extension, engine to worker: stop working on `invocation_id`; its caller has already been answered (deadline passed, caller gone, engine shutting down) and any later result is dropped. svc-sdk aborts the handler's AbortSignal; SDKs that do not know this message ignore it.",
  type: 'object',
  required: ['type', 'invocation_id'],
  properties: {
    type: { description: 'Message tag.', const: 'cancelinvocation' },
    invocation_id: { description: 'Invocation to stop.', type: 'string' },
    function_id: { description: 'Function the invocation runs.', type: 'string' },
    reason: {
      description: 'Why it was cancelled, e.g. code `timeout` or `invocation_stopped`.',
      $ref: '../common/error-body.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'cancelinvocation',
      invocation_id: '900d5a85-d5ac-492f-83ed-32bb86d1801f',
      function_id: 'math::slow',
      reason: { code: 'timeout', message: 'Invocation of math::slow timed out after 30000 ms' },
    },
  ],
};
function validate30(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/cancel-invocation.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate30.evaluated;
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
        (data.invocation_id === undefined && (missing0 = 'invocation_id'))
      ) {
        validate30.errors = [
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('cancelinvocation' !== data.type) {
            validate30.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'cancelinvocation' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.invocation_id !== undefined) {
            const _errs3 = errors;
            if (typeof data.invocation_id !== 'string') {
              validate30.errors = [
                {
                  instancePath: instancePath + '/invocation_id',
                  schemaPath: '#/properties/invocation_id/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.function_id !== undefined) {
              const _errs5 = errors;
              if (typeof data.function_id !== 'string') {
                validate30.errors = [
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
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.reason !== undefined) {
                const _errs7 = errors;
                if (
                  !validate23(data.reason, {
                    instancePath: instancePath + '/reason',
                    parentData: data,
                    parentDataProperty: 'reason',
                    rootData,
                    dynamicAnchors,
                  })
                ) {
                  vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                  errors = vErrors.length;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate30.errors = [
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
  validate30.errors = vErrors;
  return errors === 0;
}
validate30.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema52 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/error-frame.schema.json',
  title: 'ErrorFrame',
  description:
    'Engine to worker: a connection-level error, e.g. a refused authentication, sent just before the engine closes the connection.',
  type: 'object',
  required: ['type', 'error'],
  properties: {
    type: { description: 'Message tag.', const: 'error' },
    error: { description: 'What went wrong.', $ref: '../common/error-body.schema.json' },
  },
  additionalProperties: true,
  examples: [{ type: 'error', error: { code: 'AUTH_ERROR', message: 'authentication failed' } }],
};
function validate32(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/error-frame.schema.json" */ let vErrors = null;
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
      if (
        (data.type === undefined && (missing0 = 'type')) ||
        (data.error === undefined && (missing0 = 'error'))
      ) {
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('error' !== data.type) {
            validate32.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'error' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.error !== undefined) {
            const _errs3 = errors;
            if (
              !validate23(data.error, {
                instancePath: instancePath + '/error',
                parentData: data,
                parentDataProperty: 'error',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
              errors = vErrors.length;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
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
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/outbound-message.schema.json" */ let vErrors = null;
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
      if (data.type === undefined && (missing0 = 'type')) {
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
        if (data.type !== undefined) {
          const _errs3 = errors;
          if (typeof data.type !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
          var valid0 = _errs3 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          const tag0 = data.type;
          if (typeof tag0 == 'string') {
            if (tag0 === 'workerregistered') {
              const _errs6 = errors;
              if (errors === _errs6) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing1;
                  if (
                    (data.type === undefined && (missing1 = 'type')) ||
                    (data.worker_id === undefined && (missing1 = 'worker_id'))
                  ) {
                    validate20.errors = [
                      {
                        instancePath,
                        schemaPath: 'worker-registered.schema.json/required',
                        keyword: 'required',
                        params: { missingProperty: missing1 },
                        message: "must have required property '" + missing1 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs9 = errors;
                      if ('workerregistered' !== data.type) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: 'worker-registered.schema.json/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'workerregistered' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid4 = _errs9 === errors;
                    } else {
                      var valid4 = true;
                    }
                    if (valid4) {
                      if (data.worker_id !== undefined) {
                        let data2 = data.worker_id;
                        const _errs10 = errors;
                        if (errors === _errs10) {
                          if (typeof data2 === 'string') {
                            if (func1(data2) < 1) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/worker_id',
                                  schemaPath: 'worker-registered.schema.json/properties/worker_id/minLength',
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
                                instancePath: instancePath + '/worker_id',
                                schemaPath: 'worker-registered.schema.json/properties/worker_id/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid4 = _errs10 === errors;
                      } else {
                        var valid4 = true;
                      }
                      if (valid4) {
                        if (data.reattach_token !== undefined) {
                          const _errs12 = errors;
                          if (typeof data.reattach_token !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/reattach_token',
                                schemaPath: 'worker-registered.schema.json/properties/reattach_token/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid4 = _errs12 === errors;
                        } else {
                          var valid4 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath,
                      schemaPath: 'worker-registered.schema.json/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else if (tag0 === 'registertrigger') {
              if (
                !validate21(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })
              ) {
                vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                errors = vErrors.length;
              }
            } else if (tag0 === 'unregistertrigger') {
              const _errs16 = errors;
              if (errors === _errs16) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing2;
                  if (
                    (data.type === undefined && (missing2 = 'type')) ||
                    (data.id === undefined && (missing2 = 'id'))
                  ) {
                    validate20.errors = [
                      {
                        instancePath,
                        schemaPath: 'unregister-trigger.schema.json/required',
                        keyword: 'required',
                        params: { missingProperty: missing2 },
                        message: "must have required property '" + missing2 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs19 = errors;
                      if ('unregistertrigger' !== data.type) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: 'unregister-trigger.schema.json/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'unregistertrigger' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid8 = _errs19 === errors;
                    } else {
                      var valid8 = true;
                    }
                    if (valid8) {
                      if (data.id !== undefined) {
                        let data5 = data.id;
                        const _errs20 = errors;
                        if (errors === _errs20) {
                          if (typeof data5 === 'string') {
                            if (func1(data5) < 1) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/id',
                                  schemaPath: 'unregister-trigger.schema.json/properties/id/minLength',
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
                                schemaPath: 'unregister-trigger.schema.json/properties/id/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid8 = _errs20 === errors;
                      } else {
                        var valid8 = true;
                      }
                      if (valid8) {
                        if (data.trigger_type !== undefined) {
                          const _errs22 = errors;
                          if (typeof data.trigger_type !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/trigger_type',
                                schemaPath: 'unregister-trigger.schema.json/properties/trigger_type/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid8 = _errs22 === errors;
                        } else {
                          var valid8 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath,
                      schemaPath: 'unregister-trigger.schema.json/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else if (tag0 === 'triggerregistrationresult') {
              if (
                !validate22(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })
              ) {
                vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
                errors = vErrors.length;
              }
            } else if (tag0 === 'invokefunction') {
              if (
                !validate25(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })
              ) {
                vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
                errors = vErrors.length;
              }
            } else if (tag0 === 'invocationresult') {
              if (
                !validate26(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })
              ) {
                vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
                errors = vErrors.length;
              }
            } else if (tag0 === 'registrationrejected') {
              if (
                !validate28(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })
              ) {
                vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                errors = vErrors.length;
              }
            } else if (tag0 === 'cancelinvocation') {
              if (
                !validate30(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })
              ) {
                vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
                errors = vErrors.length;
              }
            } else if (tag0 === 'error') {
              if (
                !validate32(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })
              ) {
                vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                errors = vErrors.length;
              }
            } else if (tag0 === 'ping') {
              const _errs31 = errors;
              if (errors === _errs31) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing3;
                  if (data.type === undefined && (missing3 = 'type')) {
                    validate20.errors = [
                      {
                        instancePath,
                        schemaPath: 'ping.schema.json/required',
                        keyword: 'required',
                        params: { missingProperty: missing3 },
                        message: "must have required property '" + missing3 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      if ('ping' !== data.type) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: 'ping.schema.json/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'ping' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath,
                      schemaPath: 'ping.schema.json/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else if (tag0 === 'pong') {
              const _errs36 = errors;
              if (errors === _errs36) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing4;
                  if (data.type === undefined && (missing4 = 'type')) {
                    validate20.errors = [
                      {
                        instancePath,
                        schemaPath: 'pong.schema.json/required',
                        keyword: 'required',
                        params: { missingProperty: missing4 },
                        message: "must have required property '" + missing4 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      if ('pong' !== data.type) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: 'pong.schema.json/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'pong' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath,
                      schemaPath: 'pong.schema.json/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else {
              validate20.errors = [
                {
                  instancePath,
                  schemaPath: '#/discriminator',
                  keyword: 'discriminator',
                  params: { error: 'mapping', tag: 'type', tagValue: tag0 },
                  message: 'value of tag "type" must be in oneOf',
                },
              ];
              return false;
            }
          } else {
            validate20.errors = [
              {
                instancePath,
                schemaPath: '#/discriminator',
                keyword: 'discriminator',
                params: { error: 'tag', tag: 'type', tagValue: tag0 },
                message: 'tag "type" must be string',
              },
            ];
            return false;
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
