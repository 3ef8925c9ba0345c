/* DO NOT EDIT — generated from schema/sdk/register-function-options.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { RegisterFunctionOptions } from '../../sdk/register-function-options.js';

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
