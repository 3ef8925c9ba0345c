/* DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-info-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/registered-triggers-info-output.schema.json` (EngineRegisteredTriggersInfoOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/registered-triggers-info-output.schema.json',
  title: 'EngineRegisteredTriggersInfoOutput',
  description:
    'Output of `engine::registered-triggers::info`: the binding, with its metadata, its trigger type and its function.',
  type: 'object',
  allOf: [{ $ref: 'registered-trigger-summary.schema.json' }],
  required: ['trigger', 'function'],
  properties: {
    metadata: {
      description: "The binding's metadata; absent when it was registered without.",
      $ref: '../../common/json-value.schema.json',
    },
    trigger: {
      description: "The binding's trigger type; null while nobody provides it.",
      oneOf: [{ $ref: 'trigger-type-summary.schema.json' }, { type: 'null' }],
    },
    function: {
      description: 'The function the binding invokes; null while it is not registered.',
      oneOf: [{ $ref: 'function-summary.schema.json' }, { type: 'null' }],
    },
  },
  additionalProperties: true,
  examples: [
    {
      id: 't-1',
      trigger_type: 'cron',
      function_id: 'jobs::tick',
      worker_name: 'jobs',
      config: { expression: '0 * * * * *' },
      config_summary: '{"expression":"0 * * * * *"}',
      status: 'active',
      metadata: { owner: 'ops' },
      trigger: { id: 'cron', worker_name: 'svc-cron', description: 'A cron schedule' },
      function: { function_id: 'jobs::tick', worker_name: 'jobs' },
    },
    {
      id: 't-2',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      worker_name: 'engine',
      config: {},
      config_summary: '{}',
      status: 'parked',
      trigger: null,
      function: null,
    },
  ],
};
