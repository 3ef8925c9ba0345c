/* DO NOT EDIT — generated from schema/contracts/worker-metadata.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { WorkerMetadata } from '../../contracts/worker-metadata.js';

export const validateWorkerMetadata = validate20 as unknown as Validator<WorkerMetadata>;
const schema31 = {
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
  /*# sourceURL="contracts/worker-metadata.schema.json" */ let vErrors = null;
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
      if (data.runtime !== undefined) {
        const _errs2 = errors;
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
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data.version !== undefined) {
          const _errs4 = errors;
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
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.name !== undefined) {
            const _errs6 = errors;
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
            var valid0 = _errs6 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.description !== undefined) {
              const _errs8 = errors;
              if (typeof data.description !== 'string') {
                validate20.errors = [
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
              var valid0 = _errs8 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.os !== undefined) {
                const _errs10 = errors;
                if (typeof data.os !== 'string') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/os',
                      schemaPath: '#/properties/os/type',
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
                if (data.pid !== undefined) {
                  let data5 = data.pid;
                  const _errs12 = errors;
                  if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/pid',
                        schemaPath: '#/properties/pid/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs12 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.isolation !== undefined) {
                    let data6 = data.isolation;
                    const _errs14 = errors;
                    if (typeof data6 !== 'string' && data6 !== null) {
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
                    var valid0 = _errs14 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.namespace !== undefined) {
                      let data7 = data.namespace;
                      const _errs16 = errors;
                      if (typeof data7 !== 'string' && data7 !== null) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/namespace',
                            schemaPath: '#/properties/namespace/type',
                            keyword: 'type',
                            params: { type: schema31.properties.namespace.type },
                            message: 'must be string,null',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs16 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.telemetry !== undefined) {
                        let data8 = data.telemetry;
                        const _errs18 = errors;
                        if (errors === _errs18) {
                          if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
                            if (data8.language !== undefined) {
                              const _errs21 = errors;
                              if (typeof data8.language !== 'string') {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/telemetry/language',
                                    schemaPath: '#/properties/telemetry/properties/language/type',
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
                            if (valid1) {
                              if (data8.project_name !== undefined) {
                                const _errs23 = errors;
                                if (typeof data8.project_name !== 'string') {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/telemetry/project_name',
                                      schemaPath: '#/properties/telemetry/properties/project_name/type',
                                      keyword: 'type',
                                      params: { type: 'string' },
                                      message: 'must be string',
                                    },
                                  ];
                                  return false;
                                }
                                var valid1 = _errs23 === errors;
                              } else {
                                var valid1 = true;
                              }
                              if (valid1) {
                                if (data8.framework !== undefined) {
                                  const _errs25 = errors;
                                  if (typeof data8.framework !== 'string') {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/telemetry/framework',
                                        schemaPath: '#/properties/telemetry/properties/framework/type',
                                        keyword: 'type',
                                        params: { type: 'string' },
                                        message: 'must be string',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid1 = _errs25 === errors;
                                } else {
                                  var valid1 = true;
                                }
                              }
                            }
                          } else {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/telemetry',
                                schemaPath: '#/properties/telemetry/type',
                                keyword: 'type',
                                params: { type: 'object' },
                                message: 'must be object',
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
                        if (data._caller_worker_id !== undefined) {
                          const _errs27 = errors;
                          if (typeof data._caller_worker_id !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/_caller_worker_id',
                                schemaPath: '#/properties/_caller_worker_id/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
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
