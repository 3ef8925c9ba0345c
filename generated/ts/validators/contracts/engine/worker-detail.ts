/* DO NOT EDIT — generated from schema/contracts/engine/worker-detail.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineWorkerDetail } from '../../../contracts/engine/worker-detail.js';

export const validateEngineWorkerDetail = validate20 as unknown as Validator<EngineWorkerDetail>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/worker-detail.schema.json',
  title: 'EngineWorkerDetail',
  description:
    'A worker as `engine::workers::info` describes it: its summary, its process id and whether it is a built-in module.',
  type: 'object',
  allOf: [{ $ref: 'worker-summary.schema.json' }],
  required: ['pid', 'internal'],
  properties: {
    pid: {
      description:
        "Process id the worker reported (the engine's own for a built-in module); null when it reported none.",
      type: ['integer', 'null'],
    },
    internal: { description: 'True for a built-in module running in the engine process.', type: 'boolean' },
  },
  additionalProperties: true,
  examples: [
    {
      id: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8',
      name: 'billing',
      description: null,
      version: '0.1.0',
      runtime: 'python',
      os: 'Linux 6.1.0 (x86_64)',
      status: 'busy',
      function_count: 1,
      connected_at_ms: 1767225600000,
      active_invocations: 1,
      isolation: null,
      ip_address: '::ffff:127.0.0.1',
      pid: 4242,
      internal: false,
    },
  ],
};
const schema32 = {
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
  /*# sourceURL="contracts/engine/worker-detail.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs2 = errors;
  if (errors === _errs2) {
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
            schemaPath: 'worker-summary.schema.json/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        if (data.id !== undefined) {
          const _errs5 = errors;
          if (typeof data.id !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/id',
                schemaPath: 'worker-summary.schema.json/properties/id/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
          var valid2 = _errs5 === errors;
        } else {
          var valid2 = true;
        }
        if (valid2) {
          if (data.name !== undefined) {
            const _errs7 = errors;
            if (typeof data.name !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/name',
                  schemaPath: 'worker-summary.schema.json/properties/name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid2 = _errs7 === errors;
          } else {
            var valid2 = true;
          }
          if (valid2) {
            if (data.description !== undefined) {
              let data2 = data.description;
              const _errs9 = errors;
              if (typeof data2 !== 'string' && data2 !== null) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: 'worker-summary.schema.json/properties/description/type',
                    keyword: 'type',
                    params: { type: schema32.properties.description.type },
                    message: 'must be string,null',
                  },
                ];
                return false;
              }
              var valid2 = _errs9 === errors;
            } else {
              var valid2 = true;
            }
            if (valid2) {
              if (data.version !== undefined) {
                let data3 = data.version;
                const _errs11 = errors;
                if (typeof data3 !== 'string' && data3 !== null) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/version',
                      schemaPath: 'worker-summary.schema.json/properties/version/type',
                      keyword: 'type',
                      params: { type: schema32.properties.version.type },
                      message: 'must be string,null',
                    },
                  ];
                  return false;
                }
                var valid2 = _errs11 === errors;
              } else {
                var valid2 = true;
              }
              if (valid2) {
                if (data.runtime !== undefined) {
                  const _errs13 = errors;
                  if (typeof data.runtime !== 'string') {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/runtime',
                        schemaPath: 'worker-summary.schema.json/properties/runtime/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid2 = _errs13 === errors;
                } else {
                  var valid2 = true;
                }
                if (valid2) {
                  if (data.os !== undefined) {
                    let data5 = data.os;
                    const _errs15 = errors;
                    if (typeof data5 !== 'string' && data5 !== null) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/os',
                          schemaPath: 'worker-summary.schema.json/properties/os/type',
                          keyword: 'type',
                          params: { type: schema32.properties.os.type },
                          message: 'must be string,null',
                        },
                      ];
                      return false;
                    }
                    var valid2 = _errs15 === errors;
                  } else {
                    var valid2 = true;
                  }
                  if (valid2) {
                    if (data.status !== undefined) {
                      let data6 = data.status;
                      const _errs17 = errors;
                      if (!(data6 === 'available' || data6 === 'busy' || data6 === 'connected')) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/status',
                            schemaPath: 'worker-summary.schema.json/properties/status/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema32.properties.status.enum },
                            message: 'must be equal to one of the allowed values',
                          },
                        ];
                        return false;
                      }
                      var valid2 = _errs17 === errors;
                    } else {
                      var valid2 = true;
                    }
                    if (valid2) {
                      if (data.function_count !== undefined) {
                        let data7 = data.function_count;
                        const _errs18 = errors;
                        if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/function_count',
                              schemaPath: 'worker-summary.schema.json/properties/function_count/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs18) {
                          if (typeof data7 == 'number' && isFinite(data7)) {
                            if (data7 < 0 || isNaN(data7)) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/function_count',
                                  schemaPath: 'worker-summary.schema.json/properties/function_count/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          }
                        }
                        var valid2 = _errs18 === errors;
                      } else {
                        var valid2 = true;
                      }
                      if (valid2) {
                        if (data.connected_at_ms !== undefined) {
                          let data8 = data.connected_at_ms;
                          const _errs20 = errors;
                          if (!(
                            typeof data8 == 'number' &&
                            !(data8 % 1) &&
                            !isNaN(data8) &&
                            isFinite(data8)
                          )) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/connected_at_ms',
                                schemaPath: 'worker-summary.schema.json/properties/connected_at_ms/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          if (errors === _errs20) {
                            if (typeof data8 == 'number' && isFinite(data8)) {
                              if (data8 < 0 || isNaN(data8)) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/connected_at_ms',
                                    schemaPath:
                                      'worker-summary.schema.json/properties/connected_at_ms/minimum',
                                    keyword: 'minimum',
                                    params: { comparison: '>=', limit: 0 },
                                    message: 'must be >= 0',
                                  },
                                ];
                                return false;
                              }
                            }
                          }
                          var valid2 = _errs20 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data.active_invocations !== undefined) {
                            let data9 = data.active_invocations;
                            const _errs22 = errors;
                            if (!(
                              typeof data9 == 'number' &&
                              !(data9 % 1) &&
                              !isNaN(data9) &&
                              isFinite(data9)
                            )) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/active_invocations',
                                  schemaPath: 'worker-summary.schema.json/properties/active_invocations/type',
                                  keyword: 'type',
                                  params: { type: 'integer' },
                                  message: 'must be integer',
                                },
                              ];
                              return false;
                            }
                            if (errors === _errs22) {
                              if (typeof data9 == 'number' && isFinite(data9)) {
                                if (data9 < 0 || isNaN(data9)) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/active_invocations',
                                      schemaPath:
                                        'worker-summary.schema.json/properties/active_invocations/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 0 },
                                      message: 'must be >= 0',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                            var valid2 = _errs22 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data.isolation !== undefined) {
                              let data10 = data.isolation;
                              const _errs24 = errors;
                              if (typeof data10 !== 'string' && data10 !== null) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/isolation',
                                    schemaPath: 'worker-summary.schema.json/properties/isolation/type',
                                    keyword: 'type',
                                    params: { type: schema32.properties.isolation.type },
                                    message: 'must be string,null',
                                  },
                                ];
                                return false;
                              }
                              var valid2 = _errs24 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data.ip_address !== undefined) {
                                let data11 = data.ip_address;
                                const _errs26 = errors;
                                if (typeof data11 !== 'string' && data11 !== null) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/ip_address',
                                      schemaPath: 'worker-summary.schema.json/properties/ip_address/type',
                                      keyword: 'type',
                                      params: { type: schema32.properties.ip_address.type },
                                      message: 'must be string,null',
                                    },
                                  ];
                                  return false;
                                }
                                var valid2 = _errs26 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data.engine !== undefined) {
                                  const _errs28 = errors;
                                  if (typeof data.engine !== 'string') {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/engine',
                                        schemaPath: 'worker-summary.schema.json/properties/engine/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid2 = _errs28 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data.replicas !== undefined) {
                                    let data13 = data.replicas;
                                    const _errs30 = errors;
                                    if (!(
                                      typeof data13 == 'number' &&
                                      !(data13 % 1) &&
                                      !isNaN(data13) &&
                                      isFinite(data13)
                                    )) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/replicas',
                                          schemaPath: 'worker-summary.schema.json/properties/replicas/type',
                                          keyword: 'type',
                                          params: { type: 'integer' },
                                          message: 'must be integer',
                                        },
                                      ];
                                      return false;
                                    }
                                    if (errors === _errs30) {
                                      if (typeof data13 == 'number' && isFinite(data13)) {
                                        if (data13 < 1 || isNaN(data13)) {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/replicas',
                                              schemaPath:
                                                'worker-summary.schema.json/properties/replicas/minimum',
                                              keyword: 'minimum',
                                              params: { comparison: '>=', limit: 1 },
                                              message: 'must be >= 1',
                                            },
                                          ];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid2 = _errs30 === errors;
                                  } else {
                                    var valid2 = true;
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
          schemaPath: 'worker-summary.schema.json/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing1;
      if (
        (data.pid === undefined && (missing1 = 'pid')) ||
        (data.internal === undefined && (missing1 = 'internal'))
      ) {
        validate20.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing1 },
            message: "must have required property '" + missing1 + "'",
          },
        ];
        return false;
      } else {
        if (data.pid !== undefined) {
          let data14 = data.pid;
          const _errs33 = errors;
          if (
            !(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14)) &&
            data14 !== null
          ) {
            validate20.errors = [
              {
                instancePath: instancePath + '/pid',
                schemaPath: '#/properties/pid/type',
                keyword: 'type',
                params: { type: schema31.properties.pid.type },
                message: 'must be integer,null',
              },
            ];
            return false;
          }
          var valid3 = _errs33 === errors;
        } else {
          var valid3 = true;
        }
        if (valid3) {
          if (data.internal !== undefined) {
            const _errs35 = errors;
            if (typeof data.internal !== 'boolean') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/internal',
                  schemaPath: '#/properties/internal/type',
                  keyword: 'type',
                  params: { type: 'boolean' },
                  message: 'must be boolean',
                },
              ];
              return false;
            }
            var valid3 = _errs35 === errors;
          } else {
            var valid3 = true;
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
