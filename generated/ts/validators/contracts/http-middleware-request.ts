/* DO NOT EDIT — generated from schema/contracts/http-middleware-request.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { HttpMiddlewareRequest } from '../../contracts/http-middleware-request.js';

export const validateHttpMiddlewareRequest = validate20 as unknown as Validator<HttpMiddlewareRequest>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-middleware-request.schema.json',
  title: 'HttpMiddlewareRequest',
  description:
    "Payload of a function named in an `http` trigger's `middleware_function_ids`, called before the handler. It returns contracts/http-middleware-result.",
  type: 'object',
  required: ['phase', 'request', 'context'],
  properties: {
    phase: { description: 'Always `preHandler`.', const: 'preHandler' },
    request: {
      description: 'The request as far as a middleware needs it.',
      title: 'HttpMiddlewareRequestInfo',
      type: 'object',
      required: ['path_params', 'query_params', 'headers', 'method'],
      properties: {
        path_params: {
          description: 'Route parameters, percent-decoded.',
          type: 'object',
          additionalProperties: { type: 'string' },
        },
        query_params: {
          description: 'Query parameters, one value per name.',
          type: 'object',
          additionalProperties: { type: 'string' },
        },
        headers: {
          description: 'Request headers, lower-case names.',
          type: 'object',
          additionalProperties: { type: 'string' },
        },
        method: { description: 'Request method.', type: 'string' },
        path: { description: 'svc addition: the registered route pattern.', type: 'string' },
        request_path: { description: 'svc addition: the path actually requested.', type: 'string' },
      },
      additionalProperties: true,
    },
    context: {
      description: 'Reserved for values middleware pass on; `{}`.',
      type: 'object',
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      phase: 'preHandler',
      request: {
        path_params: { id: '42' },
        query_params: {},
        headers: { authorization: 'Bearer t' },
        method: 'GET',
      },
      context: {},
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-middleware-request.schema.json" */ let vErrors = null;
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
        (data.phase === undefined && (missing0 = 'phase')) ||
        (data.request === undefined && (missing0 = 'request')) ||
        (data.context === undefined && (missing0 = 'context'))
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
        if (data.phase !== undefined) {
          const _errs2 = errors;
          if ('preHandler' !== data.phase) {
            validate20.errors = [
              {
                instancePath: instancePath + '/phase',
                schemaPath: '#/properties/phase/const',
                keyword: 'const',
                params: { allowedValue: 'preHandler' },
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
          if (data.request !== undefined) {
            let data1 = data.request;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                let missing1;
                if (
                  (data1.path_params === undefined && (missing1 = 'path_params')) ||
                  (data1.query_params === undefined && (missing1 = 'query_params')) ||
                  (data1.headers === undefined && (missing1 = 'headers')) ||
                  (data1.method === undefined && (missing1 = 'method'))
                ) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/request',
                      schemaPath: '#/properties/request/required',
                      keyword: 'required',
                      params: { missingProperty: missing1 },
                      message: "must have required property '" + missing1 + "'",
                    },
                  ];
                  return false;
                } else {
                  if (data1.path_params !== undefined) {
                    let data2 = data1.path_params;
                    const _errs6 = errors;
                    if (errors === _errs6) {
                      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
                        for (const key0 in data2) {
                          const _errs9 = errors;
                          if (typeof data2[key0] !== 'string') {
                            validate20.errors = [
                              {
                                instancePath:
                                  instancePath +
                                  '/request/path_params/' +
                                  key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                                schemaPath:
                                  '#/properties/request/properties/path_params/additionalProperties/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid2 = _errs9 === errors;
                          if (!valid2) {
                            break;
                          }
                        }
                      } else {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/request/path_params',
                            schemaPath: '#/properties/request/properties/path_params/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid1 = _errs6 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data1.query_params !== undefined) {
                      let data4 = data1.query_params;
                      const _errs11 = errors;
                      if (errors === _errs11) {
                        if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
                          for (const key1 in data4) {
                            const _errs14 = errors;
                            if (typeof data4[key1] !== 'string') {
                              validate20.errors = [
                                {
                                  instancePath:
                                    instancePath +
                                    '/request/query_params/' +
                                    key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                                  schemaPath:
                                    '#/properties/request/properties/query_params/additionalProperties/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid3 = _errs14 === errors;
                            if (!valid3) {
                              break;
                            }
                          }
                        } else {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/request/query_params',
                              schemaPath: '#/properties/request/properties/query_params/type',
                              keyword: 'type',
                              params: { type: 'object' },
                              message: 'must be object',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid1 = _errs11 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data1.headers !== undefined) {
                        let data6 = data1.headers;
                        const _errs16 = errors;
                        if (errors === _errs16) {
                          if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
                            for (const key2 in data6) {
                              const _errs19 = errors;
                              if (typeof data6[key2] !== 'string') {
                                validate20.errors = [
                                  {
                                    instancePath:
                                      instancePath +
                                      '/request/headers/' +
                                      key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                                    schemaPath:
                                      '#/properties/request/properties/headers/additionalProperties/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid4 = _errs19 === errors;
                              if (!valid4) {
                                break;
                              }
                            }
                          } else {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/request/headers',
                                schemaPath: '#/properties/request/properties/headers/type',
                                keyword: 'type',
                                params: { type: 'object' },
                                message: 'must be object',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid1 = _errs16 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data1.method !== undefined) {
                          const _errs21 = errors;
                          if (typeof data1.method !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/request/method',
                                schemaPath: '#/properties/request/properties/method/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid1 = _errs21 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data1.path !== undefined) {
                            const _errs23 = errors;
                            if (typeof data1.path !== 'string') {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/request/path',
                                  schemaPath: '#/properties/request/properties/path/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid1 = _errs23 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data1.request_path !== undefined) {
                              const _errs25 = errors;
                              if (typeof data1.request_path !== 'string') {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/request/request_path',
                                    schemaPath: '#/properties/request/properties/request_path/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid1 = _errs25 === errors;
                            } else {
                              var valid1 = true;
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
                    instancePath: instancePath + '/request',
                    schemaPath: '#/properties/request/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
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
            if (data.context !== undefined) {
              let data11 = data.context;
              const _errs27 = errors;
              if (errors === _errs27) {
                if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
                } else {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/context',
                      schemaPath: '#/properties/context/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs27 === errors;
            } else {
              var valid0 = true;
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
