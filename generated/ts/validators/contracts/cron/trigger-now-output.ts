/* DO NOT EDIT — generated from schema/contracts/cron/trigger-now-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { CronTriggerNowOutput } from '../../../contracts/cron/trigger-now-output.js';

export const validateCronTriggerNowOutput = validate20 as unknown as Validator<CronTriggerNowOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cron/trigger-now-output.schema.json',
  title: 'CronTriggerNowOutput',
  description:
    "Output of `cron::trigger_now`: the job's function ran with `actual_time` (and `scheduled_time`) now; its result, or its error in `error`.",
  type: 'object',
  required: ['trigger_id', 'function_id'],
  properties: {
    trigger_id: { description: 'The binding that ran.', type: 'string' },
    function_id: { description: 'The function it invoked.', type: 'string' },
    result: {
      description: 'What the function returned; null when it returned nothing.',
      $ref: '../../common/json-value.schema.json',
    },
    error: {
      description: "The function's error, when it failed.",
      $ref: '../../common/error-body.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      trigger_id: '3f0c1a52-5e1e-4b55-9d0e-6a8a0f5b2c11',
      function_id: 'reports::nightly',
      result: { rows: 3 },
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
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/cron/trigger-now-output.schema.json" */ let vErrors = null;
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
        (data.trigger_id === undefined && (missing0 = 'trigger_id')) ||
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
        if (data.trigger_id !== undefined) {
          const _errs2 = errors;
          if (typeof data.trigger_id !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/trigger_id',
                schemaPath: '#/properties/trigger_id/type',
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
          if (data.function_id !== undefined) {
            const _errs4 = errors;
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
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.result !== undefined) {
              let data2 = data.result;
              const _errs6 = errors;
              if (
                typeof data2 != 'object' &&
                typeof data2 !== 'string' &&
                !(typeof data2 == 'number' && isFinite(data2)) &&
                typeof data2 !== 'boolean'
              ) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/result',
                    schemaPath: '../../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema32.type },
                    message: 'must be object,array,string,number,boolean,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
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
