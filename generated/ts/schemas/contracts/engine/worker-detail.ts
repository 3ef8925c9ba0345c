/* DO NOT EDIT — generated from schema/contracts/engine/worker-detail.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/worker-detail.schema.json` (EngineWorkerDetail), as written in schema/. */
export const schema: SchemaDocument = {
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
