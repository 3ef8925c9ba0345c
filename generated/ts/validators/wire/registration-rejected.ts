/* DO NOT EDIT — generated from schema/wire/registration-rejected.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { RegistrationRejected } from '../../wire/registration-rejected.js';

export const validateRegistrationRejected = validate20 as unknown as Validator<RegistrationRejected>;
const schema31 = {
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
const schema32 = {
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
  /*# sourceURL="wire/registration-rejected.schema.json" */ let vErrors = null;
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
        (data.code === undefined && (missing0 = 'code'))
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
          if ('registrationrejected' !== data.type) {
            validate20.errors = [
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
              validate20.errors = [
                {
                  instancePath: instancePath + '/code',
                  schemaPath: '#/properties/code/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema31.properties.code.enum },
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
                validate20.errors = [
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
                  validate20.errors = [
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
                  var valid0 = _errs8 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.function_id !== undefined) {
                    const _errs10 = errors;
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
                    var valid0 = _errs10 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.worker_name !== undefined) {
                      const _errs12 = errors;
                      if (typeof data.worker_name !== 'string') {
                        validate20.errors = [
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
                          validate20.errors = [
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
                            !validate21(data.error, {
                              instancePath: instancePath + '/error',
                              parentData: data,
                              parentDataProperty: 'error',
                              rootData,
                              dynamicAnchors,
                            })
                          ) {
                            vErrors =
                              vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
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
