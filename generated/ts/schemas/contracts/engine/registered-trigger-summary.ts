/* DO NOT EDIT — generated from schema/contracts/engine/registered-trigger-summary.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/registered-trigger-summary.schema.json` (EngineRegisteredTriggerSummary), as written in schema/. */
export const schema: SchemaDocument = {
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
