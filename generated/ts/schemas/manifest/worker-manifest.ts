/* DO NOT EDIT — generated from schema/manifest/worker-manifest.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `manifest/worker-manifest.schema.json` (WorkerManifest), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'manifest/worker-manifest.schema.json',
  title: 'WorkerManifest',
  description:
    "A worker's `svc.worker.yaml`: how the engine's supervisor installs and starts a worker found at a path. The engine runs `scripts.install` once (again with `--force`), then `scripts.start` with `SVC_URL` set, restarting it with backoff when it exits.",
  type: 'object',
  required: ['name', 'runtime', 'scripts'],
  properties: {
    name: {
      description: 'Worker name: lower-case letters, digits, `-` and `_`, starting with a letter or digit.',
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9_-]{0,63}$',
    },
    description: { description: 'What the worker does.', type: 'string' },
    runtime: {
      description: 'What the worker runs on.',
      type: 'object',
      required: ['kind'],
      properties: {
        kind: { description: 'Language runtime.', enum: ['node', 'python'] },
        package_manager: {
          description: "Tool that installs the worker's dependencies.",
          enum: ['npm', 'pnpm', 'yarn', 'pip', 'uv', 'poetry'],
        },
        entry: {
          description: 'Entry file, relative to the manifest, e.g. `src/worker.ts` or `worker.py`.',
          type: 'string',
          minLength: 1,
        },
      },
      additionalProperties: false,
    },
    scripts: {
      description: "Shell commands run in the worker's folder.",
      type: 'object',
      required: ['start'],
      properties: {
        install: {
          description: "Installs dependencies; its output is kept in the worker's install log.",
          type: 'string',
        },
        start: {
          description: 'Starts the worker; it must connect to the engine at `SVC_URL`.',
          type: 'string',
          minLength: 1,
        },
      },
      additionalProperties: false,
    },
    env: {
      description: 'Extra environment variables for both scripts.',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
  },
  additionalProperties: false,
  examples: [
    {
      name: 'billing',
      runtime: { kind: 'node', package_manager: 'npm', entry: 'src/worker.ts' },
      scripts: { install: 'npm install', start: 'node src/worker.ts' },
    },
    {
      name: 'scorer',
      runtime: { kind: 'python', package_manager: 'pip', entry: 'worker.py' },
      scripts: {
        install: 'python3 -m venv .venv && .venv/bin/pip install -r requirements.txt',
        start: '.venv/bin/python worker.py',
      },
    },
  ],
};
