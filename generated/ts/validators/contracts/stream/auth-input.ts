/* DO NOT EDIT — generated from schema/contracts/stream/auth-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StreamAuthInput } from '../../../contracts/stream/auth-input.js';

export const validateStreamAuthInput = validate20 as unknown as Validator<StreamAuthInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/auth-input.schema.json',
  title: 'StreamAuthInput',
  description: "Input of svc-stream's `auth_function`, called once per socket on upgrade.",
  type: 'object',
  required: ['headers', 'path', 'query_params', 'addr'],
  properties: {
    headers: {
      description: 'Request headers, lower-case names.',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    path: { description: 'The request path.', type: 'string' },
    query_params: {
      description: 'Query parameters, each with every value it was given.',
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    addr: { description: "The client's address and port.", type: 'string' },
  },
  additionalProperties: true,
  examples: [
    {
      headers: { authorization: 'Bearer x' },
      path: '/',
      query_params: { token: ['x'] },
      addr: '127.0.0.1:50000',
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/auth-input.schema.json" */ let vErrors = null;
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
        (data.headers === undefined && (missing0 = 'headers')) ||
        (data.path === undefined && (missing0 = 'path')) ||
        (data.query_params === undefined && (missing0 = 'query_params')) ||
        (data.addr === undefined && (missing0 = 'addr'))
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
        if (data.headers !== undefined) {
          let data0 = data.headers;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              for (const key0 in data0) {
                const _errs5 = errors;
                if (typeof data0[key0] !== 'string') {
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
                var valid1 = _errs5 === errors;
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
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.path !== undefined) {
            const _errs7 = errors;
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
            var valid0 = _errs7 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.query_params !== undefined) {
              let data3 = data.query_params;
              const _errs9 = errors;
              if (errors === _errs9) {
                if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  for (const key1 in data3) {
                    let data4 = data3[key1];
                    const _errs12 = errors;
                    if (errors === _errs12) {
                      if (Array.isArray(data4)) {
                        var valid3 = true;
                        const len0 = data4.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                          const _errs14 = errors;
                          if (typeof data4[i0] !== 'string') {
                            validate20.errors = [
                              {
                                instancePath:
                                  instancePath +
                                  '/query_params/' +
                                  key1.replace(/~/g, '~0').replace(/\//g, '~1') +
                                  '/' +
                                  i0,
                                schemaPath: '#/properties/query_params/additionalProperties/items/type',
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
                            instancePath:
                              instancePath + '/query_params/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                            schemaPath: '#/properties/query_params/additionalProperties/type',
                            keyword: 'type',
                            params: { type: 'array' },
                            message: 'must be array',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid2 = _errs12 === errors;
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
              var valid0 = _errs9 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.addr !== undefined) {
                const _errs16 = errors;
                if (typeof data.addr !== 'string') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/addr',
                      schemaPath: '#/properties/addr/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs16 === errors;
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
