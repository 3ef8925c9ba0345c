/* DO NOT EDIT — generated from schema/contracts/console/server-config.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ConsoleServerConfig } from '../../../contracts/console/server-config.js';

export const validateConsoleServerConfig = validate20 as unknown as Validator<ConsoleServerConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/server-config.schema.json',
  title: 'ConsoleServerConfig',
  description:
    "Answer of the console server's `GET /api/config` (svc-console, port 3113): where it finds the engine, its own port and version, and what the UI shows. The fields of the reference console's answer, plus `bridgePort` and `otel`.",
  type: 'object',
  required: [
    'engineHost',
    'enginePort',
    'wsPort',
    'bridgePort',
    'consolePort',
    'version',
    'enableFlow',
    'otel',
  ],
  properties: {
    engineHost: { description: 'Host of the engine.', type: 'string' },
    enginePort: {
      description: "Port of the engine's HTTP API (svc-http).",
      type: 'integer',
      minimum: 0,
      maximum: 65535,
    },
    wsPort: {
      description: "Port of the engine's stream socket (svc-stream), which carries the live feed.",
      type: 'integer',
      minimum: 0,
      maximum: 65535,
    },
    bridgePort: {
      description: "Port of the engine's worker bridge.",
      type: 'integer',
      minimum: 0,
      maximum: 65535,
    },
    consolePort: {
      description: 'Port the console server listens on.',
      type: 'integer',
      minimum: 0,
      maximum: 65535,
    },
    version: { description: 'Version of svc-console.', type: 'string' },
    enableFlow: { description: 'Whether the Flow page is in the navigation.', type: 'boolean' },
    otel: {
      title: 'ConsoleServerOtel',
      description: 'Whether the console reports its own traces, and under which service name.',
      type: 'object',
      required: ['enabled', 'serviceName'],
      properties: {
        enabled: { description: 'True unless `--no-otel` or `OTEL_DISABLED`.', type: 'boolean' },
        serviceName: {
          description: '`--otel-service-name`, else `OTEL_SERVICE_NAME`, else `svc-console`.',
          type: 'string',
        },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
  examples: [
    {
      engineHost: '127.0.0.1',
      enginePort: 3111,
      wsPort: 3112,
      bridgePort: 49134,
      consolePort: 3113,
      version: '0.1.0',
      enableFlow: false,
      otel: { enabled: true, serviceName: 'svc-console' },
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/server-config.schema.json" */ let vErrors = null;
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
        (data.engineHost === undefined && (missing0 = 'engineHost')) ||
        (data.enginePort === undefined && (missing0 = 'enginePort')) ||
        (data.wsPort === undefined && (missing0 = 'wsPort')) ||
        (data.bridgePort === undefined && (missing0 = 'bridgePort')) ||
        (data.consolePort === undefined && (missing0 = 'consolePort')) ||
        (data.version === undefined && (missing0 = 'version')) ||
        (data.enableFlow === undefined && (missing0 = 'enableFlow')) ||
        (data.otel === undefined && (missing0 = 'otel'))
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
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(
            key0 === 'engineHost' ||
            key0 === 'enginePort' ||
            key0 === 'wsPort' ||
            key0 === 'bridgePort' ||
            key0 === 'consolePort' ||
            key0 === 'version' ||
            key0 === 'enableFlow' ||
            key0 === 'otel'
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
          if (data.engineHost !== undefined) {
            const _errs2 = errors;
            if (typeof data.engineHost !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/engineHost',
                  schemaPath: '#/properties/engineHost/type',
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
            if (data.enginePort !== undefined) {
              let data1 = data.enginePort;
              const _errs4 = errors;
              if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/enginePort',
                    schemaPath: '#/properties/enginePort/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  },
                ];
                return false;
              }
              if (errors === _errs4) {
                if (typeof data1 == 'number' && isFinite(data1)) {
                  if (data1 > 65535 || isNaN(data1)) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/enginePort',
                        schemaPath: '#/properties/enginePort/maximum',
                        keyword: 'maximum',
                        params: { comparison: '<=', limit: 65535 },
                        message: 'must be <= 65535',
                      },
                    ];
                    return false;
                  } else {
                    if (data1 < 0 || isNaN(data1)) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/enginePort',
                          schemaPath: '#/properties/enginePort/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
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
              if (data.wsPort !== undefined) {
                let data2 = data.wsPort;
                const _errs6 = errors;
                if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/wsPort',
                      schemaPath: '#/properties/wsPort/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs6) {
                  if (typeof data2 == 'number' && isFinite(data2)) {
                    if (data2 > 65535 || isNaN(data2)) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/wsPort',
                          schemaPath: '#/properties/wsPort/maximum',
                          keyword: 'maximum',
                          params: { comparison: '<=', limit: 65535 },
                          message: 'must be <= 65535',
                        },
                      ];
                      return false;
                    } else {
                      if (data2 < 0 || isNaN(data2)) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/wsPort',
                            schemaPath: '#/properties/wsPort/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 0 },
                            message: 'must be >= 0',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                }
                var valid0 = _errs6 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.bridgePort !== undefined) {
                  let data3 = data.bridgePort;
                  const _errs8 = errors;
                  if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/bridgePort',
                        schemaPath: '#/properties/bridgePort/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      },
                    ];
                    return false;
                  }
                  if (errors === _errs8) {
                    if (typeof data3 == 'number' && isFinite(data3)) {
                      if (data3 > 65535 || isNaN(data3)) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/bridgePort',
                            schemaPath: '#/properties/bridgePort/maximum',
                            keyword: 'maximum',
                            params: { comparison: '<=', limit: 65535 },
                            message: 'must be <= 65535',
                          },
                        ];
                        return false;
                      } else {
                        if (data3 < 0 || isNaN(data3)) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/bridgePort',
                              schemaPath: '#/properties/bridgePort/minimum',
                              keyword: 'minimum',
                              params: { comparison: '>=', limit: 0 },
                              message: 'must be >= 0',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                  }
                  var valid0 = _errs8 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.consolePort !== undefined) {
                    let data4 = data.consolePort;
                    const _errs10 = errors;
                    if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/consolePort',
                          schemaPath: '#/properties/consolePort/type',
                          keyword: 'type',
                          params: { type: 'integer' },
                          message: 'must be integer',
                        },
                      ];
                      return false;
                    }
                    if (errors === _errs10) {
                      if (typeof data4 == 'number' && isFinite(data4)) {
                        if (data4 > 65535 || isNaN(data4)) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/consolePort',
                              schemaPath: '#/properties/consolePort/maximum',
                              keyword: 'maximum',
                              params: { comparison: '<=', limit: 65535 },
                              message: 'must be <= 65535',
                            },
                          ];
                          return false;
                        } else {
                          if (data4 < 0 || isNaN(data4)) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/consolePort',
                                schemaPath: '#/properties/consolePort/minimum',
                                keyword: 'minimum',
                                params: { comparison: '>=', limit: 0 },
                                message: 'must be >= 0',
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
                  if (valid0) {
                    if (data.version !== undefined) {
                      const _errs12 = errors;
                      if (typeof data.version !== 'string') {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/version',
                            schemaPath: '#/properties/version/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs12 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.enableFlow !== undefined) {
                        const _errs14 = errors;
                        if (typeof data.enableFlow !== 'boolean') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/enableFlow',
                              schemaPath: '#/properties/enableFlow/type',
                              keyword: 'type',
                              params: { type: 'boolean' },
                              message: 'must be boolean',
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs14 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.otel !== undefined) {
                          let data7 = data.otel;
                          const _errs16 = errors;
                          if (errors === _errs16) {
                            if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
                              let missing1;
                              if (
                                (data7.enabled === undefined && (missing1 = 'enabled')) ||
                                (data7.serviceName === undefined && (missing1 = 'serviceName'))
                              ) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/otel',
                                    schemaPath: '#/properties/otel/required',
                                    keyword: 'required',
                                    params: { missingProperty: missing1 },
                                    message: "must have required property '" + missing1 + "'",
                                  },
                                ];
                                return false;
                              } else {
                                const _errs18 = errors;
                                for (const key1 in data7) {
                                  if (!(key1 === 'enabled' || key1 === 'serviceName')) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/otel',
                                        schemaPath: '#/properties/otel/additionalProperties',
                                        keyword: 'additionalProperties',
                                        params: { additionalProperty: key1 },
                                        message: 'must NOT have additional properties',
                                      },
                                    ];
                                    return false;
                                    break;
                                  }
                                }
                                if (_errs18 === errors) {
                                  if (data7.enabled !== undefined) {
                                    const _errs19 = errors;
                                    if (typeof data7.enabled !== 'boolean') {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/otel/enabled',
                                          schemaPath: '#/properties/otel/properties/enabled/type',
                                          keyword: 'type',
                                          params: { type: 'boolean' },
                                          message: 'must be boolean',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid1 = _errs19 === errors;
                                  } else {
                                    var valid1 = true;
                                  }
                                  if (valid1) {
                                    if (data7.serviceName !== undefined) {
                                      const _errs21 = errors;
                                      if (typeof data7.serviceName !== 'string') {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/otel/serviceName',
                                            schemaPath: '#/properties/otel/properties/serviceName/type',
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
                                  }
                                }
                              }
                            } else {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/otel',
                                  schemaPath: '#/properties/otel/type',
                                  keyword: 'type',
                                  params: { type: 'object' },
                                  message: 'must be object',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid0 = _errs16 === errors;
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
