/* DO NOT EDIT — generated from schema/contracts/queue/redrive-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/queue/redrive-input.schema.json` (QueueRedriveInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/redrive-input.schema.json',
  title: 'QueueRedriveInput',
  description:
    'Input of `iii::queue::redrive`: moves every message of a dead-letter queue back to its queue, with its attempts reset.',
  type: 'object',
  properties: {
    queue: { description: 'Topic or queue name.', type: 'string' },
    topic: { description: 'Alias of `queue`.', type: 'string' },
  },
  additionalProperties: true,
  examples: [{ queue: 'orders.created' }],
};
