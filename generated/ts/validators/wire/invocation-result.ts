/* DO NOT EDIT — generated from schema/wire/invocation-result.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { InvocationResult } from '../../wire/invocation-result.js';

export const validateInvocationResult = validate20 as unknown as Validator<InvocationResult>;
const schema31 = {
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
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
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
const schema33 = {
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
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="common/error-body.schema.json" */ let vErrors = null;
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
        (data.code === undefined && (missing0 = 'code')) ||
        (data.message === undefined && (missing0 = 'message'))
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
        if (data.code !== undefined) {
          let data0 = data.code;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate21.errors = [
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
              validate21.errors = [
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
              validate21.errors = [
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
                validate21.errors = [
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
                  validate21.errors = [
                    {
                      instancePath: instancePath + '/data',
                      schemaPath: 'json-value.schema.json/type',
                      keyword: 'type',
                      params: { type: schema32.type },
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
const pattern4 = new RegExp('^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(-.*)?$', 'u');
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/invocation-result.schema.json" */ let vErrors = null;
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
        (data.invocation_id === undefined && (missing0 = 'invocation_id')) ||
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
          if ('invocationresult' !== data.type) {
            validate20.errors = [
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
              validate20.errors = [
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
                validate20.errors = [
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
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/result',
                      schemaPath: '../common/json-value.schema.json/type',
                      keyword: 'type',
                      params: { type: schema32.type },
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
                    !validate21(data.error, {
                      instancePath: instancePath + '/error',
                      parentData: data,
                      parentDataProperty: 'error',
                      rootData,
                      dynamicAnchors,
                    })
                  ) {
                    vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
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
                          validate20.errors = [
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
