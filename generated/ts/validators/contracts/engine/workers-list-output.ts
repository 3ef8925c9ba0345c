/* DO NOT EDIT — generated from schema/contracts/engine/workers-list-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineWorkersListOutput } from '../../../contracts/engine/workers-list-output.js';

export const validateEngineWorkersListOutput = validate20 as unknown as Validator<EngineWorkersListOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-list-output.schema.json',
  title: 'EngineWorkersListOutput',
  description: 'Output of `engine::workers::list`.',
  type: 'object',
  required: ['workers'],
  properties: {
    workers: {
      description: 'The workers and built-in modules that pass the filters, sorted by name.',
      type: 'array',
      items: { $ref: 'worker-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      workers: [
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
    },
    { workers: [] },
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
  /*# sourceURL="contracts/engine/workers-list-output.schema.json" */ let vErrors = null;
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
      if (data.workers === undefined && (missing0 = 'workers')) {
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
        if (data.workers !== undefined) {
          let data0 = data.workers;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs4 = errors;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                    let missing1;
                    if (
                      (data1.id === undefined && (missing1 = 'id')) ||
                      (data1.name === undefined && (missing1 = 'name')) ||
                      (data1.description === undefined && (missing1 = 'description')) ||
                      (data1.version === undefined && (missing1 = 'version')) ||
                      (data1.runtime === undefined && (missing1 = 'runtime')) ||
                      (data1.os === undefined && (missing1 = 'os')) ||
                      (data1.status === undefined && (missing1 = 'status')) ||
                      (data1.function_count === undefined && (missing1 = 'function_count')) ||
                      (data1.connected_at_ms === undefined && (missing1 = 'connected_at_ms')) ||
                      (data1.active_invocations === undefined && (missing1 = 'active_invocations')) ||
                      (data1.isolation === undefined && (missing1 = 'isolation')) ||
                      (data1.ip_address === undefined && (missing1 = 'ip_address'))
                    ) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/workers/' + i0,
                          schemaPath: 'worker-summary.schema.json/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.id !== undefined) {
                        const _errs8 = errors;
                        if (typeof data1.id !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/workers/' + i0 + '/id',
                              schemaPath: 'worker-summary.schema.json/properties/id/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid3 = _errs8 === errors;
                      } else {
                        var valid3 = true;
                      }
                      if (valid3) {
                        if (data1.name !== undefined) {
                          const _errs10 = errors;
                          if (typeof data1.name !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/workers/' + i0 + '/name',
                                schemaPath: 'worker-summary.schema.json/properties/name/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid3 = _errs10 === errors;
                        } else {
                          var valid3 = true;
                        }
                        if (valid3) {
                          if (data1.description !== undefined) {
                            let data4 = data1.description;
                            const _errs12 = errors;
                            if (typeof data4 !== 'string' && data4 !== null) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/workers/' + i0 + '/description',
                                  schemaPath: 'worker-summary.schema.json/properties/description/type',
                                  keyword: 'type',
                                  params: { type: schema32.properties.description.type },
                                  message: 'must be string,null',
                                },
                              ];
                              return false;
                            }
                            var valid3 = _errs12 === errors;
                          } else {
                            var valid3 = true;
                          }
                          if (valid3) {
                            if (data1.version !== undefined) {
                              let data5 = data1.version;
                              const _errs14 = errors;
                              if (typeof data5 !== 'string' && data5 !== null) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/workers/' + i0 + '/version',
                                    schemaPath: 'worker-summary.schema.json/properties/version/type',
                                    keyword: 'type',
                                    params: { type: schema32.properties.version.type },
                                    message: 'must be string,null',
                                  },
                                ];
                                return false;
                              }
                              var valid3 = _errs14 === errors;
                            } else {
                              var valid3 = true;
                            }
                            if (valid3) {
                              if (data1.runtime !== undefined) {
                                const _errs16 = errors;
                                if (typeof data1.runtime !== 'string') {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/workers/' + i0 + '/runtime',
                                      schemaPath: 'worker-summary.schema.json/properties/runtime/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid3 = _errs16 === errors;
                              } else {
                                var valid3 = true;
                              }
                              if (valid3) {
                                if (data1.os !== undefined) {
                                  let data7 = data1.os;
                                  const _errs18 = errors;
                                  if (typeof data7 !== 'string' && data7 !== null) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/workers/' + i0 + '/os',
                                        schemaPath: 'worker-summary.schema.json/properties/os/type',
                                        keyword: 'type',
                                        params: { type: schema32.properties.os.type },
                                        message: 'must be string,null',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid3 = _errs18 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data1.status !== undefined) {
                                    let data8 = data1.status;
                                    const _errs20 = errors;
                                    if (!(
                                      data8 === 'available' ||
                                      data8 === 'busy' ||
                                      data8 === 'connected'
                                    )) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/workers/' + i0 + '/status',
                                          schemaPath: 'worker-summary.schema.json/properties/status/enum',
                                          keyword: 'enum',
                                          params: { allowedValues: schema32.properties.status.enum },
                                          message: 'must be equal to one of the allowed values',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid3 = _errs20 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                  if (valid3) {
                                    if (data1.function_count !== undefined) {
                                      let data9 = data1.function_count;
                                      const _errs21 = errors;
                                      if (!(
                                        typeof data9 == 'number' &&
                                        !(data9 % 1) &&
                                        !isNaN(data9) &&
                                        isFinite(data9)
                                      )) {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/workers/' + i0 + '/function_count',
                                            schemaPath:
                                              'worker-summary.schema.json/properties/function_count/type',
                                            keyword: 'type',
                                            params: { type: 'integer' },
                                            message: 'must be integer',
                                          },
                                        ];
                                        return false;
                                      }
                                      if (errors === _errs21) {
                                        if (typeof data9 == 'number' && isFinite(data9)) {
                                          if (data9 < 0 || isNaN(data9)) {
                                            validate20.errors = [
                                              {
                                                instancePath:
                                                  instancePath + '/workers/' + i0 + '/function_count',
                                                schemaPath:
                                                  'worker-summary.schema.json/properties/function_count/minimum',
                                                keyword: 'minimum',
                                                params: { comparison: '>=', limit: 0 },
                                                message: 'must be >= 0',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                      }
                                      var valid3 = _errs21 === errors;
                                    } else {
                                      var valid3 = true;
                                    }
                                    if (valid3) {
                                      if (data1.connected_at_ms !== undefined) {
                                        let data10 = data1.connected_at_ms;
                                        const _errs23 = errors;
                                        if (!(
                                          typeof data10 == 'number' &&
                                          !(data10 % 1) &&
                                          !isNaN(data10) &&
                                          isFinite(data10)
                                        )) {
                                          validate20.errors = [
                                            {
                                              instancePath:
                                                instancePath + '/workers/' + i0 + '/connected_at_ms',
                                              schemaPath:
                                                'worker-summary.schema.json/properties/connected_at_ms/type',
                                              keyword: 'type',
                                              params: { type: 'integer' },
                                              message: 'must be integer',
                                            },
                                          ];
                                          return false;
                                        }
                                        if (errors === _errs23) {
                                          if (typeof data10 == 'number' && isFinite(data10)) {
                                            if (data10 < 0 || isNaN(data10)) {
                                              validate20.errors = [
                                                {
                                                  instancePath:
                                                    instancePath + '/workers/' + i0 + '/connected_at_ms',
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
                                        var valid3 = _errs23 === errors;
                                      } else {
                                        var valid3 = true;
                                      }
                                      if (valid3) {
                                        if (data1.active_invocations !== undefined) {
                                          let data11 = data1.active_invocations;
                                          const _errs25 = errors;
                                          if (!(
                                            typeof data11 == 'number' &&
                                            !(data11 % 1) &&
                                            !isNaN(data11) &&
                                            isFinite(data11)
                                          )) {
                                            validate20.errors = [
                                              {
                                                instancePath:
                                                  instancePath + '/workers/' + i0 + '/active_invocations',
                                                schemaPath:
                                                  'worker-summary.schema.json/properties/active_invocations/type',
                                                keyword: 'type',
                                                params: { type: 'integer' },
                                                message: 'must be integer',
                                              },
                                            ];
                                            return false;
                                          }
                                          if (errors === _errs25) {
                                            if (typeof data11 == 'number' && isFinite(data11)) {
                                              if (data11 < 0 || isNaN(data11)) {
                                                validate20.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath + '/workers/' + i0 + '/active_invocations',
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
                                          var valid3 = _errs25 === errors;
                                        } else {
                                          var valid3 = true;
                                        }
                                        if (valid3) {
                                          if (data1.isolation !== undefined) {
                                            let data12 = data1.isolation;
                                            const _errs27 = errors;
                                            if (typeof data12 !== 'string' && data12 !== null) {
                                              validate20.errors = [
                                                {
                                                  instancePath:
                                                    instancePath + '/workers/' + i0 + '/isolation',
                                                  schemaPath:
                                                    'worker-summary.schema.json/properties/isolation/type',
                                                  keyword: 'type',
                                                  params: { type: schema32.properties.isolation.type },
                                                  message: 'must be string,null',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid3 = _errs27 === errors;
                                          } else {
                                            var valid3 = true;
                                          }
                                          if (valid3) {
                                            if (data1.ip_address !== undefined) {
                                              let data13 = data1.ip_address;
                                              const _errs29 = errors;
                                              if (typeof data13 !== 'string' && data13 !== null) {
                                                validate20.errors = [
                                                  {
                                                    instancePath:
                                                      instancePath + '/workers/' + i0 + '/ip_address',
                                                    schemaPath:
                                                      'worker-summary.schema.json/properties/ip_address/type',
                                                    keyword: 'type',
                                                    params: { type: schema32.properties.ip_address.type },
                                                    message: 'must be string,null',
                                                  },
                                                ];
                                                return false;
                                              }
                                              var valid3 = _errs29 === errors;
                                            } else {
                                              var valid3 = true;
                                            }
                                            if (valid3) {
                                              if (data1.engine !== undefined) {
                                                const _errs31 = errors;
                                                if (typeof data1.engine !== 'string') {
                                                  validate20.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath + '/workers/' + i0 + '/engine',
                                                      schemaPath:
                                                        'worker-summary.schema.json/properties/engine/type',
                                                      keyword: 'type',
                                                      params: { type: 'string' },
                                                      message: 'must be string',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                                var valid3 = _errs31 === errors;
                                              } else {
                                                var valid3 = true;
                                              }
                                              if (valid3) {
                                                if (data1.replicas !== undefined) {
                                                  let data15 = data1.replicas;
                                                  const _errs33 = errors;
                                                  if (!(
                                                    typeof data15 == 'number' &&
                                                    !(data15 % 1) &&
                                                    !isNaN(data15) &&
                                                    isFinite(data15)
                                                  )) {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath + '/workers/' + i0 + '/replicas',
                                                        schemaPath:
                                                          'worker-summary.schema.json/properties/replicas/type',
                                                        keyword: 'type',
                                                        params: { type: 'integer' },
                                                        message: 'must be integer',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                  if (errors === _errs33) {
                                                    if (typeof data15 == 'number' && isFinite(data15)) {
                                                      if (data15 < 1 || isNaN(data15)) {
                                                        validate20.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath + '/workers/' + i0 + '/replicas',
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
                                                  var valid3 = _errs33 === errors;
                                                } else {
                                                  var valid3 = true;
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
                        instancePath: instancePath + '/workers/' + i0,
                        schemaPath: 'worker-summary.schema.json/type',
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
                  instancePath: instancePath + '/workers',
                  schemaPath: '#/properties/workers/type',
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
