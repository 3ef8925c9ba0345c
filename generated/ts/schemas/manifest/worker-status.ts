/* DO NOT EDIT — generated from schema/manifest/worker-status.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `manifest/worker-status.schema.json` (WorkerStatus), as written in schema/. */
export const schema: SchemaDocument = {
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
