/* DO NOT EDIT — generated from schema/contracts/engine/workers-info-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/workers-info-output.schema.json` (EngineWorkersInfoOutput), as written in schema/. */
export const schema: SchemaDocument = {
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
