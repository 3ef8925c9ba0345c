/* DO NOT EDIT — generated from schema/contracts/engine/workers-register-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineWorkersRegisterInput } from '../../../contracts/engine/workers-register-input.js';

export const validateEngineWorkersRegisterInput =
  validate20 as unknown as Validator<EngineWorkersRegisterInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-register-input.schema.json',
  title: 'EngineWorkersRegisterInput',
  description:
    "Input of `engine::workers::register`: the calling worker's metadata (`contracts/worker-metadata`). The engine stores it on the connection named by the injected `_caller_worker_id`, with `name` and `description` stripped of control characters, trimmed and cut to 256 characters, and `runtime` defaulting to `unknown`; a call without a connected caller is refused with `NOT_FOUND`.",
  $ref: '../worker-metadata.schema.json',
  examples: [
    {
      runtime: 'node',
      version: '0.1.0',
      name: 'billing',
      pid: 4242,
      _caller_worker_id: '3f2b9c1e-8d4a-4e6f-a1b2-c3d4e5f6a7b8',
    },
  ],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/worker-metadata.schema.json',
  title: 'WorkerMetadata',
  description:
    'Input of `engine::workers::register`, which every SDK invokes (void) on each connect to describe itself. The engine stores it on the calling connection.',
  type: 'object',
  properties: {
    runtime: {
      description: 'Language runtime, e.g. `node` or `python`; `unknown` when absent.',
      type: 'string',
    },
    version: { description: 'SDK version.', type: 'string' },
    name: {
      description: 'Worker name shown in listings; the SDK default is `hostname:pid`.',
      type: 'string',
    },
    description: { description: 'What the worker does.', type: 'string' },
    os: { description: 'Operating system, `<platform> <release> (<arch>)`.', type: 'string' },
    pid: { description: 'Process id of the worker.', type: 'integer' },
    isolation: { description: 'Isolation the worker runs in, when known.', type: ['string', 'null'] },
    namespace: {
      description: 'Namespace the worker asks for; accepted and ignored by svc.',
      type: ['string', 'null'],
    },
    telemetry: {
      description: 'SDK facts for diagnostics.',
      type: 'object',
      properties: {
        language: { description: 'Locale of the worker process.', type: 'string' },
        project_name: { description: 'Project the worker belongs to.', type: 'string' },
        framework: {
          description: 'SDK family, e.g. `iii-node`, `iii-py`, `svc-node`, `svc-py`.',
          type: 'string',
        },
      },
      additionalProperties: true,
    },
    _caller_worker_id: {
      description: 'Injected by the engine: id of the connection that made the call.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      runtime: 'node',
      version: '0.22.1',
      name: 'probe-a',
      os: 'linux 6.18.44 (x64)',
      pid: 27775,
      isolation: null,
      telemetry: { language: 'en-US', project_name: 'iiiprobe', framework: 'iii-node' },
    },
    { runtime: 'python', version: '0.1.0', name: 'billing', pid: 9, namespace: null },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-register-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs0 = errors;
  if (errors === _errs0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.runtime !== undefined) {
        const _errs3 = errors;
        if (typeof data.runtime !== 'string') {
          validate20.errors = [
            {
              instancePath: instancePath + '/runtime',
              schemaPath: '../worker-metadata.schema.json/properties/runtime/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            },
          ];
          return false;
        }
        var valid1 = _errs3 === errors;
      } else {
        var valid1 = true;
      }
      if (valid1) {
        if (data.version !== undefined) {
          const _errs5 = errors;
          if (typeof data.version !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/version',
                schemaPath: '../worker-metadata.schema.json/properties/version/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
          var valid1 = _errs5 === errors;
        } else {
          var valid1 = true;
        }
        if (valid1) {
          if (data.name !== undefined) {
            const _errs7 = errors;
            if (typeof data.name !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/name',
                  schemaPath: '../worker-metadata.schema.json/properties/name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid1 = _errs7 === errors;
          } else {
            var valid1 = true;
          }
          if (valid1) {
            if (data.description !== undefined) {
              const _errs9 = errors;
              if (typeof data.description !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/description',
                    schemaPath: '../worker-metadata.schema.json/properties/description/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid1 = _errs9 === errors;
            } else {
              var valid1 = true;
            }
            if (valid1) {
              if (data.os !== undefined) {
                const _errs11 = errors;
                if (typeof data.os !== 'string') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/os',
                      schemaPath: '../worker-metadata.schema.json/properties/os/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid1 = _errs11 === errors;
              } else {
                var valid1 = true;
              }
              if (valid1) {
                if (data.pid !== undefined) {
                  let data5 = data.pid;
                  const _errs13 = errors;
                  if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/pid',
                        schemaPath: '../worker-metadata.schema.json/properties/pid/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      },
                    ];
                    return false;
                  }
                  var valid1 = _errs13 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data.isolation !== undefined) {
                    let data6 = data.isolation;
                    const _errs15 = errors;
                    if (typeof data6 !== 'string' && data6 !== null) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/isolation',
                          schemaPath: '../worker-metadata.schema.json/properties/isolation/type',
                          keyword: 'type',
                          params: { type: schema32.properties.isolation.type },
                          message: 'must be string,null',
                        },
                      ];
                      return false;
                    }
                    var valid1 = _errs15 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data.namespace !== undefined) {
                      let data7 = data.namespace;
                      const _errs17 = errors;
                      if (typeof data7 !== 'string' && data7 !== null) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/namespace',
                            schemaPath: '../worker-metadata.schema.json/properties/namespace/type',
                            keyword: 'type',
                            params: { type: schema32.properties.namespace.type },
                            message: 'must be string,null',
                          },
                        ];
                        return false;
                      }
                      var valid1 = _errs17 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data.telemetry !== undefined) {
                        let data8 = data.telemetry;
                        const _errs19 = errors;
                        if (errors === _errs19) {
                          if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
                            if (data8.language !== undefined) {
                              const _errs22 = errors;
                              if (typeof data8.language !== 'string') {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/telemetry/language',
                                    schemaPath:
                                      '../worker-metadata.schema.json/properties/telemetry/properties/language/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid2 = _errs22 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data8.project_name !== undefined) {
                                const _errs24 = errors;
                                if (typeof data8.project_name !== 'string') {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/telemetry/project_name',
                                      schemaPath:
                                        '../worker-metadata.schema.json/properties/telemetry/properties/project_name/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid2 = _errs24 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data8.framework !== undefined) {
                                  const _errs26 = errors;
                                  if (typeof data8.framework !== 'string') {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/telemetry/framework',
                                        schemaPath:
                                          '../worker-metadata.schema.json/properties/telemetry/properties/framework/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid2 = _errs26 === errors;
                                } else {
                                  var valid2 = true;
                                }
                              }
                            }
                          } else {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/telemetry',
                                schemaPath: '../worker-metadata.schema.json/properties/telemetry/type',
                                keyword: 'type',
                                params: { type: 'object' },
                                message: 'must be object',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid1 = _errs19 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data._caller_worker_id !== undefined) {
                          const _errs28 = errors;
                          if (typeof data._caller_worker_id !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/_caller_worker_id',
                                schemaPath:
                                  '../worker-metadata.schema.json/properties/_caller_worker_id/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid1 = _errs28 === errors;
                        } else {
                          var valid1 = true;
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
          schemaPath: '../worker-metadata.schema.json/type',
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
