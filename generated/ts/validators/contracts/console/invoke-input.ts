/* DO NOT EDIT — generated from schema/contracts/console/invoke-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ConsoleInvokeInput } from '../../../contracts/console/invoke-input.js';

export const validateConsoleInvokeInput = validate20 as unknown as Validator<ConsoleInvokeInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/invoke-input.schema.json',
  title: 'ConsoleInvokeInput',
  description:
    "Body of `POST /_console/invoke`: call `function_id` with `payload` and answer its result as the body (200), or `contracts/console/error` with 404 (no such function), 504 (timeout) or 502 (the function failed). Either answer carries the W3C `traceresponse` header `00-<trace_id>-<span_id>-01` naming the call's trace when it is recorded (svc-observability runs and sampled it); a `traceparent` request header puts the call in the caller's trace.",
  type: 'object',
  required: ['function_id'],
  properties: {
    function_id: { description: 'The function to call.', type: 'string', minLength: 1 },
    payload: { description: 'Its input; `{}` when absent.', $ref: '../../common/json-value.schema.json' },
    input: {
      description: "The reference console's name for `payload`, used when `payload` is absent.",
      $ref: '../../common/json-value.schema.json',
    },
    timeout_ms: {
      description: 'Deadline of the call in milliseconds; 30000 when absent.',
      type: 'integer',
      minimum: 1,
      maximum: 600000,
    },
  },
  additionalProperties: true,
  examples: [
    { function_id: 'math::add', payload: { a: 1, b: 2 } },
    { function_id: 'math::add', input: { a: 1 }, timeout_ms: 5000 },
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
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/invoke-input.schema.json" */ let vErrors = null;
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
        if (data.function_id !== undefined) {
          let data0 = data.function_id;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/function_id',
                    schemaPath: '#/properties/function_id/minLength',
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
                  schemaPath: '#/properties/function_id/type',
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
            const _errs4 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/payload',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema32.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.input !== undefined) {
              let data2 = data.input;
              const _errs7 = errors;
              if (
                typeof data2 != 'object' &&
                typeof data2 !== 'string' &&
                !(typeof data2 == 'number' && isFinite(data2)) &&
                typeof data2 !== 'boolean'
              ) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/input',
                    schemaPath: '../../common/json-value.schema.json/type',
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
              if (data.timeout_ms !== undefined) {
                let data3 = data.timeout_ms;
                const _errs10 = errors;
                if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
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
                if (errors === _errs10) {
                  if (typeof data3 == 'number' && isFinite(data3)) {
                    if (data3 > 600000 || isNaN(data3)) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/timeout_ms',
                          schemaPath: '#/properties/timeout_ms/maximum',
                          keyword: 'maximum',
                          params: { comparison: '<=', limit: 600000 },
                          message: 'must be <= 600000',
                        },
                      ];
                      return false;
                    } else {
                      if (data3 < 1 || isNaN(data3)) {
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
                }
                var valid0 = _errs10 === errors;
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
