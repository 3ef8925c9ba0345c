/* DO NOT EDIT — generated from schema/triggers/http.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { HttpTriggerConfig } from '../../triggers/http.js';

export const validateHttpTriggerConfig = validate20 as unknown as Validator<HttpTriggerConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/http.schema.json',
  title: 'HttpTriggerConfig',
  description:
    'Config of an `http` trigger: serve `function_id` at a method and path of the engine HTTP API. The handler receives contracts/http-request and returns contracts/http-response. Unknown keys are ignored.',
  type: 'object',
  required: ['api_path'],
  properties: {
    api_path: {
      description:
        'Route path. Parameters are written `:name` or `{name}`; a leading `/` is optional. Paths beginning with `/_` are reserved for the engine.',
      type: 'string',
      minLength: 1,
    },
    http_method: {
      description: 'HTTP method, `GET` when absent; matched case-insensitively.',
      type: 'string',
      pattern:
        '^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Pp][Aa][Tt][Cc][Hh]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$',
    },
    condition_function_id: {
      description:
        'Function called with the request payload first; a result of exactly `false` answers 422 with `skipped: true` instead of running the handler.',
      $ref: '../common/function-id.schema.json',
    },
    middleware_function_ids: {
      description: 'Functions run before the handler, in order.',
      type: 'array',
      items: { $ref: '../common/function-id.schema.json' },
    },
    auth_function_id: {
      description:
        'svc addition: function called with contracts/http-auth-request before the middleware, condition and handler; it returns contracts/http-auth-result. A refusal is answered 401 or 403 without calling the handler; a failure, a timeout or a result that is not contracts/http-auth-result is answered 503 `AUTH_UNAVAILABLE`.',
      $ref: '../common/function-id.schema.json',
    },
    auth_include_body: {
      description:
        'svc addition: give the auth function the request body (`body`, `raw_body`); it is then called once the body is in. Without it the auth function runs before the body is read, so a refused client sends none.',
      type: 'boolean',
    },
    stream_body: {
      description:
        'svc addition: hand the request body to the handler as a channel (`request_body`, a reader) instead of `body`/`raw_body`, with no JSON body limit, and offer a `response` channel (a writer) to stream the answer: text frames `{"type":"set_status","status_code":n}` and `{"type":"set_headers","headers":{…}}`, then binary body chunks, then close. Needs svc-channels.',
      type: 'boolean',
    },
    body_limit_bytes: {
      description:
        'svc addition: with `stream_body`, the largest request body this route takes (default 1 GiB); past it the body channel is closed with 1009 and the request answered 413 if no answer was sent yet.',
      type: 'integer',
      minimum: 0,
    },
  },
  additionalProperties: true,
  examples: [
    { api_path: '/math/add', http_method: 'POST' },
    { api_path: 'users/:id' },
    { api_path: '/orders/{order_id}', http_method: 'get', condition_function_id: 'orders::allowed' },
    {
      api_path: '/uploads',
      http_method: 'POST',
      stream_body: true,
      body_limit_bytes: 1073741824,
      auth_function_id: 'auth::check',
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
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
const pattern4 = new RegExp(
  '^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Pp][Aa][Tt][Cc][Hh]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$',
  'u',
);
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="triggers/http.schema.json" */ let vErrors = null;
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
      if (data.api_path === undefined && (missing0 = 'api_path')) {
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
        if (data.api_path !== undefined) {
          let data0 = data.api_path;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/api_path',
                    schemaPath: '#/properties/api_path/minLength',
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
                  instancePath: instancePath + '/api_path',
                  schemaPath: '#/properties/api_path/type',
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
          if (data.http_method !== undefined) {
            let data1 = data.http_method;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (!pattern4.test(data1)) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/http_method',
                      schemaPath: '#/properties/http_method/pattern',
                      keyword: 'pattern',
                      params: {
                        pattern:
                          '^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Pp][Aa][Tt][Cc][Hh]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$',
                      },
                      message:
                        'must match pattern "' +
                        '^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Pp][Aa][Tt][Cc][Hh]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$' +
                        '"',
                    },
                  ];
                  return false;
                }
              } else {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/http_method',
                    schemaPath: '#/properties/http_method/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.condition_function_id !== undefined) {
              let data2 = data.condition_function_id;
              const _errs6 = errors;
              const _errs7 = errors;
              if (errors === _errs7) {
                if (typeof data2 === 'string') {
                  if (func1(data2) < 1) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/condition_function_id',
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
                      instancePath: instancePath + '/condition_function_id',
                      schemaPath: '../common/function-id.schema.json/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.middleware_function_ids !== undefined) {
                let data3 = data.middleware_function_ids;
                const _errs9 = errors;
                if (errors === _errs9) {
                  if (Array.isArray(data3)) {
                    var valid2 = true;
                    const len0 = data3.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      let data4 = data3[i0];
                      const _errs11 = errors;
                      const _errs12 = errors;
                      if (errors === _errs12) {
                        if (typeof data4 === 'string') {
                          if (func1(data4) < 1) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/middleware_function_ids/' + i0,
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
                              instancePath: instancePath + '/middleware_function_ids/' + i0,
                              schemaPath: '../common/function-id.schema.json/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid2 = _errs11 === errors;
                      if (!valid2) {
                        break;
                      }
                    }
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/middleware_function_ids',
                        schemaPath: '#/properties/middleware_function_ids/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs9 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.auth_function_id !== undefined) {
                  let data5 = data.auth_function_id;
                  const _errs14 = errors;
                  const _errs15 = errors;
                  if (errors === _errs15) {
                    if (typeof data5 === 'string') {
                      if (func1(data5) < 1) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/auth_function_id',
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
                          instancePath: instancePath + '/auth_function_id',
                          schemaPath: '../common/function-id.schema.json/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
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
                  if (data.auth_include_body !== undefined) {
                    const _errs17 = errors;
                    if (typeof data.auth_include_body !== 'boolean') {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/auth_include_body',
                          schemaPath: '#/properties/auth_include_body/type',
                          keyword: 'type',
                          params: { type: 'boolean' },
                          message: 'must be boolean',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs17 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.stream_body !== undefined) {
                      const _errs19 = errors;
                      if (typeof data.stream_body !== 'boolean') {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/stream_body',
                            schemaPath: '#/properties/stream_body/type',
                            keyword: 'type',
                            params: { type: 'boolean' },
                            message: 'must be boolean',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs19 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.body_limit_bytes !== undefined) {
                        let data8 = data.body_limit_bytes;
                        const _errs21 = errors;
                        if (!(typeof data8 == 'number' && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/body_limit_bytes',
                              schemaPath: '#/properties/body_limit_bytes/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs21) {
                          if (typeof data8 == 'number' && isFinite(data8)) {
                            if (data8 < 0 || isNaN(data8)) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/body_limit_bytes',
                                  schemaPath: '#/properties/body_limit_bytes/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
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
