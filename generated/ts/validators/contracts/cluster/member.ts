/* DO NOT EDIT — generated from schema/contracts/cluster/member.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ClusterMember } from '../../../contracts/cluster/member.js';

export const validateClusterMember = validate20 as unknown as Validator<ClusterMember>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/cluster/member.schema.json',
  title: 'ClusterMember',
  description:
    'What an engine of a cluster publishes about itself in Redis (`<key_prefix>engine:<id>`, renewed with every heartbeat and removed when it leaves): where other engines reach it, which functions it serves and how, its workers and its `http` triggers. Other engines route calls and serve HTTP requests from it.',
  type: 'object',
  required: ['engine_id', 'bridge_url', 'functions', 'workers', 'http_triggers'],
  properties: {
    engine_id: { description: "The engine's id in the cluster.", type: 'string', minLength: 1 },
    bridge_url: {
      description: 'Where other engines connect to call its functions (its bridge, `ws://host:port`).',
      type: 'string',
      minLength: 1,
    },
    started_at_ms: {
      description: 'When the engine joined, in milliseconds since the Unix epoch.',
      type: 'integer',
      minimum: 0,
    },
    serves: {
      description:
        'Every function the engine serves, by id: how many of its workers serve it and the timeout it was registered with.',
      type: 'object',
      additionalProperties: {
        title: 'ClusterServedFunction',
        description: 'One function the engine serves.',
        type: 'object',
        properties: {
          workers: {
            description: 'Workers (or built-in modules) of the engine serving it.',
            type: 'integer',
            minimum: 0,
          },
          timeout_ms: {
            description: "The function's registered deadline, when it has one.",
            type: 'integer',
            minimum: 1,
          },
        },
        additionalProperties: true,
      },
    },
    functions: {
      description: "The engine's functions as its `engine::functions::list` shows them.",
      type: 'array',
      items: { $ref: '../engine/function-summary.schema.json' },
    },
    workers: {
      description: "The engine's workers as its `engine::workers::list` shows them.",
      type: 'array',
      items: { $ref: '../engine/worker-summary.schema.json' },
    },
    http_triggers: {
      description: "The engine's own `http` triggers, which every other engine serves too.",
      type: 'array',
      items: {
        title: 'ClusterHttpTrigger',
        description: 'One `http` binding.',
        type: 'object',
        required: ['id', 'function_id', 'config'],
        properties: {
          id: { description: 'The binding id on its engine.', type: 'string' },
          function_id: { description: 'The function it fires.', type: 'string' },
          config: {
            description: 'Its config (`triggers/http`).',
            type: 'object',
            additionalProperties: true,
          },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    {
      engine_id: 'engine-a',
      bridge_url: 'ws://127.0.0.1:49134',
      started_at_ms: 1767225600000,
      serves: { 'math::add': { workers: 1 }, 'state::get': { workers: 1 } },
      functions: [{ function_id: 'math::add', worker_name: 'math', engine: 'engine-a', worker_count: 1 }],
      workers: [],
      http_triggers: [
        { id: 't1', function_id: 'math::add', config: { api_path: '/add', http_method: 'POST' } },
      ],
    },
  ],
};
const schema34 = {
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
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/function-summary.schema.json',
  title: 'EngineFunctionSummary',
  description:
    'A function as `engine::functions::list`, `engine::workers::info` and `engine::registered-triggers::info` show it, and as the `engine::functions-available` trigger type sends it.',
  type: 'object',
  required: ['function_id', 'worker_name'],
  properties: {
    function_id: { description: 'The function id.', $ref: '../../common/function-id.schema.json' },
    worker_name: {
      description:
        'Name of the worker that handles it: the name it registered with `engine::workers::register`, else its connection id.',
      type: 'string',
    },
    description: {
      description: 'What the function does, as registered; absent when the registration had none.',
      type: 'string',
    },
    metadata: {
      description: "The function's metadata, as registered; absent when the registration had none.",
      type: 'object',
      additionalProperties: true,
    },
    engine: {
      description:
        'In a cluster: id of the engine that serves it (one entry per engine serving it). Absent when the engine runs alone.',
      type: 'string',
    },
    worker_count: {
      description:
        'In a cluster: how many workers on that engine serve it. Absent when the engine runs alone.',
      type: 'integer',
      minimum: 0,
    },
  },
  additionalProperties: true,
  examples: [
    {
      function_id: 'billing::charge',
      worker_name: 'billing',
      description: 'Charge a card',
      metadata: { team: 'payments' },
    },
    { function_id: 'orders::create', worker_name: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8' },
  ],
};
const schema33 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/function-id.schema.json',
  title: 'FunctionId',
  description:
    'A function id: a free-form non-empty string, by convention `::`-separated segments whose first segment names the service (`orders::create`). Ids under `engine::` are reserved for the engine.',
  type: 'string',
  minLength: 1,
  examples: ['orders::create', 'math::add', 'engine::functions::list'],
};
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/function-summary.schema.json" */ let vErrors = null;
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
      let missing0;
      if (
        (data.function_id === undefined && (missing0 = 'function_id')) ||
        (data.worker_name === undefined && (missing0 = 'worker_name'))
      ) {
        validate21.errors = [
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
        if (data.function_id !== undefined) {
          let data0 = data.function_id;
          const _errs2 = errors;
          const _errs3 = errors;
          if (errors === _errs3) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate21.errors = [
                  {
                    instancePath: instancePath + '/function_id',
                    schemaPath: '../../common/function-id.schema.json/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  },
                ];
                return false;
              }
            } else {
              validate21.errors = [
                {
                  instancePath: instancePath + '/function_id',
                  schemaPath: '../../common/function-id.schema.json/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
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
          if (data.worker_name !== undefined) {
            const _errs5 = errors;
            if (typeof data.worker_name !== 'string') {
              validate21.errors = [
                {
                  instancePath: instancePath + '/worker_name',
                  schemaPath: '#/properties/worker_name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs5 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.description !== undefined) {
              const _errs7 = errors;
              if (typeof data.description !== 'string') {
                validate21.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '#/properties/description/type',
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
              if (data.metadata !== undefined) {
                let data3 = data.metadata;
                const _errs9 = errors;
                if (errors === _errs9) {
                  if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                  } else {
                    validate21.errors = [
                      {
                        instancePath: instancePath + '/metadata',
                        schemaPath: '#/properties/metadata/type',
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
                if (data.engine !== undefined) {
                  const _errs12 = errors;
                  if (typeof data.engine !== 'string') {
                    validate21.errors = [
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
                  var valid0 = _errs12 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.worker_count !== undefined) {
                    let data5 = data.worker_count;
                    const _errs14 = errors;
                    if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                      validate21.errors = [
                        {
                          instancePath: instancePath + '/worker_count',
                          schemaPath: '#/properties/worker_count/type',
                          keyword: 'type',
                          params: { type: 'integer' },
                          message: 'must be integer',
                        },
                      ];
                      return false;
                    }
                    if (errors === _errs14) {
                      if (typeof data5 == 'number' && isFinite(data5)) {
                        if (data5 < 0 || isNaN(data5)) {
                          validate21.errors = [
                            {
                              instancePath: instancePath + '/worker_count',
                              schemaPath: '#/properties/worker_count/minimum',
                              keyword: 'minimum',
                              params: { comparison: '>=', limit: 0 },
                              message: 'must be >= 0',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                    var valid0 = _errs14 === errors;
                  } else {
                    var valid0 = true;
                  }
                }
              }
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
  /*# sourceURL="contracts/cluster/member.schema.json" */ let vErrors = null;
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
        (data.engine_id === undefined && (missing0 = 'engine_id')) ||
        (data.bridge_url === undefined && (missing0 = 'bridge_url')) ||
        (data.functions === undefined && (missing0 = 'functions')) ||
        (data.workers === undefined && (missing0 = 'workers')) ||
        (data.http_triggers === undefined && (missing0 = 'http_triggers'))
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
        if (data.engine_id !== undefined) {
          let data0 = data.engine_id;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/engine_id',
                    schemaPath: '#/properties/engine_id/minLength',
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
                  instancePath: instancePath + '/engine_id',
                  schemaPath: '#/properties/engine_id/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
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
          if (data.bridge_url !== undefined) {
            let data1 = data.bridge_url;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/bridge_url',
                      schemaPath: '#/properties/bridge_url/minLength',
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
                    instancePath: instancePath + '/bridge_url',
                    schemaPath: '#/properties/bridge_url/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.started_at_ms !== undefined) {
              let data2 = data.started_at_ms;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/started_at_ms',
                    schemaPath: '#/properties/started_at_ms/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  },
                ];
                return false;
              }
              if (errors === _errs6) {
                if (typeof data2 == 'number' && isFinite(data2)) {
                  if (data2 < 0 || isNaN(data2)) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/started_at_ms',
                        schemaPath: '#/properties/started_at_ms/minimum',
                        keyword: 'minimum',
                        params: { comparison: '>=', limit: 0 },
                        message: 'must be >= 0',
                      },
                    ];
                    return false;
                  }
                }
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.serves !== undefined) {
                let data3 = data.serves;
                const _errs8 = errors;
                if (errors === _errs8) {
                  if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                    for (const key0 in data3) {
                      let data4 = data3[key0];
                      const _errs11 = errors;
                      if (errors === _errs11) {
                        if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
                          if (data4.workers !== undefined) {
                            let data5 = data4.workers;
                            const _errs14 = errors;
                            if (!(
                              typeof data5 == 'number' &&
                              !(data5 % 1) &&
                              !isNaN(data5) &&
                              isFinite(data5)
                            )) {
                              validate20.errors = [
                                {
                                  instancePath:
                                    instancePath +
                                    '/serves/' +
                                    key0.replace(/~/g, '~0').replace(/\//g, '~1') +
                                    '/workers',
                                  schemaPath:
                                    '#/properties/serves/additionalProperties/properties/workers/type',
                                  keyword: 'type',
                                  params: { type: 'integer' },
                                  message: 'must be integer',
                                },
                              ];
                              return false;
                            }
                            if (errors === _errs14) {
                              if (typeof data5 == 'number' && isFinite(data5)) {
                                if (data5 < 0 || isNaN(data5)) {
                                  validate20.errors = [
                                    {
                                      instancePath:
                                        instancePath +
                                        '/serves/' +
                                        key0.replace(/~/g, '~0').replace(/\//g, '~1') +
                                        '/workers',
                                      schemaPath:
                                        '#/properties/serves/additionalProperties/properties/workers/minimum',
                                      keyword: 'minimum',
                                      params: { comparison: '>=', limit: 0 },
                                      message: 'must be >= 0',
                                    },
                                  ];
                                  return false;
                                }
                              }
                            }
                            var valid2 = _errs14 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data4.timeout_ms !== undefined) {
                              let data6 = data4.timeout_ms;
                              const _errs16 = errors;
                              if (!(
                                typeof data6 == 'number' &&
                                !(data6 % 1) &&
                                !isNaN(data6) &&
                                isFinite(data6)
                              )) {
                                validate20.errors = [
                                  {
                                    instancePath:
                                      instancePath +
                                      '/serves/' +
                                      key0.replace(/~/g, '~0').replace(/\//g, '~1') +
                                      '/timeout_ms',
                                    schemaPath:
                                      '#/properties/serves/additionalProperties/properties/timeout_ms/type',
                                    keyword: 'type',
                                    params: { type: 'integer' },
                                    message: 'must be integer',
                                  },
                                ];
                                return false;
                              }
                              if (errors === _errs16) {
                                if (typeof data6 == 'number' && isFinite(data6)) {
                                  if (data6 < 1 || isNaN(data6)) {
                                    validate20.errors = [
                                      {
                                        instancePath:
                                          instancePath +
                                          '/serves/' +
                                          key0.replace(/~/g, '~0').replace(/\//g, '~1') +
                                          '/timeout_ms',
                                        schemaPath:
                                          '#/properties/serves/additionalProperties/properties/timeout_ms/minimum',
                                        keyword: 'minimum',
                                        params: { comparison: '>=', limit: 1 },
                                        message: 'must be >= 1',
                                      },
                                    ];
                                    return false;
                                  }
                                }
                              }
                              var valid2 = _errs16 === errors;
                            } else {
                              var valid2 = true;
                            }
                          }
                        } else {
                          validate20.errors = [
                            {
                              instancePath:
                                instancePath + '/serves/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                              schemaPath: '#/properties/serves/additionalProperties/type',
                              keyword: 'type',
                              params: { type: 'object' },
                              message: 'must be object',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid1 = _errs11 === errors;
                      if (!valid1) {
                        break;
                      }
                    }
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/serves',
                        schemaPath: '#/properties/serves/type',
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
                if (data.functions !== undefined) {
                  let data7 = data.functions;
                  const _errs18 = errors;
                  if (errors === _errs18) {
                    if (Array.isArray(data7)) {
                      var valid3 = true;
                      const len0 = data7.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        const _errs20 = errors;
                        if (
                          !validate21(data7[i0], {
                            instancePath: instancePath + '/functions/' + i0,
                            parentData: data7,
                            parentDataProperty: i0,
                            rootData,
                            dynamicAnchors,
                          })
                        ) {
                          vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                          errors = vErrors.length;
                        }
                        var valid3 = _errs20 === errors;
                        if (!valid3) {
                          break;
                        }
                      }
                    } else {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/functions',
                          schemaPath: '#/properties/functions/type',
                          keyword: 'type',
                          params: { type: 'array' },
                          message: 'must be array',
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
                  if (data.workers !== undefined) {
                    let data9 = data.workers;
                    const _errs21 = errors;
                    if (errors === _errs21) {
                      if (Array.isArray(data9)) {
                        var valid4 = true;
                        const len1 = data9.length;
                        for (let i1 = 0; i1 < len1; i1++) {
                          let data10 = data9[i1];
                          const _errs23 = errors;
                          const _errs24 = errors;
                          if (errors === _errs24) {
                            if (data10 && typeof data10 == 'object' && !Array.isArray(data10)) {
                              let missing1;
                              if (
                                (data10.id === undefined && (missing1 = 'id')) ||
                                (data10.name === undefined && (missing1 = 'name')) ||
                                (data10.description === undefined && (missing1 = 'description')) ||
                                (data10.version === undefined && (missing1 = 'version')) ||
                                (data10.runtime === undefined && (missing1 = 'runtime')) ||
                                (data10.os === undefined && (missing1 = 'os')) ||
                                (data10.status === undefined && (missing1 = 'status')) ||
                                (data10.function_count === undefined && (missing1 = 'function_count')) ||
                                (data10.connected_at_ms === undefined && (missing1 = 'connected_at_ms')) ||
                                (data10.active_invocations === undefined &&
                                  (missing1 = 'active_invocations')) ||
                                (data10.isolation === undefined && (missing1 = 'isolation')) ||
                                (data10.ip_address === undefined && (missing1 = 'ip_address'))
                              ) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/workers/' + i1,
                                    schemaPath: '../engine/worker-summary.schema.json/required',
                                    keyword: 'required',
                                    params: { missingProperty: missing1 },
                                    message: "must have required property '" + missing1 + "'",
                                  },
                                ];
                                return false;
                              } else {
                                if (data10.id !== undefined) {
                                  const _errs27 = errors;
                                  if (typeof data10.id !== 'string') {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/workers/' + i1 + '/id',
                                        schemaPath: '../engine/worker-summary.schema.json/properties/id/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid6 = _errs27 === errors;
                                } else {
                                  var valid6 = true;
                                }
                                if (valid6) {
                                  if (data10.name !== undefined) {
                                    const _errs29 = errors;
                                    if (typeof data10.name !== 'string') {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/workers/' + i1 + '/name',
                                          schemaPath:
                                            '../engine/worker-summary.schema.json/properties/name/type',
                                          keyword: 'type',
                                          params: { type: 'string' },
                                          message: 'must be string',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid6 = _errs29 === errors;
                                  } else {
                                    var valid6 = true;
                                  }
                                  if (valid6) {
                                    if (data10.description !== undefined) {
                                      let data13 = data10.description;
                                      const _errs31 = errors;
                                      if (typeof data13 !== 'string' && data13 !== null) {
                                        validate20.errors = [
                                          {
                                            instancePath: instancePath + '/workers/' + i1 + '/description',
                                            schemaPath:
                                              '../engine/worker-summary.schema.json/properties/description/type',
                                            keyword: 'type',
                                            params: { type: schema34.properties.description.type },
                                            message: 'must be string,null',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid6 = _errs31 === errors;
                                    } else {
                                      var valid6 = true;
                                    }
                                    if (valid6) {
                                      if (data10.version !== undefined) {
                                        let data14 = data10.version;
                                        const _errs33 = errors;
                                        if (typeof data14 !== 'string' && data14 !== null) {
                                          validate20.errors = [
                                            {
                                              instancePath: instancePath + '/workers/' + i1 + '/version',
                                              schemaPath:
                                                '../engine/worker-summary.schema.json/properties/version/type',
                                              keyword: 'type',
                                              params: { type: schema34.properties.version.type },
                                              message: 'must be string,null',
                                            },
                                          ];
                                          return false;
                                        }
                                        var valid6 = _errs33 === errors;
                                      } else {
                                        var valid6 = true;
                                      }
                                      if (valid6) {
                                        if (data10.runtime !== undefined) {
                                          const _errs35 = errors;
                                          if (typeof data10.runtime !== 'string') {
                                            validate20.errors = [
                                              {
                                                instancePath: instancePath + '/workers/' + i1 + '/runtime',
                                                schemaPath:
                                                  '../engine/worker-summary.schema.json/properties/runtime/type',
                                                keyword: 'type',
                                                params: { type: 'string' },
                                                message: 'must be string',
                                              },
                                            ];
                                            return false;
                                          }
                                          var valid6 = _errs35 === errors;
                                        } else {
                                          var valid6 = true;
                                        }
                                        if (valid6) {
                                          if (data10.os !== undefined) {
                                            let data16 = data10.os;
                                            const _errs37 = errors;
                                            if (typeof data16 !== 'string' && data16 !== null) {
                                              validate20.errors = [
                                                {
                                                  instancePath: instancePath + '/workers/' + i1 + '/os',
                                                  schemaPath:
                                                    '../engine/worker-summary.schema.json/properties/os/type',
                                                  keyword: 'type',
                                                  params: { type: schema34.properties.os.type },
                                                  message: 'must be string,null',
                                                },
                                              ];
                                              return false;
                                            }
                                            var valid6 = _errs37 === errors;
                                          } else {
                                            var valid6 = true;
                                          }
                                          if (valid6) {
                                            if (data10.status !== undefined) {
                                              let data17 = data10.status;
                                              const _errs39 = errors;
                                              if (!(
                                                data17 === 'available' ||
                                                data17 === 'busy' ||
                                                data17 === 'connected'
                                              )) {
                                                validate20.errors = [
                                                  {
                                                    instancePath: instancePath + '/workers/' + i1 + '/status',
                                                    schemaPath:
                                                      '../engine/worker-summary.schema.json/properties/status/enum',
                                                    keyword: 'enum',
                                                    params: {
                                                      allowedValues: schema34.properties.status.enum,
                                                    },
                                                    message: 'must be equal to one of the allowed values',
                                                  },
                                                ];
                                                return false;
                                              }
                                              var valid6 = _errs39 === errors;
                                            } else {
                                              var valid6 = true;
                                            }
                                            if (valid6) {
                                              if (data10.function_count !== undefined) {
                                                let data18 = data10.function_count;
                                                const _errs40 = errors;
                                                if (!(
                                                  typeof data18 == 'number' &&
                                                  !(data18 % 1) &&
                                                  !isNaN(data18) &&
                                                  isFinite(data18)
                                                )) {
                                                  validate20.errors = [
                                                    {
                                                      instancePath:
                                                        instancePath + '/workers/' + i1 + '/function_count',
                                                      schemaPath:
                                                        '../engine/worker-summary.schema.json/properties/function_count/type',
                                                      keyword: 'type',
                                                      params: { type: 'integer' },
                                                      message: 'must be integer',
                                                    },
                                                  ];
                                                  return false;
                                                }
                                                if (errors === _errs40) {
                                                  if (typeof data18 == 'number' && isFinite(data18)) {
                                                    if (data18 < 0 || isNaN(data18)) {
                                                      validate20.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath +
                                                            '/workers/' +
                                                            i1 +
                                                            '/function_count',
                                                          schemaPath:
                                                            '../engine/worker-summary.schema.json/properties/function_count/minimum',
                                                          keyword: 'minimum',
                                                          params: { comparison: '>=', limit: 0 },
                                                          message: 'must be >= 0',
                                                        },
                                                      ];
                                                      return false;
                                                    }
                                                  }
                                                }
                                                var valid6 = _errs40 === errors;
                                              } else {
                                                var valid6 = true;
                                              }
                                              if (valid6) {
                                                if (data10.connected_at_ms !== undefined) {
                                                  let data19 = data10.connected_at_ms;
                                                  const _errs42 = errors;
                                                  if (!(
                                                    typeof data19 == 'number' &&
                                                    !(data19 % 1) &&
                                                    !isNaN(data19) &&
                                                    isFinite(data19)
                                                  )) {
                                                    validate20.errors = [
                                                      {
                                                        instancePath:
                                                          instancePath +
                                                          '/workers/' +
                                                          i1 +
                                                          '/connected_at_ms',
                                                        schemaPath:
                                                          '../engine/worker-summary.schema.json/properties/connected_at_ms/type',
                                                        keyword: 'type',
                                                        params: { type: 'integer' },
                                                        message: 'must be integer',
                                                      },
                                                    ];
                                                    return false;
                                                  }
                                                  if (errors === _errs42) {
                                                    if (typeof data19 == 'number' && isFinite(data19)) {
                                                      if (data19 < 0 || isNaN(data19)) {
                                                        validate20.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath +
                                                              '/workers/' +
                                                              i1 +
                                                              '/connected_at_ms',
                                                            schemaPath:
                                                              '../engine/worker-summary.schema.json/properties/connected_at_ms/minimum',
                                                            keyword: 'minimum',
                                                            params: { comparison: '>=', limit: 0 },
                                                            message: 'must be >= 0',
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                    }
                                                  }
                                                  var valid6 = _errs42 === errors;
                                                } else {
                                                  var valid6 = true;
                                                }
                                                if (valid6) {
                                                  if (data10.active_invocations !== undefined) {
                                                    let data20 = data10.active_invocations;
                                                    const _errs44 = errors;
                                                    if (!(
                                                      typeof data20 == 'number' &&
                                                      !(data20 % 1) &&
                                                      !isNaN(data20) &&
                                                      isFinite(data20)
                                                    )) {
                                                      validate20.errors = [
                                                        {
                                                          instancePath:
                                                            instancePath +
                                                            '/workers/' +
                                                            i1 +
                                                            '/active_invocations',
                                                          schemaPath:
                                                            '../engine/worker-summary.schema.json/properties/active_invocations/type',
                                                          keyword: 'type',
                                                          params: { type: 'integer' },
                                                          message: 'must be integer',
                                                        },
                                                      ];
                                                      return false;
                                                    }
                                                    if (errors === _errs44) {
                                                      if (typeof data20 == 'number' && isFinite(data20)) {
                                                        if (data20 < 0 || isNaN(data20)) {
                                                          validate20.errors = [
                                                            {
                                                              instancePath:
                                                                instancePath +
                                                                '/workers/' +
                                                                i1 +
                                                                '/active_invocations',
                                                              schemaPath:
                                                                '../engine/worker-summary.schema.json/properties/active_invocations/minimum',
                                                              keyword: 'minimum',
                                                              params: { comparison: '>=', limit: 0 },
                                                              message: 'must be >= 0',
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                      }
                                                    }
                                                    var valid6 = _errs44 === errors;
                                                  } else {
                                                    var valid6 = true;
                                                  }
                                                  if (valid6) {
                                                    if (data10.isolation !== undefined) {
                                                      let data21 = data10.isolation;
                                                      const _errs46 = errors;
                                                      if (typeof data21 !== 'string' && data21 !== null) {
                                                        validate20.errors = [
                                                          {
                                                            instancePath:
                                                              instancePath + '/workers/' + i1 + '/isolation',
                                                            schemaPath:
                                                              '../engine/worker-summary.schema.json/properties/isolation/type',
                                                            keyword: 'type',
                                                            params: {
                                                              type: schema34.properties.isolation.type,
                                                            },
                                                            message: 'must be string,null',
                                                          },
                                                        ];
                                                        return false;
                                                      }
                                                      var valid6 = _errs46 === errors;
                                                    } else {
                                                      var valid6 = true;
                                                    }
                                                    if (valid6) {
                                                      if (data10.ip_address !== undefined) {
                                                        let data22 = data10.ip_address;
                                                        const _errs48 = errors;
                                                        if (typeof data22 !== 'string' && data22 !== null) {
                                                          validate20.errors = [
                                                            {
                                                              instancePath:
                                                                instancePath +
                                                                '/workers/' +
                                                                i1 +
                                                                '/ip_address',
                                                              schemaPath:
                                                                '../engine/worker-summary.schema.json/properties/ip_address/type',
                                                              keyword: 'type',
                                                              params: {
                                                                type: schema34.properties.ip_address.type,
                                                              },
                                                              message: 'must be string,null',
                                                            },
                                                          ];
                                                          return false;
                                                        }
                                                        var valid6 = _errs48 === errors;
                                                      } else {
                                                        var valid6 = true;
                                                      }
                                                      if (valid6) {
                                                        if (data10.engine !== undefined) {
                                                          const _errs50 = errors;
                                                          if (typeof data10.engine !== 'string') {
                                                            validate20.errors = [
                                                              {
                                                                instancePath:
                                                                  instancePath + '/workers/' + i1 + '/engine',
                                                                schemaPath:
                                                                  '../engine/worker-summary.schema.json/properties/engine/type',
                                                                keyword: 'type',
                                                                params: { type: 'string' },
                                                                message: 'must be string',
                                                              },
                                                            ];
                                                            return false;
                                                          }
                                                          var valid6 = _errs50 === errors;
                                                        } else {
                                                          var valid6 = true;
                                                        }
                                                        if (valid6) {
                                                          if (data10.replicas !== undefined) {
                                                            let data24 = data10.replicas;
                                                            const _errs52 = errors;
                                                            if (!(
                                                              typeof data24 == 'number' &&
                                                              !(data24 % 1) &&
                                                              !isNaN(data24) &&
                                                              isFinite(data24)
                                                            )) {
                                                              validate20.errors = [
                                                                {
                                                                  instancePath:
                                                                    instancePath +
                                                                    '/workers/' +
                                                                    i1 +
                                                                    '/replicas',
                                                                  schemaPath:
                                                                    '../engine/worker-summary.schema.json/properties/replicas/type',
                                                                  keyword: 'type',
                                                                  params: { type: 'integer' },
                                                                  message: 'must be integer',
                                                                },
                                                              ];
                                                              return false;
                                                            }
                                                            if (errors === _errs52) {
                                                              if (
                                                                typeof data24 == 'number' &&
                                                                isFinite(data24)
                                                              ) {
                                                                if (data24 < 1 || isNaN(data24)) {
                                                                  validate20.errors = [
                                                                    {
                                                                      instancePath:
                                                                        instancePath +
                                                                        '/workers/' +
                                                                        i1 +
                                                                        '/replicas',
                                                                      schemaPath:
                                                                        '../engine/worker-summary.schema.json/properties/replicas/minimum',
                                                                      keyword: 'minimum',
                                                                      params: { comparison: '>=', limit: 1 },
                                                                      message: 'must be >= 1',
                                                                    },
                                                                  ];
                                                                  return false;
                                                                }
                                                              }
                                                            }
                                                            var valid6 = _errs52 === errors;
                                                          } else {
                                                            var valid6 = true;
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
                                  instancePath: instancePath + '/workers/' + i1,
                                  schemaPath: '../engine/worker-summary.schema.json/type',
                                  keyword: 'type',
                                  params: { type: 'object' },
                                  message: 'must be object',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid4 = _errs23 === errors;
                          if (!valid4) {
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
                    var valid0 = _errs21 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.http_triggers !== undefined) {
                      let data25 = data.http_triggers;
                      const _errs54 = errors;
                      if (errors === _errs54) {
                        if (Array.isArray(data25)) {
                          var valid7 = true;
                          const len2 = data25.length;
                          for (let i2 = 0; i2 < len2; i2++) {
                            let data26 = data25[i2];
                            const _errs56 = errors;
                            if (errors === _errs56) {
                              if (data26 && typeof data26 == 'object' && !Array.isArray(data26)) {
                                let missing2;
                                if (
                                  (data26.id === undefined && (missing2 = 'id')) ||
                                  (data26.function_id === undefined && (missing2 = 'function_id')) ||
                                  (data26.config === undefined && (missing2 = 'config'))
                                ) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/http_triggers/' + i2,
                                      schemaPath: '#/properties/http_triggers/items/required',
                                      keyword: 'required',
                                      params: { missingProperty: missing2 },
                                      message: "must have required property '" + missing2 + "'",
                                    },
                                  ];
                                  return false;
                                } else {
                                  if (data26.id !== undefined) {
                                    const _errs59 = errors;
                                    if (typeof data26.id !== 'string') {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/http_triggers/' + i2 + '/id',
                                          schemaPath: '#/properties/http_triggers/items/properties/id/type',
                                          keyword: 'type',
                                          params: { type: 'string' },
                                          message: 'must be string',
                                        },
                                      ];
                                      return false;
                                    }
                                    var valid8 = _errs59 === errors;
                                  } else {
                                    var valid8 = true;
                                  }
                                  if (valid8) {
                                    if (data26.function_id !== undefined) {
                                      const _errs61 = errors;
                                      if (typeof data26.function_id !== 'string') {
                                        validate20.errors = [
                                          {
                                            instancePath:
                                              instancePath + '/http_triggers/' + i2 + '/function_id',
                                            schemaPath:
                                              '#/properties/http_triggers/items/properties/function_id/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                          },
                                        ];
                                        return false;
                                      }
                                      var valid8 = _errs61 === errors;
                                    } else {
                                      var valid8 = true;
                                    }
                                    if (valid8) {
                                      if (data26.config !== undefined) {
                                        let data29 = data26.config;
                                        const _errs63 = errors;
                                        if (errors === _errs63) {
                                          if (data29 && typeof data29 == 'object' && !Array.isArray(data29)) {
                                          } else {
                                            validate20.errors = [
                                              {
                                                instancePath:
                                                  instancePath + '/http_triggers/' + i2 + '/config',
                                                schemaPath:
                                                  '#/properties/http_triggers/items/properties/config/type',
                                                keyword: 'type',
                                                params: { type: 'object' },
                                                message: 'must be object',
                                              },
                                            ];
                                            return false;
                                          }
                                        }
                                        var valid8 = _errs63 === errors;
                                      } else {
                                        var valid8 = true;
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/http_triggers/' + i2,
                                    schemaPath: '#/properties/http_triggers/items/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid7 = _errs56 === errors;
                            if (!valid7) {
                              break;
                            }
                          }
                        } else {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/http_triggers',
                              schemaPath: '#/properties/http_triggers/type',
                              keyword: 'type',
                              params: { type: 'array' },
                              message: 'must be array',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid0 = _errs54 === errors;
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
