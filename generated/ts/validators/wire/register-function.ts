/* DO NOT EDIT — generated from schema/wire/register-function.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { RegisterFunction } from '../../wire/register-function.js';

export const validateRegisterFunction = validate20 as unknown as Validator<RegisterFunction>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/register-function.schema.json',
  title: 'RegisterFunction',
  description:
    'Worker to engine: this connection now handles the function `id`. No reply. Registering an id another connection owns transfers ownership to this one; the function goes away when its owner disconnects.',
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { description: 'Message tag.', const: 'registerfunction' },
    id: { description: 'The function id.', $ref: '../common/function-id.schema.json' },
    description: {
      description: 'What the function does, shown in listings and the console.',
      type: 'string',
    },
    request_format: {
      description: 'Shape of the payload the function accepts, usually a JSON Schema.',
      $ref: '../common/json-value.schema.json',
    },
    response_format: {
      description: 'Shape of the result the function returns, usually a JSON Schema.',
      $ref: '../common/json-value.schema.json',
    },
    metadata: {
      description: 'Free-form metadata. `internal: true` hides the function from default listings.',
      type: 'object',
      additionalProperties: true,
    },
    invocation: {
      description:
        'Present for an HTTP-invoked function: an engine module (svc-http-functions) calls this URL instead of a worker. Without that module, or for a URL outside its `allowed_urls`, the registration is dropped with a warning, so calls get `function_not_found`; the registering worker never receives them.',
      type: 'object',
      required: ['url'],
      properties: {
        url: { description: 'URL the engine sends the payload to.', type: 'string', minLength: 1 },
        method: { description: 'HTTP method, `POST` when absent.', type: 'string' },
        timeout_ms: {
          description: 'How long the engine waits for the response, in milliseconds.',
          type: 'integer',
          minimum: 1,
        },
        headers: {
          description: 'Extra request headers.',
          type: 'object',
          additionalProperties: { type: 'string' },
        },
        auth: {
          description:
            'How the engine authenticates to the URL, secrets read from environment variables of the engine: `{type: hmac, secret_key: <env var>}` (adds `x-iii-Signature: sha256=<hex HMAC-SHA256 of `<x-iii-Timestamp>.<body>`>`), `{type: bearer, token_key: <env var>}` (`Authorization: Bearer <token>`), `{type: api_key, header, value_key: <env var>}`.',
          $ref: '../common/json-value.schema.json',
        },
      },
      additionalProperties: true,
    },
    timeout_ms: {
      description:
        "svc extension: the engine's deadline for one invocation of this function, in milliseconds; the engine default applies when absent.",
      type: 'integer',
      minimum: 1,
    },
  },
  additionalProperties: true,
  examples: [
    { type: 'registerfunction', description: 'adds', metadata: { owner: 'x' }, id: 'math::add' },
    {
      type: 'registerfunction',
      id: 'math::add',
      description: 'Add two numbers',
      request_format: { type: 'object' },
      metadata: { owner: 'math' },
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
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/register-function.schema.json" */ let vErrors = null;
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
      if ((data.type === undefined && (missing0 = 'type')) || (data.id === undefined && (missing0 = 'id'))) {
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
          if ('registerfunction' !== data.type) {
            validate20.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'registerfunction' },
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
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/id',
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
                    instancePath: instancePath + '/id',
                    schemaPath: '../common/function-id.schema.json/type',
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
            if (data.description !== undefined) {
              const _errs6 = errors;
              if (typeof data.description !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '#/properties/description/type',
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
              if (data.request_format !== undefined) {
                let data3 = data.request_format;
                const _errs8 = errors;
                if (
                  typeof data3 != 'object' &&
                  typeof data3 !== 'string' &&
                  !(typeof data3 == 'number' && isFinite(data3)) &&
                  typeof data3 !== 'boolean'
                ) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/request_format',
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
                if (data.response_format !== undefined) {
                  let data4 = data.response_format;
                  const _errs11 = errors;
                  if (
                    typeof data4 != 'object' &&
                    typeof data4 !== 'string' &&
                    !(typeof data4 == 'number' && isFinite(data4)) &&
                    typeof data4 !== 'boolean'
                  ) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/response_format',
                        schemaPath: '../common/json-value.schema.json/type',
                        keyword: 'type',
                        params: { type: schema33.type },
                        message: 'must be object,array,string,number,boolean,null',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs11 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.metadata !== undefined) {
                    let data5 = data.metadata;
                    const _errs14 = errors;
                    if (errors === _errs14) {
                      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                      } else {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/metadata',
                            schemaPath: '#/properties/metadata/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs14 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.invocation !== undefined) {
                      let data6 = data.invocation;
                      const _errs17 = errors;
                      if (errors === _errs17) {
                        if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
                          let missing1;
                          if (data6.url === undefined && (missing1 = 'url')) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/invocation',
                                schemaPath: '#/properties/invocation/required',
                                keyword: 'required',
                                params: { missingProperty: missing1 },
                                message: "must have required property '" + missing1 + "'",
                              },
                            ];
                            return false;
                          } else {
                            if (data6.url !== undefined) {
                              let data7 = data6.url;
                              const _errs20 = errors;
                              if (errors === _errs20) {
                                if (typeof data7 === 'string') {
                                  if (func1(data7) < 1) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/invocation/url',
                                        schemaPath: '#/properties/invocation/properties/url/minLength',
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
                                      instancePath: instancePath + '/invocation/url',
                                      schemaPath: '#/properties/invocation/properties/url/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid4 = _errs20 === errors;
                            } else {
                              var valid4 = true;
                            }
                            if (valid4) {
                              if (data6.method !== undefined) {
                                const _errs22 = errors;
                                if (typeof data6.method !== 'string') {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/invocation/method',
                                      schemaPath: '#/properties/invocation/properties/method/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid4 = _errs22 === errors;
                              } else {
                                var valid4 = true;
                              }
                              if (valid4) {
                                if (data6.timeout_ms !== undefined) {
                                  let data9 = data6.timeout_ms;
                                  const _errs24 = errors;
                                  if (!(
                                    typeof data9 == 'number' &&
                                    !(data9 % 1) &&
                                    !isNaN(data9) &&
                                    isFinite(data9)
                                  )) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/invocation/timeout_ms',
                                        schemaPath: '#/properties/invocation/properties/timeout_ms/type',
                                        keyword: 'type',
                                        params: { type: 'integer' },
                                        message: 'must be integer',
                                      },
                                    ];
                                    return false;
                                  }
                                  if (errors === _errs24) {
                                    if (typeof data9 == 'number' && isFinite(data9)) {
                                      if (data9 < 1 || isNaN(data9)) {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/invocation/timeout_ms',
                                            schemaPath:
                                              '#/properties/invocation/properties/timeout_ms/minimum',
                                            keyword: 'minimum',
                                            params: { comparison: '>=', limit: 1 },
                                            message: 'must be >= 1',
                                          },
                                        ];
                                        return false;
                                      }
                                    }
                                  }
                                  var valid4 = _errs24 === errors;
                                } else {
                                  var valid4 = true;
                                }
                                if (valid4) {
                                  if (data6.headers !== undefined) {
                                    let data10 = data6.headers;
                                    const _errs26 = errors;
                                    if (errors === _errs26) {
                                      if (data10 && typeof data10 == 'object' && !Array.isArray(data10)) {
                                        for (const key0 in data10) {
                                          const _errs29 = errors;
                                          if (typeof data10[key0] !== 'string') {
                                            validate20.errors = [
                                              {
                                                instancePath:
                                                  instancePath +
                                                  '/invocation/headers/' +
                                                  key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                schemaPath:
                                                  '#/properties/invocation/properties/headers/additionalProperties/type',
                                                keyword: 'type',
                                                params: { type: 'string' },
                                                message: 'must be string',
                                              },
                                            ];
                                            return false;
                                          }
                                          var valid5 = _errs29 === errors;
                                          if (!valid5) {
                                            break;
                                          }
                                        }
                                      } else {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/invocation/headers',
                                            schemaPath: '#/properties/invocation/properties/headers/type',
                                            keyword: 'type',
                                            params: { type: 'object' },
                                            message: 'must be object',
                                          },
                                        ];
                                        return false;
                                      }
                                    }
                                    var valid4 = _errs26 === errors;
                                  } else {
                                    var valid4 = true;
                                  }
                                  if (valid4) {
                                    if (data6.auth !== undefined) {
                                      let data12 = data6.auth;
                                      const _errs31 = errors;
                                      if (
                                        typeof data12 != 'object' &&
                                        typeof data12 !== 'string' &&
                                        !(typeof data12 == 'number' && isFinite(data12)) &&
                                        typeof data12 !== 'boolean'
                                      ) {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/invocation/auth',
                                            schemaPath: '../common/json-value.schema.json/type',
                                            keyword: 'type',
                                            params: { type: schema33.type },
                                            message: 'must be object,array,string,number,boolean,null',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid4 = _errs31 === errors;
                                    } else {
                                      var valid4 = true;
                                    }
                                  }
                                }
                              }
                            }
                          }
                        } else {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/invocation',
                              schemaPath: '#/properties/invocation/type',
                              keyword: 'type',
                              params: { type: 'object' },
                              message: 'must be object',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs17 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.timeout_ms !== undefined) {
                        let data13 = data.timeout_ms;
                        const _errs34 = errors;
                        if (!(
                          typeof data13 == 'number' &&
                          !(data13 % 1) &&
                          !isNaN(data13) &&
                          isFinite(data13)
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
                        if (errors === _errs34) {
                          if (typeof data13 == 'number' && isFinite(data13)) {
                            if (data13 < 1 || isNaN(data13)) {
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
                        var valid0 = _errs34 === errors;
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
