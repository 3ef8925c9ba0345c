/* DO NOT EDIT — generated from schema/contracts/worker-metadata.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `contracts/worker-metadata.schema.json` (WorkerMetadata), as written in schema/. */
export const schema: SchemaDocument = {
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
