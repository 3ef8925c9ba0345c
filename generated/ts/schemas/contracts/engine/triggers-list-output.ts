/* DO NOT EDIT — generated from schema/contracts/engine/triggers-list-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/triggers-list-output.schema.json` (EngineTriggersListOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/triggers-list-output.schema.json',
  title: 'EngineTriggersListOutput',
  description: 'Output of `engine::triggers::list`.',
  type: 'object',
  required: ['triggers'],
  properties: {
    triggers: {
      description: 'The trigger types that pass the filters, sorted by id.',
      type: 'array',
      items: { $ref: 'trigger-type-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      triggers: [
        { id: 'http', worker_name: 'svc-http', description: 'HTTP requests to a route' },
        { id: 'state', worker_name: 'svc-state', description: 'A state entry changed' },
      ],
    },
  ],
};
