/* DO NOT EDIT — generated from schema/contracts/engine/worker-summary.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineWorkerSummary } from '../../../contracts/engine/worker-summary.js';

export const validateEngineWorkerSummary = validate20 as unknown as Validator<EngineWorkerSummary>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/worker-summary.schema.json',
  title: 'EngineWorkerSummary',
  description:
    'A connected worker or built-in module as `engine::workers::list` shows it. Text fields come from the metadata the worker sent with `engine::workers::register`; a field it did not send is null.',
  type: 'object',
  required: [
    'id',
    'name',
    'description',
    'version',
    'runtime',
    'os',
    'status',
    'function_count',
    'connected_at_ms',
    'active_invocations',
    'isolation',
    'ip_address',
  ],
  properties: {
    id: { description: 'Connection id (a UUID), or the module name for a built-in module.', type: 'string' },
    name: { description: 'The name the worker registered, else its connection id.', type: 'string' },
    description: { description: 'What the worker does, as it described itself.', type: ['string', 'null'] },
    version: { description: 'SDK version the worker reported.', type: ['string', 'null'] },
    runtime: {
      description:
        'Language runtime the worker reported (`node`, `python`), `engine` for a built-in module, `unknown` when it reported none.',
      type: 'string',
    },
    os: { description: 'Operating system the worker reported.', type: ['string', 'null'] },
    status: {
      description:
        '`available` for a built-in module; for a worker `busy` while it runs an invocation, else `connected`.',
      enum: ['available', 'busy', 'connected'],
    },
    function_count: { description: 'Functions the worker handles.', type: 'integer', minimum: 0 },
    connected_at_ms: {
      description: 'When the worker connected, in milliseconds since the Unix epoch.',
      type: 'integer',
      minimum: 0,
    },
    active_invocations: {
      description: 'Invocations the worker is running now.',
      type: 'integer',
      minimum: 0,
    },
    isolation: {
      description: '`in-process` for a built-in module; for a worker the isolation it reported.',
      type: ['string', 'null'],
    },
    ip_address: {
      description: "Remote address of the worker's connection; null for a built-in module.",
      type: ['string', 'null'],
    },
    engine: {
      description:
        'In a cluster: id of the engine the worker is connected to. Absent when the engine runs alone.',
      type: 'string',
    },
    replicas: {
      description:
        "svc: connected workers with this name (a worker pool's replicas, each listed on its own); 1 for a worker alone.",
      type: 'integer',
      minimum: 1,
    },
  },
  additionalProperties: true,
  examples: [
    {
      id: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8',
      name: 'billing',
      description: 'Charges cards',
      version: '0.1.0',
      runtime: 'node',
      os: 'linux 6.1.0 (x64)',
      status: 'connected',
      function_count: 2,
      connected_at_ms: 1767225600000,
      active_invocations: 0,
      isolation: null,
      ip_address: '127.0.0.1',
    },
    {
      id: 'engine',
      name: 'engine',
      description: 'Engine discovery functions and trigger types',
      version: null,
      runtime: 'engine',
      os: null,
      status: 'available',
      function_count: 11,
      connected_at_ms: 1767225599000,
      active_invocations: 0,
      isolation: 'in-process',
      ip_address: null,
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/worker-summary.schema.json" */ let vErrors = null;
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
        (data.id === undefined && (missing0 = 'id')) ||
        (data.name === undefined && (missing0 = 'name')) ||
        (data.description === undefined && (missing0 = 'description')) ||
        (data.version === undefined && (missing0 = 'version')) ||
        (data.runtime === undefined && (missing0 = 'runtime')) ||
        (data.os === undefined && (missing0 = 'os')) ||
        (data.status === undefined && (missing0 = 'status')) ||
        (data.function_count === undefined && (missing0 = 'function_count')) ||
        (data.connected_at_ms === undefined && (missing0 = 'connected_at_ms')) ||
        (data.active_invocations === undefined && (missing0 = 'active_invocations')) ||
        (data.isolation === undefined && (missing0 = 'isolation')) ||
        (data.ip_address === undefined && (missing0 = 'ip_address'))
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
        if (data.id !== undefined) {
          const _errs2 = errors;
          if (typeof data.id !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: '#/properties/id/type',
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
          if (data.name !== undefined) {
            const _errs4 = errors;
            if (typeof data.name !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/name',
                  schemaPath: '#/properties/name/type',
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
            if (data.description !== undefined) {
              let data2 = data.description;
              const _errs6 = errors;
              if (typeof data2 !== 'string' && data2 !== null) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '#/properties/description/type',
                    keyword: 'type',
                    params: { type: schema31.properties.description.type },
                    message: 'must be string,null',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.version !== undefined) {
                let data3 = data.version;
                const _errs8 = errors;
                if (typeof data3 !== 'string' && data3 !== null) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/version',
                      schemaPath: '#/properties/version/type',
                      keyword: 'type',
                      params: { type: schema31.properties.version.type },
                      message: 'must be string,null',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.runtime !== undefined) {
                  const _errs10 = errors;
                  if (typeof data.runtime !== 'string') {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/runtime',
                        schemaPath: '#/properties/runtime/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.os !== undefined) {
                    let data5 = data.os;
                    const _errs12 = errors;
                    if (typeof data5 !== 'string' && data5 !== null) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/os',
                          schemaPath: '#/properties/os/type',
                          keyword: 'type',
                          params: { type: schema31.properties.os.type },
                          message: 'must be string,null',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs12 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.status !== undefined) {
                      let data6 = data.status;
                      const _errs14 = errors;
                      if (!(data6 === 'available' || data6 === 'busy' || data6 === 'connected')) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/status',
                            schemaPath: '#/properties/status/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema31.properties.status.enum },
                            message: 'must be equal to one of the allowed values',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs14 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.function_count !== undefined) {
                        let data7 = data.function_count;
                        const _errs15 = errors;
                        if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/function_count',
                              schemaPath: '#/properties/function_count/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs15) {
                          if (typeof data7 == 'number' && isFinite(data7)) {
                            if (data7 < 0 || isNaN(data7)) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/function_count',
                                  schemaPath: '#/properties/function_count/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
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
                      if (valid0) {
                        if (data.connected_at_ms !== undefined) {
                          let data8 = data.connected_at_ms;
                          const _errs17 = errors;
                          if (!(
                            typeof data8 == 'number' &&
                            !(data8 % 1) &&
                            !isNaN(data8) &&
                            isFinite(data8)
                          )) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/connected_at_ms',
                                schemaPath: '#/properties/connected_at_ms/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          if (errors === _errs17) {
                            if (typeof data8 == 'number' && isFinite(data8)) {
                              if (data8 < 0 || isNaN(data8)) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/connected_at_ms',
                                    schemaPath: '#/properties/connected_at_ms/minimum',
                                    keyword: 'minimum',
                                    params: { comparison: '>=', limit: 0 },
                                    message: 'must be >= 0',
                                  },
                                ];
                                return false;
                              }
                            }
                          }
                          var valid0 = _errs17 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.active_invocations !== undefined) {
                            let data9 = data.active_invocations;
                            const _errs19 = errors;
                            if (!(
                              typeof data9 == 'number' &&
                              !(data9 % 1) &&
                              !isNaN(data9) &&
                              isFinite(data9)
                            )) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/active_invocations',
                                  schemaPath: '#/properties/active_invocations/type',
                                  keyword: 'type',
                                  params: { type: 'integer' },
                                  message: 'must be integer',
                                },
                              ];
                              return false;
                            }
                            if (errors === _errs19) {
                              if (typeof data9 == 'number' && isFinite(data9)) {
                                if (data9 < 0 || isNaN(data9)) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/active_invocations',
                                      schemaPath: '#/properties/active_invocations/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 0 },
                                      message: 'must be >= 0',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                            var valid0 = _errs19 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.isolation !== undefined) {
                              let data10 = data.isolation;
                              const _errs21 = errors;
                              if (typeof data10 !== 'string' && data10 !== null) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/isolation',
                                    schemaPath: '#/properties/isolation/type',
                                    keyword: 'type',
                                    params: { type: schema31.properties.isolation.type },
                                    message: 'must be string,null',
                                  },
                                ];
                                return false;
                              }
                              var valid0 = _errs21 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.ip_address !== undefined) {
                                let data11 = data.ip_address;
                                const _errs23 = errors;
                                if (typeof data11 !== 'string' && data11 !== null) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/ip_address',
                                      schemaPath: '#/properties/ip_address/type',
                                      keyword: 'type',
                                      params: { type: schema31.properties.ip_address.type },
                                      message: 'must be string,null',
                                    },
                                  ];
                                  return false;
                                }
                                var valid0 = _errs23 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.engine !== undefined) {
                                  const _errs25 = errors;
                                  if (typeof data.engine !== 'string') {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/engine',
                                        schemaPath: '#/properties/engine/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid0 = _errs25 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.replicas !== undefined) {
                                    let data13 = data.replicas;
                                    const _errs27 = errors;
                                    if (!(
                                      typeof data13 == 'number' &&
                                      !(data13 % 1) &&
                                      !isNaN(data13) &&
                                      isFinite(data13)
                                    )) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/replicas',
                                          schemaPath: '#/properties/replicas/type',
                                          keyword: 'type',
                                          params: { type: 'integer' },
                                          message: 'must be integer',
                                        },
                                      ];
                                      return false;
                                    }
                                    if (errors === _errs27) {
                                      if (typeof data13 == 'number' && isFinite(data13)) {
                                        if (data13 < 1 || isNaN(data13)) {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/replicas',
                                              schemaPath: '#/properties/replicas/minimum',
                                              keyword: 'minimum',
                                              params: { comparison: '>=', limit: 1 },
                                              message: 'must be >= 1',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid0 = _errs27 === errors;
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
