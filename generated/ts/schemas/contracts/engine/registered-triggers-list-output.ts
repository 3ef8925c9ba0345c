/* DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-list-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/registered-triggers-list-output.schema.json` (EngineRegisteredTriggersListOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/registered-triggers-list-output.schema.json',
  title: 'EngineRegisteredTriggersListOutput',
  description: 'Output of `engine::registered-triggers::list`.',
  type: 'object',
  required: ['registered_triggers'],
  properties: {
    registered_triggers: {
      description: 'The bindings that pass the filters, sorted by id.',
      type: 'array',
      items: { $ref: 'registered-trigger-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      registered_triggers: [
        {
          id: 't-1',
          trigger_type: 'tick',
          function_id: 'user::on_tick',
          worker_name: 'user',
          config: { every: 'once' },
          config_summary: '{"every":"once"}',
          status: 'parked',
        },
      ],
    },
  ],
};
