/* DO NOT EDIT — generated from schema/contracts/http-middleware-result.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { HttpMiddlewareResult } from '../../contracts/http-middleware-result.js';

export const validateHttpMiddlewareResult = validate20 as unknown as Validator<HttpMiddlewareResult>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-middleware-result.schema.json',
  title: 'HttpMiddlewareResult',
  description:
    'What a middleware function returns: go on to the next middleware and the handler, or answer the request itself. Any other result is read as `continue`.',
  type: 'object',
  required: ['action'],
  properties: {
    action: {
      description: '`continue`, or `respond` to answer with `response` without running the handler.',
      enum: ['continue', 'respond'],
    },
    response: { description: 'The answer when `action` is `respond`.', $ref: 'http-response.schema.json' },
  },
  additionalProperties: true,
  examples: [
    { action: 'continue' },
    { action: 'respond', response: { status_code: 401, body: { error: 'unauthorized' } } },
  ],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-response.schema.json',
  title: 'HttpResponse',
  description:
    "What an `http` trigger's handler returns. A body is sent as JSON with `content-type: application/json` unless the handler sets a content type and returns a string body, which is then sent as is.",
  type: 'object',
  properties: {
    status_code: {
      description:
        "HTTP status, 200 when absent. A final status only: an informational 1xx is answered 500 `INVALID_RESPONSE`, since a client would read the next response on the connection as this one's.",
      type: 'integer',
      minimum: 200,
      maximum: 599,
    },
    statusCode: {
      description: 'Accepted alias of `status_code`; `status_code` wins when both are set.',
      type: 'integer',
      minimum: 200,
      maximum: 599,
    },
    headers: {
      description:
        'Response headers: an object of name to value, or an array of `Name: value` strings. Names are HTTP tokens; values hold no CR or LF (the engine answers 500 `INVALID_RESPONSE_HEADER` otherwise).',
      oneOf: [
        {
          type: 'object',
          propertyNames: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" },
          additionalProperties: { type: 'string', pattern: '^[^\\r\\n]*$' },
        },
        { type: 'array', items: { type: 'string', pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+ *:[^\\r\\n]*$" } },
      ],
    },
    body: {
      description: 'Response body; see the description of the response for how it is encoded.',
      $ref: '../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { status_code: 200, body: { c: 5 } },
    { statusCode: 201, headers: ['Location: /users/42'], body: null },
    { headers: { 'content-type': 'text/plain' }, body: 'hello' },
    {},
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
const pattern4 = new RegExp("^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", 'u');
const pattern5 = new RegExp('^[^\\r\\n]*$', 'u');
const pattern6 = new RegExp("^[!#$%&'*+.^_`|~0-9A-Za-z-]+ *:[^\\r\\n]*$", 'u');
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-response.schema.json" */ let vErrors = null;
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
      if (data.status_code !== undefined) {
        let data0 = data.status_code;
        const _errs2 = errors;
        if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
          validate21.errors = [
            {
              instancePath: instancePath + '/status_code',
              schemaPath: '#/properties/status_code/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            },
          ];
          return false;
        }
        if (errors === _errs2) {
          if (typeof data0 == 'number' && isFinite(data0)) {
            if (data0 > 599 || isNaN(data0)) {
              validate21.errors = [
                {
                  instancePath: instancePath + '/status_code',
                  schemaPath: '#/properties/status_code/maximum',
                  keyword: 'maximum',
                  params: { comparison: '<=', limit: 599 },
                  message: 'must be <= 599',
                },
              ];
              return false;
            } else {
              if (data0 < 200 || isNaN(data0)) {
                validate21.errors = [
                  {
                    instancePath: instancePath + '/status_code',
                    schemaPath: '#/properties/status_code/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 200 },
                    message: 'must be >= 200',
                  },
                ];
                return false;
              }
            }
          }
        }
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.statusCode !== undefined) {
          let data1 = data.statusCode;
          const _errs4 = errors;
          if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
            validate21.errors = [
              {
                instancePath: instancePath + '/statusCode',
                schemaPath: '#/properties/statusCode/type',
                keyword: 'type',
                params: { type: 'integer' },
                message: 'must be integer',
              },
            ];
            return false;
          }
          if (errors === _errs4) {
            if (typeof data1 == 'number' && isFinite(data1)) {
              if (data1 > 599 || isNaN(data1)) {
                validate21.errors = [
                  {
                    instancePath: instancePath + '/statusCode',
                    schemaPath: '#/properties/statusCode/maximum',
                    keyword: 'maximum',
                    params: { comparison: '<=', limit: 599 },
                    message: 'must be <= 599',
                  },
                ];
                return false;
              } else {
                if (data1 < 200 || isNaN(data1)) {
                  validate21.errors = [
                    {
                      instancePath: instancePath + '/statusCode',
                      schemaPath: '#/properties/statusCode/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 200 },
                      message: 'must be >= 200',
                    },
                  ];
                  return false;
                }
              }
            }
          }
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.headers !== undefined) {
            let data2 = data.headers;
            const _errs6 = errors;
            const _errs7 = errors;
            let valid1 = false;
            let passing0 = null;
            const _errs8 = errors;
            if (errors === _errs8) {
              if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
                for (const key0 in data2) {
                  const _errs10 = errors;
                  if (typeof key0 === 'string') {
                    if (!pattern4.test(key0)) {
                      const err0 = {
                        instancePath: instancePath + '/headers',
                        schemaPath: '#/properties/headers/oneOf/0/propertyNames/pattern',
                        keyword: 'pattern',
                        params: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" },
                        message: 'must match pattern "' + "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" + '"',
                        propertyName: key0,
                      };
                      if (vErrors === null) {
                        vErrors = [err0];
                      } else {
                        vErrors.push(err0);
                      }
                      errors++;
                    }
                  }
                  var valid2 = _errs10 === errors;
                  if (!valid2) {
                    const err1 = {
                      instancePath: instancePath + '/headers',
                      schemaPath: '#/properties/headers/oneOf/0/propertyNames',
                      keyword: 'propertyNames',
                      params: { propertyName: key0 },
                      message: 'property name must be valid',
                    };
                    if (vErrors === null) {
                      vErrors = [err1];
                    } else {
                      vErrors.push(err1);
                    }
                    errors++;
                    break;
                  }
                }
                if (valid2) {
                  for (const key1 in data2) {
                    let data3 = data2[key1];
                    const _errs12 = errors;
                    if (errors === _errs12) {
                      if (typeof data3 === 'string') {
                        if (!pattern5.test(data3)) {
                          const err2 = {
                            instancePath:
                              instancePath + '/headers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                            schemaPath: '#/properties/headers/oneOf/0/additionalProperties/pattern',
                            keyword: 'pattern',
                            params: { pattern: '^[^\\r\\n]*$' },
                            message: 'must match pattern "' + '^[^\\r\\n]*$' + '"',
                          };
                          if (vErrors === null) {
                            vErrors = [err2];
                          } else {
                            vErrors.push(err2);
                          }
                          errors++;
                        }
                      } else {
                        const err3 = {
                          instancePath:
                            instancePath + '/headers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                          schemaPath: '#/properties/headers/oneOf/0/additionalProperties/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err3];
                        } else {
                          vErrors.push(err3);
                        }
                        errors++;
                      }
                    }
                    var valid3 = _errs12 === errors;
                    if (!valid3) {
                      break;
                    }
                  }
                }
              } else {
                const err4 = {
                  instancePath: instancePath + '/headers',
                  schemaPath: '#/properties/headers/oneOf/0/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            var _valid0 = _errs8 === errors;
            if (_valid0) {
              valid1 = true;
              passing0 = 0;
            }
            const _errs14 = errors;
            if (errors === _errs14) {
              if (Array.isArray(data2)) {
                var valid4 = true;
                const len0 = data2.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data4 = data2[i0];
                  const _errs16 = errors;
                  if (errors === _errs16) {
                    if (typeof data4 === 'string') {
                      if (!pattern6.test(data4)) {
                        const err5 = {
                          instancePath: instancePath + '/headers/' + i0,
                          schemaPath: '#/properties/headers/oneOf/1/items/pattern',
                          keyword: 'pattern',
                          params: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+ *:[^\\r\\n]*$" },
                          message:
                            'must match pattern "' + "^[!#$%&'*+.^_`|~0-9A-Za-z-]+ *:[^\\r\\n]*$" + '"',
                        };
                        if (vErrors === null) {
                          vErrors = [err5];
                        } else {
                          vErrors.push(err5);
                        }
                        errors++;
                      }
                    } else {
                      const err6 = {
                        instancePath: instancePath + '/headers/' + i0,
                        schemaPath: '#/properties/headers/oneOf/1/items/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      };
                      if (vErrors === null) {
                        vErrors = [err6];
                      } else {
                        vErrors.push(err6);
                      }
                      errors++;
                    }
                  }
                  var valid4 = _errs16 === errors;
                  if (!valid4) {
                    break;
                  }
                }
              } else {
                const err7 = {
                  instancePath: instancePath + '/headers',
                  schemaPath: '#/properties/headers/oneOf/1/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            var _valid0 = _errs14 === errors;
            if (_valid0 && valid1) {
              valid1 = false;
              passing0 = [passing0, 1];
            } else {
              if (_valid0) {
                valid1 = true;
                passing0 = 1;
              }
            }
            if (!valid1) {
              const err8 = {
                instancePath: instancePath + '/headers',
                schemaPath: '#/properties/headers/oneOf',
                keyword: 'oneOf',
                params: { passingSchemas: passing0 },
                message: 'must match exactly one schema in oneOf',
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
              validate21.errors = vErrors;
              return false;
            } else {
              errors = _errs7;
              if (vErrors !== null) {
                if (_errs7) {
                  vErrors.length = _errs7;
                } else {
                  vErrors = null;
                }
              }
            }
            var valid0 = _errs6 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.body !== undefined) {
              let data5 = data.body;
              const _errs18 = errors;
              if (
                typeof data5 != 'object' &&
                typeof data5 !== 'string' &&
                !(typeof data5 == 'number' && isFinite(data5)) &&
                typeof data5 !== 'boolean'
              ) {
                validate21.errors = [
                  {
                    instancePath: instancePath + '/body',
                    schemaPath: '../common/json-value.schema.json/type',
                    keyword: 'type',
                    params: { type: schema33.type },
                    message: 'must be object,array,string,number,boolean,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs18 === errors;
            } else {
              var valid0 = true;
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
  /*# sourceURL="contracts/http-middleware-result.schema.json" */ let vErrors = null;
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
      if (data.action === undefined && (missing0 = 'action')) {
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
        if (data.action !== undefined) {
          let data0 = data.action;
          const _errs2 = errors;
          if (!(data0 === 'continue' || data0 === 'respond')) {
            validate20.errors = [
              {
                instancePath: instancePath + '/action',
                schemaPath: '#/properties/action/enum',
                keyword: 'enum',
                params: { allowedValues: schema31.properties.action.enum },
                message: 'must be equal to one of the allowed values',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.response !== undefined) {
            const _errs3 = errors;
            if (
              !validate21(data.response, {
                instancePath: instancePath + '/response',
                parentData: data,
                parentDataProperty: 'response',
                rootData,
                dynamicAnchors,
              })
            ) {
              vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
              errors = vErrors.length;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
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
