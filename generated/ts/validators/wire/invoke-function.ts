/* DO NOT EDIT — generated from schema/wire/invoke-function.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { InvokeFunction } from '../../wire/invoke-function.js';

export const validateInvokeFunction = validate20 as unknown as Validator<InvokeFunction>;
const schema31 = {
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
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/function-id.schema.json',
  title: 'FunctionId',
  description:
    'A function id: a free-form non-empty string, by convention `::`-separated segments whose first segment names the service (`orders::create`). Ids under `engine::` are reserved for the engine.',
  type: 'string',
  minLength: 1,
  examples: ['orders::create', 'math::add', 'engine::functions::list'],
};
const schema33 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
const schema34 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/traceparent.schema.json',
  title: 'Traceparent',
  description:
    'W3C Trace Context `traceparent` header value: version, trace id, parent span id and flags, lower-case hex separated by dashes. Later versions may append fields after the flags.',
  type: 'string',
  pattern: '^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$',
  examples: ['00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'],
};
const schema35 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/baggage.schema.json',
  title: 'Baggage',
  description: 'W3C Baggage header value: comma-separated `key=value` members propagated with the trace.',
  type: 'string',
  examples: ['svc.function.id=orders::create,tenant=t1'],
};
const schema36 = {
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
  /*# sourceURL="wire/invoke-function.schema.json" */ let vErrors = null;
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
      if (
        (data.type === undefined && (missing0 = 'type')) ||
        (data.function_id === undefined && (missing0 = 'function_id'))
      ) {
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
          const _errs2 = errors;
          if ('invokefunction' !== data.type) {
            validate20.errors = [
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
              validate20.errors = [
                {
                  instancePath: instancePath + '/invocation_id',
                  schemaPath: '#/properties/invocation_id/type',
                  keyword: 'type',
                  params: { type: schema31.properties.invocation_id.type },
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
                    validate20.errors = [
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
                  validate20.errors = [
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
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/data',
                      schemaPath: '../common/json-value.schema.json/type',
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
                if (data.traceparent !== undefined) {
                  let data4 = data.traceparent;
                  const _errs11 = errors;
                  const _errs12 = errors;
                  if (errors === _errs12) {
                    if (typeof data4 === 'string') {
                      if (!pattern4.test(data4)) {
                        validate20.errors = [
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
                      validate20.errors = [
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
                      validate20.errors = [
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
                        validate20.errors = vErrors;
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
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/metadata',
                              schemaPath: '../common/json-value.schema.json/type',
                              keyword: 'type',
                              params: { type: schema33.type },
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
                            validate20.errors = [
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
                              validate20.errors = [
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
                                  validate20.errors = [
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
