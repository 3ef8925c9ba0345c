/* DO NOT EDIT — generated from schema/sdk/trigger-request.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { TriggerRequest } from '../../sdk/trigger-request.js';

export const validateTriggerRequest = validate20 as unknown as Validator<TriggerRequest>;
const schema31 = {
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
const schema37 = {
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
const schema45 = {
  description:
    "svc extension: the engine's deadline for this call in milliseconds, overriding the function's and the engine's default. The caller gets `timeout` when it passes.",
  type: 'integer',
  minimum: 1,
};
const schema35 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/traceparent.schema.json',
  title: 'Traceparent',
  description:
    'W3C Trace Context `traceparent` header value: version, trace id, parent span id and flags, lower-case hex separated by dashes. Later versions may append fields after the flags.',
  type: 'string',
  pattern: '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$',
  examples: ['00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'],
};
const schema36 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/baggage.schema.json',
  title: 'Baggage',
  description: 'W3C Baggage header value: comma-separated `key=value` members propagated with the trace.',
  type: 'string',
  examples: ['svc.function.id=orders::create,tenant=t1'],
};
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
const pattern4 = new RegExp('^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$', 'u');
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="sdk/trigger-request.schema.json" */ let vErrors = null;
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
      if (data.function_id === undefined && (missing0 = 'function_id')) {
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
            key0 === 'function_id' ||
            key0 === 'payload' ||
            key0 === 'action' ||
            key0 === 'timeout_ms' ||
            key0 === 'metadata' ||
            key0 === 'traceparent' ||
            key0 === 'baggage'
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
          if (data.function_id !== undefined) {
            let data0 = data.function_id;
            const _errs2 = errors;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data0 === 'string') {
                if (func1(data0) < 1) {
                  validate20.errors = [
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
                validate20.errors = [
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
                validate20.errors = [
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
                  validate20.errors = vErrors;
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
                    validate20.errors = [
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
                        validate20.errors = [
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
                      validate20.errors = [
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
                            validate20.errors = [
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
                          validate20.errors = [
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
                          validate20.errors = [
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
