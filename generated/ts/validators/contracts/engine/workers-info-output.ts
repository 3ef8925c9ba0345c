/* DO NOT EDIT — generated from schema/contracts/engine/workers-info-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineWorkersInfoOutput } from '../../../contracts/engine/workers-info-output.js';

export const validateEngineWorkersInfoOutput = validate20 as unknown as Validator<EngineWorkersInfoOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-info-output.schema.json',
  title: 'EngineWorkersInfoOutput',
  description: 'Output of `engine::workers::info`: the worker and what it registered.',
  type: 'object',
  required: ['worker', 'functions', 'trigger_types', 'registered_triggers'],
  properties: {
    worker: { description: 'The worker.', $ref: 'worker-detail.schema.json' },
    functions: {
      description: 'Functions the worker handles, internal ones included.',
      type: 'array',
      items: { $ref: 'function-summary.schema.json' },
    },
    trigger_types: {
      description: 'Trigger types the worker provides.',
      type: 'array',
      items: {
        title: 'EngineWorkerTriggerType',
        description: 'A trigger type the worker provides.',
        type: 'object',
        required: ['id', 'description'],
        properties: {
          id: { description: 'The trigger type id.', type: 'string' },
          description: {
            description: 'What fires it, as registered; empty when the registration had none.',
            type: 'string',
          },
        },
        additionalProperties: true,
      },
    },
    registered_triggers: {
      description: 'Trigger bindings the worker registered.',
      type: 'array',
      items: { $ref: 'registered-trigger-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      worker: {
        id: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8',
        name: 'jobs',
        description: null,
        version: '0.1.0',
        runtime: 'node',
        os: 'linux 6.1.0 (x64)',
        status: 'connected',
        function_count: 1,
        connected_at_ms: 1767225600000,
        active_invocations: 0,
        isolation: null,
        ip_address: '127.0.0.1',
        pid: 4242,
        internal: false,
      },
      functions: [{ function_id: 'jobs::tick', worker_name: 'jobs' }],
      trigger_types: [{ id: 'webhook', description: 'Webhooks' }],
      registered_triggers: [
        {
          id: 't-1',
          trigger_type: 'cron',
          function_id: 'jobs::tick',
          worker_name: 'jobs',
          config: { expression: '0 * * * * *' },
          config_summary: '{"expression":"0 * * * * *"}',
          status: 'active',
        },
      ],
    },
  ],
};
const schema32 = {
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
const schema33 = {
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
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/worker-detail.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
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
        validate21.errors = [
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
            validate21.errors = [
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
              validate21.errors = [
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
                validate21.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: 'worker-summary.schema.json/properties/description/type',
                    keyword: 'type',
                    params: { type: schema33.properties.description.type },
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
                  validate21.errors = [
                    {
                      instancePath: instancePath + '/version',
                      schemaPath: 'worker-summary.schema.json/properties/version/type',
                      keyword: 'type',
                      params: { type: schema33.properties.version.type },
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
                    validate21.errors = [
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
                      validate21.errors = [
                        {
                          instancePath: instancePath + '/os',
                          schemaPath: 'worker-summary.schema.json/properties/os/type',
                          keyword: 'type',
                          params: { type: schema33.properties.os.type },
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
                        validate21.errors = [
                          {
                            instancePath: instancePath + '/status',
                            schemaPath: 'worker-summary.schema.json/properties/status/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema33.properties.status.enum },
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
                          validate21.errors = [
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
                              validate21.errors = [
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
                            validate21.errors = [
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
                                validate21.errors = [
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
                              validate21.errors = [
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
                                  validate21.errors = [
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
                                validate21.errors = [
                                  {
                                    instancePath: instancePath + '/isolation',
                                    schemaPath: 'worker-summary.schema.json/properties/isolation/type',
                                    keyword: 'type',
                                    params: { type: schema33.properties.isolation.type },
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
                                  validate21.errors = [
                                    {
                                      instancePath: instancePath + '/ip_address',
                                      schemaPath: 'worker-summary.schema.json/properties/ip_address/type',
                                      keyword: 'type',
                                      params: { type: schema33.properties.ip_address.type },
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
                                    validate21.errors = [
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
                                      validate21.errors = [
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
                                          validate21.errors = [
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
      validate21.errors = [
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
        validate21.errors = [
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
            validate21.errors = [
              {
                instancePath: instancePath + '/pid',
                schemaPath: '#/properties/pid/type',
                keyword: 'type',
                params: { type: schema32.properties.pid.type },
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
              validate21.errors = [
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
const schema34 = {
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
const schema35 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/function-id.schema.json',
  title: 'FunctionId',
  description:
    'A function id: a free-form non-empty string, by convention `::`-separated segments whose first segment names the service (`orders::create`). Ids under `engine::` are reserved for the engine.',
  type: 'string',
  minLength: 1,
  examples: ['orders::create', 'math::add', 'engine::functions::list'],
};
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate23(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/function-summary.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
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
        validate23.errors = [
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
                validate23.errors = [
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
              validate23.errors = [
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
              validate23.errors = [
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
                validate23.errors = [
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
                    validate23.errors = [
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
                    validate23.errors = [
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
                      validate23.errors = [
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
                          validate23.errors = [
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
      validate23.errors = [
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
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema36 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/registered-trigger-summary.schema.json',
  title: 'EngineRegisteredTriggerSummary',
  description:
    'A trigger binding as `engine::registered-triggers::list` and `engine::workers::info` show it.',
  type: 'object',
  required: ['id', 'trigger_type', 'function_id', 'worker_name', 'config', 'config_summary', 'status'],
  properties: {
    id: { description: "The binding's id.", type: 'string' },
    trigger_type: { description: "The binding's trigger type id.", type: 'string' },
    function_id: { description: 'Function the binding invokes; it need not exist.', type: 'string' },
    worker_name: {
      description:
        'Name of the worker that registered the binding; `engine` for one made with `engine::register_trigger`.',
      type: 'string',
    },
    config: {
      description: "The binding's config; `{}` when it was registered without one.",
      $ref: '../../common/json-value.schema.json',
    },
    config_summary: {
      description: 'The config as JSON text, cut to its first 120 characters, for listings.',
      type: 'string',
      maxLength: 120,
    },
    status: {
      description:
        '`active` once a provider of the type has accepted the binding; `parked` while no worker provides the type or its provider refused it.',
      enum: ['active', 'parked'],
    },
    reason: {
      description:
        'With `parked`: why, e.g. no module or worker provides the type, or its provider refused the config.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      trigger_type: 'cron',
      function_id: 'jobs::tick',
      worker_name: 'jobs',
      config: { expression: '*/5 * * * * *' },
      config_summary: '{"expression":"*/5 * * * * *"}',
      status: 'active',
    },
    {
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      worker_name: 'engine',
      config: {},
      config_summary: '{}',
      status: 'parked',
      reason: 'no module or worker provides trigger type "webhook"',
    },
  ],
};
const schema37 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
function validate25(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/registered-trigger-summary.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
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
        (data.trigger_type === undefined && (missing0 = 'trigger_type')) ||
        (data.function_id === undefined && (missing0 = 'function_id')) ||
        (data.worker_name === undefined && (missing0 = 'worker_name')) ||
        (data.config === undefined && (missing0 = 'config')) ||
        (data.config_summary === undefined && (missing0 = 'config_summary')) ||
        (data.status === undefined && (missing0 = 'status'))
      ) {
        validate25.errors = [
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
            validate25.errors = [
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
          if (data.trigger_type !== undefined) {
            const _errs4 = errors;
            if (typeof data.trigger_type !== 'string') {
              validate25.errors = [
                {
                  instancePath: instancePath + '/trigger_type',
                  schemaPath: '#/properties/trigger_type/type',
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
            if (data.function_id !== undefined) {
              const _errs6 = errors;
              if (typeof data.function_id !== 'string') {
                validate25.errors = [
                  {
                    instancePath: instancePath + '/function_id',
                    schemaPath: '#/properties/function_id/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.worker_name !== undefined) {
                const _errs8 = errors;
                if (typeof data.worker_name !== 'string') {
                  validate25.errors = [
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
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.config !== undefined) {
                  let data4 = data.config;
                  const _errs10 = errors;
                  if (
                    typeof data4 != 'object' &&
                    typeof data4 !== 'string' &&
                    !(typeof data4 == 'number' && isFinite(data4)) &&
                    typeof data4 !== 'boolean'
                  ) {
                    validate25.errors = [
                      {
                        instancePath: instancePath + '/config',
                        schemaPath: '../../common/json-value.schema.json/type',
                        keyword: 'type',
                        params: { type: schema37.type },
                        message: 'must be object,array,string,number,boolean,null',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.config_summary !== undefined) {
                    let data5 = data.config_summary;
                    const _errs13 = errors;
                    if (errors === _errs13) {
                      if (typeof data5 === 'string') {
                        if (func1(data5) > 120) {
                          validate25.errors = [
                            {
                              instancePath: instancePath + '/config_summary',
                              schemaPath: '#/properties/config_summary/maxLength',
                              keyword: 'maxLength',
                              params: { limit: 120 },
                              message: 'must NOT have more than 120 characters',
                            },
                          ];
                          return false;
                        }
                      } else {
                        validate25.errors = [
                          {
                            instancePath: instancePath + '/config_summary',
                            schemaPath: '#/properties/config_summary/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.status !== undefined) {
                      let data6 = data.status;
                      const _errs15 = errors;
                      if (!(data6 === 'active' || data6 === 'parked')) {
                        validate25.errors = [
                          {
                            instancePath: instancePath + '/status',
                            schemaPath: '#/properties/status/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema36.properties.status.enum },
                            message: 'must be equal to one of the allowed values',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs15 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.reason !== undefined) {
                        const _errs16 = errors;
                        if (typeof data.reason !== 'string') {
                          validate25.errors = [
                            {
                              instancePath: instancePath + '/reason',
                              schemaPath: '#/properties/reason/type',
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
            }
          }
        }
      }
    } else {
      validate25.errors = [
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
  validate25.errors = vErrors;
  return errors === 0;
}
validate25.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-info-output.schema.json" */ let vErrors = null;
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
        (data.worker === undefined && (missing0 = 'worker')) ||
        (data.functions === undefined && (missing0 = 'functions')) ||
        (data.trigger_types === undefined && (missing0 = 'trigger_types')) ||
        (data.registered_triggers === undefined && (missing0 = 'registered_triggers'))
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
        if (data.worker !== undefined) {
          const _errs2 = errors;
          if (
            !validate21(data.worker, {
              instancePath: instancePath + '/worker',
              parentData: data,
              parentDataProperty: 'worker',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.functions !== undefined) {
            let data1 = data.functions;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (Array.isArray(data1)) {
                var valid1 = true;
                const len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  const _errs5 = errors;
                  if (
                    !validate23(data1[i0], {
                      instancePath: instancePath + '/functions/' + i0,
                      parentData: data1,
                      parentDataProperty: i0,
                      rootData,
                      dynamicAnchors,
                    })
                  ) {
                    vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                    errors = vErrors.length;
                  }
                  var valid1 = _errs5 === errors;
                  if (!valid1) {
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
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.trigger_types !== undefined) {
              let data3 = data.trigger_types;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (Array.isArray(data3)) {
                  var valid2 = true;
                  const len1 = data3.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    let data4 = data3[i1];
                    const _errs8 = errors;
                    if (errors === _errs8) {
                      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
                        let missing1;
                        if (
                          (data4.id === undefined && (missing1 = 'id')) ||
                          (data4.description === undefined && (missing1 = 'description'))
                        ) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/trigger_types/' + i1,
                              schemaPath: '#/properties/trigger_types/items/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data4.id !== undefined) {
                            const _errs11 = errors;
                            if (typeof data4.id !== 'string') {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/trigger_types/' + i1 + '/id',
                                  schemaPath: '#/properties/trigger_types/items/properties/id/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid3 = _errs11 === errors;
                          } else {
                            var valid3 = true;
                          }
                          if (valid3) {
                            if (data4.description !== undefined) {
                              const _errs13 = errors;
                              if (typeof data4.description !== 'string') {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/trigger_types/' + i1 + '/description',
                                    schemaPath:
                                      '#/properties/trigger_types/items/properties/description/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid3 = _errs13 === errors;
                            } else {
                              var valid3 = true;
                            }
                          }
                        }
                      } else {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/trigger_types/' + i1,
                            schemaPath: '#/properties/trigger_types/items/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid2 = _errs8 === errors;
                    if (!valid2) {
                      break;
                    }
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/trigger_types',
                      schemaPath: '#/properties/trigger_types/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.registered_triggers !== undefined) {
                let data7 = data.registered_triggers;
                const _errs15 = errors;
                if (errors === _errs15) {
                  if (Array.isArray(data7)) {
                    var valid4 = true;
                    const len2 = data7.length;
                    for (let i2 = 0; i2 < len2; i2++) {
                      const _errs17 = errors;
                      if (
                        !validate25(data7[i2], {
                          instancePath: instancePath + '/registered_triggers/' + i2,
                          parentData: data7,
                          parentDataProperty: i2,
                          rootData,
                          dynamicAnchors,
                        })
                      ) {
                        vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
                        errors = vErrors.length;
                      }
                      var valid4 = _errs17 === errors;
                      if (!valid4) {
                        break;
                      }
                    }
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/registered_triggers',
                        schemaPath: '#/properties/registered_triggers/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs15 === errors;
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
