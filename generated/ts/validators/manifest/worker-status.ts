/* DO NOT EDIT — generated from schema/manifest/worker-status.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { WorkerStatus } from '../../manifest/worker-status.js';

export const validateWorkerStatus = validate20 as unknown as Validator<WorkerStatus>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'manifest/worker-status.schema.json',
  title: 'WorkerStatus',
  description:
    "`.svc/status.json` in a path worker's folder: what the engine's supervisor is doing with the worker, rewritten whole on every change. `svc worker add` follows it and `svc worker list` shows its `state`; the engine writes it and nobody else does.",
  type: 'object',
  required: ['name', 'state', 'restarts', 'install_log', 'log', 'engine_pid', 'updated_at'],
  properties: {
    name: { description: "The worker's name in the engine config.", type: 'string' },
    state: {
      description:
        '`installing` while `scripts.install` runs; `install_failed` when it failed (the worker is not started until the config is saved again); `running` once `scripts.start` runs; `restarting` while waiting to start it again after it exited; `manifest_invalid` when `svc.worker.yaml` could not be read; `stopped` once the engine stopped supervising it.',
      enum: ['installing', 'install_failed', 'running', 'restarting', 'manifest_invalid', 'stopped'],
    },
    restarts: {
      description: 'Times the worker was started again after exiting, since supervision began.',
      type: 'integer',
      minimum: 0,
    },
    install_log: { description: "Path of the install script's output, `.svc/install.log`.", type: 'string' },
    log: { description: "Path of the worker's output, `.svc/worker.log`.", type: 'string' },
    engine_pid: { description: 'Process id of the engine that supervises the worker.', type: 'integer' },
    updated_at: { description: 'When the file was written.', type: 'string', format: 'date-time' },
    pid: {
      description:
        "With `running`: process id of the start script, the leader of the worker's process group.",
      type: 'integer',
    },
    exit: {
      description:
        "With `restarting` and `install_failed`: the script's exit code, or the name of the signal that ended it.",
      type: ['integer', 'string'],
    },
    restart_in_ms: {
      description: 'With `restarting`: how long until the next start, in milliseconds.',
      type: 'integer',
      minimum: 0,
    },
    error: {
      description:
        'With `manifest_invalid`: what is wrong with `svc.worker.yaml`, with its file, line and field.',
      type: 'string',
    },
    replicas: {
      description:
        'With `running` and `restarting`, for a worker whose config entry asks for more than one copy (`replicas`): each copy, in start order. The top-level `state` is `running` while at least one copy runs, and `restarts` counts the restarts of all copies.',
      type: 'array',
      items: {
        type: 'object',
        required: ['state', 'restarts'],
        properties: {
          state: {
            description: '`running` or `restarting`, as for the worker.',
            enum: ['running', 'restarting'],
          },
          pid: { description: "With `running`: process id of this copy's start script.", type: 'integer' },
          restarts: {
            description: 'Times this copy was started again after exiting.',
            type: 'integer',
            minimum: 0,
          },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: true,
  examples: [
    {
      name: 'scorer',
      state: 'running',
      restarts: 0,
      install_log: '/srv/app/workers/scorer/.svc/install.log',
      log: '/srv/app/workers/scorer/.svc/worker.log',
      engine_pid: 4100,
      updated_at: '2026-11-21T10:00:00.004Z',
      pid: 4242,
    },
    {
      name: 'scorer',
      state: 'running',
      restarts: 1,
      install_log: '/srv/app/workers/scorer/.svc/install.log',
      log: '/srv/app/workers/scorer/.svc/worker.log',
      engine_pid: 4100,
      updated_at: '2026-11-21T10:00:00.004Z',
      pid: 4242,
      replicas: [
        { state: 'running', pid: 4242, restarts: 0 },
        { state: 'restarting', restarts: 1 },
      ],
    },
    {
      name: 'scorer',
      state: 'restarting',
      restarts: 3,
      install_log: '/srv/app/workers/scorer/.svc/install.log',
      log: '/srv/app/workers/scorer/.svc/worker.log',
      engine_pid: 4100,
      updated_at: '2026-11-21T10:00:05.120Z',
      exit: 'SIGKILL',
      restart_in_ms: 4000,
    },
    {
      name: 'scorer',
      state: 'install_failed',
      restarts: 0,
      install_log: '/srv/app/workers/scorer/.svc/install.log',
      log: '/srv/app/workers/scorer/.svc/worker.log',
      engine_pid: 4100,
      updated_at: '2026-11-21T09:59:58.000Z',
      exit: 7,
    },
    {
      name: 'scorer',
      state: 'manifest_invalid',
      restarts: 0,
      install_log: '/srv/app/workers/scorer/.svc/install.log',
      log: '/srv/app/workers/scorer/.svc/worker.log',
      engine_pid: 4100,
      updated_at: '2026-11-21T09:59:58.000Z',
      error:
        'svc.worker.yaml:3:9: runtime.kind: must be equal to one of the allowed values: "node", "python"',
    },
  ],
};
const formats0 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="manifest/worker-status.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.restarts === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'restarts' },
        message: "must have required property '" + 'restarts' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.install_log === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'install_log' },
        message: "must have required property '" + 'install_log' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.log === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'log' },
        message: "must have required property '" + 'log' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.engine_pid === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'engine_pid' },
        message: "must have required property '" + 'engine_pid' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.updated_at === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'updated_at' },
        message: "must have required property '" + 'updated_at' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.name !== undefined) {
      if (typeof data.name !== 'string') {
        const err7 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.state !== undefined) {
      let data1 = data.state;
      if (!(
        data1 === 'installing' ||
        data1 === 'install_failed' ||
        data1 === 'running' ||
        data1 === 'restarting' ||
        data1 === 'manifest_invalid' ||
        data1 === 'stopped'
      )) {
        const err8 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.state.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.restarts !== undefined) {
      let data2 = data.restarts;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err9 = {
          instancePath: instancePath + '/restarts',
          schemaPath: '#/properties/restarts/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/restarts',
            schemaPath: '#/properties/restarts/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.install_log !== undefined) {
      if (typeof data.install_log !== 'string') {
        const err11 = {
          instancePath: instancePath + '/install_log',
          schemaPath: '#/properties/install_log/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.log !== undefined) {
      if (typeof data.log !== 'string') {
        const err12 = {
          instancePath: instancePath + '/log',
          schemaPath: '#/properties/log/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.engine_pid !== undefined) {
      let data5 = data.engine_pid;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err13 = {
          instancePath: instancePath + '/engine_pid',
          schemaPath: '#/properties/engine_pid/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.updated_at !== undefined) {
      let data6 = data.updated_at;
      if (typeof data6 === 'string') {
        if (!formats0.test(data6)) {
          const err14 = {
            instancePath: instancePath + '/updated_at',
            schemaPath: '#/properties/updated_at/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/updated_at',
          schemaPath: '#/properties/updated_at/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.pid !== undefined) {
      let data7 = data.pid;
      if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
        const err16 = {
          instancePath: instancePath + '/pid',
          schemaPath: '#/properties/pid/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.exit !== undefined) {
      let data8 = data.exit;
      if (
        !(typeof data8 == 'number' && !(data8 % 1) && !isNaN(data8) && isFinite(data8)) &&
        typeof data8 !== 'string'
      ) {
        const err17 = {
          instancePath: instancePath + '/exit',
          schemaPath: '#/properties/exit/type',
          keyword: 'type',
          params: { type: schema31.properties.exit.type },
          message: 'must be integer,string',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.restart_in_ms !== undefined) {
      let data9 = data.restart_in_ms;
      if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err18 = {
          instancePath: instancePath + '/restart_in_ms',
          schemaPath: '#/properties/restart_in_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (typeof data9 == 'number' && isFinite(data9)) {
        if (data9 < 0 || isNaN(data9)) {
          const err19 = {
            instancePath: instancePath + '/restart_in_ms',
            schemaPath: '#/properties/restart_in_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    }
    if (data.error !== undefined) {
      if (typeof data.error !== 'string') {
        const err20 = {
          instancePath: instancePath + '/error',
          schemaPath: '#/properties/error/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.replicas !== undefined) {
      let data11 = data.replicas;
      if (Array.isArray(data11)) {
        const len0 = data11.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data12 = data11[i0];
          if (data12 && typeof data12 == 'object' && !Array.isArray(data12)) {
            if (data12.state === undefined) {
              const err21 = {
                instancePath: instancePath + '/replicas/' + i0,
                schemaPath: '#/properties/replicas/items/required',
                keyword: 'required',
                params: { missingProperty: 'state' },
                message: "must have required property '" + 'state' + "'",
              };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (data12.restarts === undefined) {
              const err22 = {
                instancePath: instancePath + '/replicas/' + i0,
                schemaPath: '#/properties/replicas/items/required',
                keyword: 'required',
                params: { missingProperty: 'restarts' },
                message: "must have required property '" + 'restarts' + "'",
              };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            for (const key0 in data12) {
              if (!(key0 === 'state' || key0 === 'pid' || key0 === 'restarts')) {
                const err23 = {
                  instancePath: instancePath + '/replicas/' + i0,
                  schemaPath: '#/properties/replicas/items/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key0 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data12.state !== undefined) {
              let data13 = data12.state;
              if (!(data13 === 'running' || data13 === 'restarting')) {
                const err24 = {
                  instancePath: instancePath + '/replicas/' + i0 + '/state',
                  schemaPath: '#/properties/replicas/items/properties/state/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema31.properties.replicas.items.properties.state.enum },
                  message: 'must be equal to one of the allowed values',
                };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data12.pid !== undefined) {
              let data14 = data12.pid;
              if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
                const err25 = {
                  instancePath: instancePath + '/replicas/' + i0 + '/pid',
                  schemaPath: '#/properties/replicas/items/properties/pid/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data12.restarts !== undefined) {
              let data15 = data12.restarts;
              if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
                const err26 = {
                  instancePath: instancePath + '/replicas/' + i0 + '/restarts',
                  schemaPath: '#/properties/replicas/items/properties/restarts/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
              if (typeof data15 == 'number' && isFinite(data15)) {
                if (data15 < 0 || isNaN(data15)) {
                  const err27 = {
                    instancePath: instancePath + '/replicas/' + i0 + '/restarts',
                    schemaPath: '#/properties/replicas/items/properties/restarts/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err28 = {
              instancePath: instancePath + '/replicas/' + i0,
              schemaPath: '#/properties/replicas/items/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
      } else {
        const err29 = {
          instancePath: instancePath + '/replicas',
          schemaPath: '#/properties/replicas/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
  } else {
    const err30 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err30];
    } else {
      vErrors.push(err30);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
