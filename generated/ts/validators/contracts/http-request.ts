/* DO NOT EDIT — generated from schema/contracts/http-request.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { HttpRequest } from '../../contracts/http-request.js';

export const validateHttpRequest = validate20 as unknown as Validator<HttpRequest>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-request.schema.json',
  title: 'HttpRequest',
  description:
    "Payload an `http` trigger's handler receives for one request. The first fields are those of the iii protocol; `request_path`, `query_params_all` and `raw_body` are svc additions.",
  type: 'object',
  required: ['query_params', 'path_params', 'headers', 'path', 'method'],
  properties: {
    query_params: {
      description: 'Query parameters, percent-decoded, one value per name (the last when a name repeats).',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    path_params: {
      description: "Values of the route's `:name` / `{name}` parameters, percent-decoded.",
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    headers: {
      description:
        'Request headers with lower-case names, one value per name (repeated headers joined with `, `).',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    path: { description: 'The registered route pattern, e.g. `/users/:id`.', type: 'string' },
    method: { description: 'Request method, upper-case.', type: 'string' },
    body: {
      description:
        'The parsed JSON body when the content type is JSON, otherwise null. A malformed JSON body never reaches the handler (the engine answers 400).',
      $ref: '../common/json-value.schema.json',
    },
    trigger: {
      description: 'The route that matched.',
      type: 'object',
      required: ['type', 'path', 'method'],
      properties: {
        type: { description: 'Always `http`.', const: 'http' },
        path: { description: 'The registered route pattern.', type: 'string' },
        method: { description: 'The registered method.', type: 'string' },
      },
      additionalProperties: true,
    },
    request_path: {
      description: 'svc addition: the path actually requested, without the query string, e.g. `/users/42`.',
      type: 'string',
    },
    query_params_all: {
      description: 'svc addition: every value of every query parameter, in request order.',
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    raw_body: {
      description:
        'svc addition: the exact request body bytes, base64-encoded, so that a webhook signature can be verified. Empty string for no body.',
      type: 'string',
      contentEncoding: 'base64',
    },
    request_body: {
      description: 'Channel that streams the request body, when the engine offers one.',
      $ref: '../common/channel-ref.schema.json',
    },
    response: {
      description: 'Channel for a streamed response, when the engine offers one.',
      $ref: '../common/channel-ref.schema.json',
    },
    auth: {
      description:
        "svc addition: the `context` the route's auth function allowed the request with (contracts/http-auth-result); absent without an auth function.",
      type: 'object',
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      query_params: { page: '2' },
      path_params: { id: '42' },
      headers: { 'content-type': 'application/json', host: 'localhost:3111' },
      path: '/users/:id',
      method: 'POST',
      body: { name: 'Ada' },
      trigger: { type: 'http', path: '/users/:id', method: 'POST' },
      request_path: '/users/42',
      query_params_all: { page: ['2'] },
      raw_body: 'eyJuYW1lIjoiQWRhIn0=',
    },
    { query_params: {}, path_params: {}, headers: {}, path: '/health', method: 'GET', body: null },
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
  $id: 'common/channel-ref.schema.json',
  title: 'ChannelRef',
  description:
    'A reference to one end of a streaming channel. SDKs turn any object of this shape inside a payload into a reader or writer that connects to `<engine url>/ws/channels/<channel_id>?key=<access_key>&dir=<direction>` on first use.',
  type: 'object',
  required: ['channel_id', 'access_key', 'direction'],
  properties: {
    channel_id: { description: 'Id of the channel.', type: 'string', minLength: 1 },
    access_key: {
      description: 'Secret that authorises this end of the channel.',
      type: 'string',
      minLength: 1,
    },
    direction: { description: 'Which end this reference opens.', enum: ['read', 'write'] },
  },
  additionalProperties: true,
  examples: [{ channel_id: 'c1', access_key: 'k1', direction: 'read' }],
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
  /*# sourceURL="contracts/http-request.schema.json" */ let vErrors = null;
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
        (data.query_params === undefined && (missing0 = 'query_params')) ||
        (data.path_params === undefined && (missing0 = 'path_params')) ||
        (data.headers === undefined && (missing0 = 'headers')) ||
        (data.path === undefined && (missing0 = 'path')) ||
        (data.method === undefined && (missing0 = 'method'))
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
        if (data.query_params !== undefined) {
          let data0 = data.query_params;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              for (const key0 in data0) {
                const _errs5 = errors;
                if (typeof data0[key0] !== 'string') {
                  validate20.errors = [
                    {
                      instancePath:
                        instancePath + '/query_params/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/query_params/additionalProperties/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid1 = _errs5 === errors;
                if (!valid1) {
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
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.path_params !== undefined) {
            let data2 = data.path_params;
            const _errs7 = errors;
            if (errors === _errs7) {
              if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
                for (const key1 in data2) {
                  const _errs10 = errors;
                  if (typeof data2[key1] !== 'string') {
                    validate20.errors = [
                      {
                        instancePath:
                          instancePath + '/path_params/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                        schemaPath: '#/properties/path_params/additionalProperties/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid2 = _errs10 === errors;
                  if (!valid2) {
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
            var valid0 = _errs7 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.headers !== undefined) {
              let data4 = data.headers;
              const _errs12 = errors;
              if (errors === _errs12) {
                if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
                  for (const key2 in data4) {
                    const _errs15 = errors;
                    if (typeof data4[key2] !== 'string') {
                      validate20.errors = [
                        {
                          instancePath:
                            instancePath + '/headers/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                          schemaPath: '#/properties/headers/additionalProperties/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                    var valid3 = _errs15 === errors;
                    if (!valid3) {
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
              var valid0 = _errs12 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.path !== undefined) {
                const _errs17 = errors;
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
                var valid0 = _errs17 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.method !== undefined) {
                  const _errs19 = errors;
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
                  var valid0 = _errs19 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.body !== undefined) {
                    let data8 = data.body;
                    const _errs21 = errors;
                    if (
                      typeof data8 != 'object' &&
                      typeof data8 !== 'string' &&
                      !(typeof data8 == 'number' && isFinite(data8)) &&
                      typeof data8 !== 'boolean'
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
                    var valid0 = _errs21 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.trigger !== undefined) {
                      let data9 = data.trigger;
                      const _errs24 = errors;
                      if (errors === _errs24) {
                        if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
                          let missing1;
                          if (
                            (data9.type === undefined && (missing1 = 'type')) ||
                            (data9.path === undefined && (missing1 = 'path')) ||
                            (data9.method === undefined && (missing1 = 'method'))
                          ) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/trigger',
                                schemaPath: '#/properties/trigger/required',
                                keyword: 'required',
                                params: { missingProperty: missing1 },
                                message: "must have required property '" + missing1 + "'",
                              },
                            ];
                            return false;
                          } else {
                            if (data9.type !== undefined) {
                              const _errs27 = errors;
                              if ('http' !== data9.type) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/trigger/type',
                                    schemaPath: '#/properties/trigger/properties/type/const',
                                    keyword: 'const',
                                    params: { allowedValue: 'http' },
                                    message: 'must be equal to constant',
                                  },
                                ];
                                return false;
                              }
                              var valid5 = _errs27 === errors;
                            } else {
                              var valid5 = true;
                            }
                            if (valid5) {
                              if (data9.path !== undefined) {
                                const _errs28 = errors;
                                if (typeof data9.path !== 'string') {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/trigger/path',
                                      schemaPath: '#/properties/trigger/properties/path/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid5 = _errs28 === errors;
                              } else {
                                var valid5 = true;
                              }
                              if (valid5) {
                                if (data9.method !== undefined) {
                                  const _errs30 = errors;
                                  if (typeof data9.method !== 'string') {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/trigger/method',
                                        schemaPath: '#/properties/trigger/properties/method/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid5 = _errs30 === errors;
                                } else {
                                  var valid5 = true;
                                }
                              }
                            }
                          }
                        } else {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/trigger',
                              schemaPath: '#/properties/trigger/type',
                              keyword: 'type',
                              params: { type: 'object' },
                              message: 'must be object',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs24 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.request_path !== undefined) {
                        const _errs32 = errors;
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
                        var valid0 = _errs32 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.query_params_all !== undefined) {
                          let data14 = data.query_params_all;
                          const _errs34 = errors;
                          if (errors === _errs34) {
                            if (data14 && typeof data14 == 'object' && !Array.isArray(data14)) {
                              for (const key3 in data14) {
                                let data15 = data14[key3];
                                const _errs37 = errors;
                                if (errors === _errs37) {
                                  if (Array.isArray(data15)) {
                                    var valid7 = true;
                                    const len0 = data15.length;
                                    for (let i0 = 0; i0 < len0; i0++) {
                                      const _errs39 = errors;
                                      if (typeof data15[i0] !== 'string') {
                                        validate20.errors = [
                                          {
                                            instancePath:
                                              instancePath +
                                              '/query_params_all/' +
                                              key3.replace(/~/g, '~0').replace(/\//g, '~1') +
                                              '/' +
                                              i0,
                                            schemaPath:
                                              '#/properties/query_params_all/additionalProperties/items/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid7 = _errs39 === errors;
                                      if (!valid7) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate20.errors = [
                                      {
                                        instancePath:
                                          instancePath +
                                          '/query_params_all/' +
                                          key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                                        schemaPath: '#/properties/query_params_all/additionalProperties/type',
                                        keyword: 'type',
                                        params: { type: 'array' },
                                        message: 'must be array',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                                var valid6 = _errs37 === errors;
                                if (!valid6) {
                                  break;
                                }
                              }
                            } else {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/query_params_all',
                                  schemaPath: '#/properties/query_params_all/type',
                                  keyword: 'type',
                                  params: { type: 'object' },
                                  message: 'must be object',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid0 = _errs34 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.raw_body !== undefined) {
                            const _errs41 = errors;
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
                            var valid0 = _errs41 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.request_body !== undefined) {
                              let data18 = data.request_body;
                              const _errs43 = errors;
                              const _errs44 = errors;
                              if (errors === _errs44) {
                                if (data18 && typeof data18 == 'object' && !Array.isArray(data18)) {
                                  let missing2;
                                  if (
                                    (data18.channel_id === undefined && (missing2 = 'channel_id')) ||
                                    (data18.access_key === undefined && (missing2 = 'access_key')) ||
                                    (data18.direction === undefined && (missing2 = 'direction'))
                                  ) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/request_body',
                                        schemaPath: '../common/channel-ref.schema.json/required',
                                        keyword: 'required',
                                        params: { missingProperty: missing2 },
                                        message: "must have required property '" + missing2 + "'",
                                      },
                                    ];
                                    return false;
                                  } else {
                                    if (data18.channel_id !== undefined) {
                                      let data19 = data18.channel_id;
                                      const _errs47 = errors;
                                      if (errors === _errs47) {
                                        if (typeof data19 === 'string') {
                                          if (func1(data19) < 1) {
                                            validate20.errors = [
                                              {
                                                instancePath: instancePath + '/request_body/channel_id',
                                                schemaPath:
                                                  '../common/channel-ref.schema.json/properties/channel_id/minLength',
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
                                              instancePath: instancePath + '/request_body/channel_id',
                                              schemaPath:
                                                '../common/channel-ref.schema.json/properties/channel_id/type',
                                              keyword: 'type',
                                              params: { type: 'string' },
                                              message: 'must be string',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                      var valid9 = _errs47 === errors;
                                    } else {
                                      var valid9 = true;
                                    }
                                    if (valid9) {
                                      if (data18.access_key !== undefined) {
                                        let data20 = data18.access_key;
                                        const _errs49 = errors;
                                        if (errors === _errs49) {
                                          if (typeof data20 === 'string') {
                                            if (func1(data20) < 1) {
                                              validate20.errors = [
                                                {
                                                  instancePath: instancePath + '/request_body/access_key',
                                                  schemaPath:
                                                    '../common/channel-ref.schema.json/properties/access_key/minLength',
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
                                                instancePath: instancePath + '/request_body/access_key',
                                                schemaPath:
                                                  '../common/channel-ref.schema.json/properties/access_key/type',
                                                keyword: 'type',
                                                params: { type: 'string' },
                                                message: 'must be string',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        var valid9 = _errs49 === errors;
                                      } else {
                                        var valid9 = true;
                                      }
                                      if (valid9) {
                                        if (data18.direction !== undefined) {
                                          let data21 = data18.direction;
                                          const _errs51 = errors;
                                          if (!(data21 === 'read' || data21 === 'write')) {
                                            validate20.errors = [
                                              {
                                                instancePath: instancePath + '/request_body/direction',
                                                schemaPath:
                                                  '../common/channel-ref.schema.json/properties/direction/enum',
                                                keyword: 'enum',
                                                params: { allowedValues: schema33.properties.direction.enum },
                                                message: 'must be equal to one of the allowed values',
                                              },
                                            ];
                                            return false;
                                          }
                                          var valid9 = _errs51 === errors;
                                        } else {
                                          var valid9 = true;
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/request_body',
                                      schemaPath: '../common/channel-ref.schema.json/type',
                                      keyword: 'type',
                                      params: { type: 'object' },
                                      message: 'must be object',
                                    },
                                  ];
                                  return false;
                                }
                              }
                              var valid0 = _errs43 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.response !== undefined) {
                                let data22 = data.response;
                                const _errs52 = errors;
                                const _errs53 = errors;
                                if (errors === _errs53) {
                                  if (data22 && typeof data22 == 'object' && !Array.isArray(data22)) {
                                    let missing3;
                                    if (
                                      (data22.channel_id === undefined && (missing3 = 'channel_id')) ||
                                      (data22.access_key === undefined && (missing3 = 'access_key')) ||
                                      (data22.direction === undefined && (missing3 = 'direction'))
                                    ) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/response',
                                          schemaPath: '../common/channel-ref.schema.json/required',
                                          keyword: 'required',
                                          params: { missingProperty: missing3 },
                                          message: "must have required property '" + missing3 + "'",
                                        },
                                      ];
                                      return false;
                                    } else {
                                      if (data22.channel_id !== undefined) {
                                        let data23 = data22.channel_id;
                                        const _errs56 = errors;
                                        if (errors === _errs56) {
                                          if (typeof data23 === 'string') {
                                            if (func1(data23) < 1) {
                                              validate20.errors = [
                                                {
                                                  instancePath: instancePath + '/response/channel_id',
                                                  schemaPath:
                                                    '../common/channel-ref.schema.json/properties/channel_id/minLength',
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
                                                instancePath: instancePath + '/response/channel_id',
                                                schemaPath:
                                                  '../common/channel-ref.schema.json/properties/channel_id/type',
                                                keyword: 'type',
                                                params: { type: 'string' },
                                                message: 'must be string',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        var valid11 = _errs56 === errors;
                                      } else {
                                        var valid11 = true;
                                      }
                                      if (valid11) {
                                        if (data22.access_key !== undefined) {
                                          let data24 = data22.access_key;
                                          const _errs58 = errors;
                                          if (errors === _errs58) {
                                            if (typeof data24 === 'string') {
                                              if (func1(data24) < 1) {
                                                validate20.errors = [
                                                  {
                                                    instancePath: instancePath + '/response/access_key',
                                                    schemaPath:
                                                      '../common/channel-ref.schema.json/properties/access_key/minLength',
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
                                                  instancePath: instancePath + '/response/access_key',
                                                  schemaPath:
                                                    '../common/channel-ref.schema.json/properties/access_key/type',
                                                  keyword: 'type',
                                                  params: { type: 'string' },
                                                  message: 'must be string',
                                                },
                                              ];
                                              return false;
                                            }
                                          }
                                          var valid11 = _errs58 === errors;
                                        } else {
                                          var valid11 = true;
                                        }
                                        if (valid11) {
                                          if (data22.direction !== undefined) {
                                            let data25 = data22.direction;
                                            const _errs60 = errors;
                                            if (!(data25 === 'read' || data25 === 'write')) {
                                              validate20.errors = [
                                                {
                                                  instancePath: instancePath + '/response/direction',
                                                  schemaPath:
                                                    '../common/channel-ref.schema.json/properties/direction/enum',
                                                  keyword: 'enum',
                                                  params: {
                                                    allowedValues: schema33.properties.direction.enum,
                                                  },
                                                  message: 'must be equal to one of the allowed values',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid11 = _errs60 === errors;
                                          } else {
                                            var valid11 = true;
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/response',
                                        schemaPath: '../common/channel-ref.schema.json/type',
                                        keyword: 'type',
                                        params: { type: 'object' },
                                        message: 'must be object',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                                var valid0 = _errs52 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.auth !== undefined) {
                                  let data26 = data.auth;
                                  const _errs61 = errors;
                                  if (errors === _errs61) {
                                    if (data26 && typeof data26 == 'object' && !Array.isArray(data26)) {
                                    } else {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/auth',
                                          schemaPath: '#/properties/auth/type',
                                          keyword: 'type',
                                          params: { type: 'object' },
                                          message: 'must be object',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                  var valid0 = _errs61 === errors;
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
