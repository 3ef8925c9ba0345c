/* DO NOT EDIT — generated from schema/contracts/http-auth-request.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { HttpAuthRequest } from '../../contracts/http-auth-request.js';

export const validateHttpAuthRequest = validate20 as unknown as Validator<HttpAuthRequest>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-auth-request.schema.json',
  title: 'HttpAuthRequest',
  description:
    'Payload of the function an `http` trigger names in `auth_function_id`, called before anything else runs for the request (middleware, condition, handler). It returns contracts/http-auth-result. The body is left out unless the trigger sets `auth_include_body`.',
  type: 'object',
  required: ['method', 'path', 'request_path', 'headers', 'query_params', 'path_params'],
  properties: {
    method: { description: 'Request method, upper-case.', type: 'string' },
    path: { description: 'The registered route pattern, e.g. `/users/:id`.', type: 'string' },
    request_path: { description: 'The path actually requested, without the query string.', type: 'string' },
    headers: {
      description:
        'Request headers with lower-case names, one value per name (repeated headers joined with `, `).',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    query_params: {
      description: 'Query parameters, percent-decoded, one value per name (the last when a name repeats).',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    path_params: {
      description: "Values of the route's parameters, percent-decoded.",
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    body: {
      description: 'With `auth_include_body` only: the parsed JSON body, as the handler would receive it.',
      $ref: '../common/json-value.schema.json',
    },
    raw_body: {
      description:
        'With `auth_include_body` only: the exact body bytes, base64-encoded (to check a webhook signature).',
      type: 'string',
      contentEncoding: 'base64',
    },
  },
  additionalProperties: true,
  examples: [
    {
      method: 'GET',
      path: '/orders/:id',
      request_path: '/orders/7',
      headers: { authorization: 'Bearer t0k3n', host: 'localhost:3111' },
      query_params: {},
      path_params: { id: '7' },
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
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-auth-request.schema.json" */ let vErrors = null;
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
        (data.method === undefined && (missing0 = 'method')) ||
        (data.path === undefined && (missing0 = 'path')) ||
        (data.request_path === undefined && (missing0 = 'request_path')) ||
        (data.headers === undefined && (missing0 = 'headers')) ||
        (data.query_params === undefined && (missing0 = 'query_params')) ||
        (data.path_params === undefined && (missing0 = 'path_params'))
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
        if (data.method !== undefined) {
          const _errs2 = errors;
          if (typeof data.method !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/method',
                schemaPath: '#/properties/method/type',
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
          if (data.path !== undefined) {
            const _errs4 = errors;
            if (typeof data.path !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/path',
                  schemaPath: '#/properties/path/type',
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
            if (data.request_path !== undefined) {
              const _errs6 = errors;
              if (typeof data.request_path !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/request_path',
                    schemaPath: '#/properties/request_path/type',
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
              if (data.headers !== undefined) {
                let data3 = data.headers;
                const _errs8 = errors;
                if (errors === _errs8) {
                  if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                    for (const key0 in data3) {
                      const _errs11 = errors;
                      if (typeof data3[key0] !== 'string') {
                        validate20.errors = [
                          {
                            instancePath:
                              instancePath + '/headers/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                            schemaPath: '#/properties/headers/additionalProperties/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                      var valid1 = _errs11 === errors;
                      if (!valid1) {
                        break;
                      }
                    }
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/headers',
                        schemaPath: '#/properties/headers/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.query_params !== undefined) {
                  let data5 = data.query_params;
                  const _errs13 = errors;
                  if (errors === _errs13) {
                    if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                      for (const key1 in data5) {
                        const _errs16 = errors;
                        if (typeof data5[key1] !== 'string') {
                          validate20.errors = [
                            {
                              instancePath:
                                instancePath +
                                '/query_params/' +
                                key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                              schemaPath: '#/properties/query_params/additionalProperties/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid2 = _errs16 === errors;
                        if (!valid2) {
                          break;
                        }
                      }
                    } else {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/query_params',
                          schemaPath: '#/properties/query_params/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs13 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.path_params !== undefined) {
                    let data7 = data.path_params;
                    const _errs18 = errors;
                    if (errors === _errs18) {
                      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
                        for (const key2 in data7) {
                          const _errs21 = errors;
                          if (typeof data7[key2] !== 'string') {
                            validate20.errors = [
                              {
                                instancePath:
                                  instancePath +
                                  '/path_params/' +
                                  key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                                schemaPath: '#/properties/path_params/additionalProperties/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid3 = _errs21 === errors;
                          if (!valid3) {
                            break;
                          }
                        }
                      } else {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/path_params',
                            schemaPath: '#/properties/path_params/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs18 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.body !== undefined) {
                      let data9 = data.body;
                      const _errs23 = errors;
                      if (
                        typeof data9 != 'object' &&
                        typeof data9 !== 'string' &&
                        !(typeof data9 == 'number' && isFinite(data9)) &&
                        typeof data9 !== 'boolean'
                      ) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/body',
                            schemaPath: '../common/json-value.schema.json/type',
                            keyword: 'type',
                            params: { type: schema32.type },
                            message: 'must be object,array,string,number,boolean,null',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs23 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.raw_body !== undefined) {
                        const _errs26 = errors;
                        if (typeof data.raw_body !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/raw_body',
                              schemaPath: '#/properties/raw_body/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs26 === errors;
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
