/* DO NOT EDIT — generated from schema/contracts/console/connectivity.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ConsoleConnectivity } from '../../../contracts/console/connectivity.js';

export const validateConsoleConnectivity = validate20 as unknown as Validator<ConsoleConnectivity>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/connectivity.schema.json',
  title: 'ConsoleConnectivity',
  description:
    "Answer of the console server's `GET /api/connectivity`: the engine's bridge, HTTP API and stream socket, each checked by the console server itself (a WebSocket opened and closed, or `GET /_console/status`).",
  type: 'object',
  required: ['probes'],
  properties: {
    probes: {
      description: 'One check per listener, in the order bridge, http, websocket.',
      type: 'array',
      items: {
        title: 'ConsoleProbe',
        description: "One listener's check.",
        type: 'object',
        required: ['name', 'url', 'ok', 'ms'],
        properties: {
          name: { description: 'The listener.', enum: ['bridge', 'http', 'websocket'] },
          url: { description: 'The address checked.', type: 'string' },
          ok: { description: 'Whether it answered.', type: 'boolean' },
          ms: { description: 'How long the check took, in milliseconds.', type: 'integer', minimum: 0 },
          error: {
            description: "Why it failed (an errno code such as `ECONNREFUSED`, or the answer's status).",
            type: 'string',
          },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
  examples: [
    {
      probes: [
        { name: 'bridge', url: 'ws://127.0.0.1:49134/', ok: true, ms: 2 },
        {
          name: 'http',
          url: 'http://127.0.0.1:3111/_console/status',
          ok: false,
          ms: 1,
          error: 'ECONNREFUSED',
        },
      ],
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/connectivity.schema.json" */ let vErrors = null;
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
      if (data.probes === undefined && (missing0 = 'probes')) {
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
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'probes')) {
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
          if (data.probes !== undefined) {
            let data0 = data.probes;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (Array.isArray(data0)) {
                var valid1 = true;
                const len0 = data0.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data1 = data0[i0];
                  const _errs4 = errors;
                  if (errors === _errs4) {
                    if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                      let missing1;
                      if (
                        (data1.name === undefined && (missing1 = 'name')) ||
                        (data1.url === undefined && (missing1 = 'url')) ||
                        (data1.ok === undefined && (missing1 = 'ok')) ||
                        (data1.ms === undefined && (missing1 = 'ms'))
                      ) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/probes/' + i0,
                            schemaPath: '#/properties/probes/items/required',
                            keyword: 'required',
                            params: { missingProperty: missing1 },
                            message: "must have required property '" + missing1 + "'",
                          },
                        ];
                        return false;
                      } else {
                        const _errs6 = errors;
                        for (const key1 in data1) {
                          if (!(
                            key1 === 'name' ||
                            key1 === 'url' ||
                            key1 === 'ok' ||
                            key1 === 'ms' ||
                            key1 === 'error'
                          )) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/probes/' + i0,
                                schemaPath: '#/properties/probes/items/additionalProperties',
                                keyword: 'additionalProperties',
                                params: { additionalProperty: key1 },
                                message: 'must NOT have additional properties',
                              },
                            ];
                            return false;
                            break;
                          }
                        }
                        if (_errs6 === errors) {
                          if (data1.name !== undefined) {
                            let data2 = data1.name;
                            const _errs7 = errors;
                            if (!(data2 === 'bridge' || data2 === 'http' || data2 === 'websocket')) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/probes/' + i0 + '/name',
                                  schemaPath: '#/properties/probes/items/properties/name/enum',
                                  keyword: 'enum',
                                  params: {
                                    allowedValues: schema31.properties.probes.items.properties.name.enum,
                                  },
                                  message: 'must be equal to one of the allowed values',
                                },
                              ];
                              return false;
                            }
                            var valid2 = _errs7 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data1.url !== undefined) {
                              const _errs8 = errors;
                              if (typeof data1.url !== 'string') {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/probes/' + i0 + '/url',
                                    schemaPath: '#/properties/probes/items/properties/url/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid2 = _errs8 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data1.ok !== undefined) {
                                const _errs10 = errors;
                                if (typeof data1.ok !== 'boolean') {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/probes/' + i0 + '/ok',
                                      schemaPath: '#/properties/probes/items/properties/ok/type',
                                      keyword: 'type',
                                      params: { type: 'boolean' },
                                      message: 'must be boolean',
                                    },
                                  ];
                                  return false;
                                }
                                var valid2 = _errs10 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data1.ms !== undefined) {
                                  let data5 = data1.ms;
                                  const _errs12 = errors;
                                  if (!(
                                    typeof data5 == 'number' &&
                                    !(data5 % 1) &&
                                    !isNaN(data5) &&
                                    isFinite(data5)
                                  )) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/probes/' + i0 + '/ms',
                                        schemaPath: '#/properties/probes/items/properties/ms/type',
                                        keyword: 'type',
                                        params: { type: 'integer' },
                                        message: 'must be integer',
                                      },
                                    ];
                                    return false;
                                  }
                                  if (errors === _errs12) {
                                    if (typeof data5 == 'number' && isFinite(data5)) {
                                      if (data5 < 0 || isNaN(data5)) {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/probes/' + i0 + '/ms',
                                            schemaPath: '#/properties/probes/items/properties/ms/minimum',
                                            keyword: 'minimum',
                                            params: { comparison: '>=', limit: 0 },
                                            message: 'must be >= 0',
                                          },
                                        ];
                                        return false;
                                      }
                                    }
                                  }
                                  var valid2 = _errs12 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data1.error !== undefined) {
                                    const _errs14 = errors;
                                    if (typeof data1.error !== 'string') {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/probes/' + i0 + '/error',
                                          schemaPath: '#/properties/probes/items/properties/error/type',
                                          keyword: 'type',
                                          params: { type: 'string' },
                                          message: 'must be string',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid2 = _errs14 === errors;
                                  } else {
                                    var valid2 = true;
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
                          instancePath: instancePath + '/probes/' + i0,
                          schemaPath: '#/properties/probes/items/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid1 = _errs4 === errors;
                  if (!valid1) {
                    break;
                  }
                }
              } else {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/probes',
                    schemaPath: '#/properties/probes/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                  },
                ];
                return false;
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
