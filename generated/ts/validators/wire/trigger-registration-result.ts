/* DO NOT EDIT — generated from schema/wire/trigger-registration-result.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { TriggerRegistrationResult } from '../../wire/trigger-registration-result.js';

export const validateTriggerRegistrationResult =
  validate20 as unknown as Validator<TriggerRegistrationResult>;
const schema31 = {
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
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
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
  /*# sourceURL="wire/trigger-registration-result.schema.json" */ let vErrors = null;
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
        (data.id === undefined && (missing0 = 'id')) ||
        (data.trigger_type === undefined && (missing0 = 'trigger_type')) ||
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
          if ('triggerregistrationresult' !== data.type) {
            validate20.errors = [
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
                  validate20.errors = [
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
                validate20.errors = [
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
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.function_id !== undefined) {
                const _errs7 = errors;
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
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.error !== undefined) {
                  const _errs9 = errors;
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
                          validate20.errors = [
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
                              validate20.errors = [
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
                        validate20.errors = [
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
