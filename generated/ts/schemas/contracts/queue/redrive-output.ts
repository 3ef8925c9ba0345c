/* DO NOT EDIT — generated from schema/contracts/queue/redrive-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/queue/redrive-output.schema.json` (QueueRedriveOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/redrive-output.schema.json',
  title: 'QueueRedriveOutput',
  description: 'Output of `iii::queue::redrive`.',
  type: 'object',
  required: ['queue', 'redriven'],
  properties: {
    queue: { description: 'Topic or queue name.', type: 'string' },
    redriven: { description: 'Messages moved back.', type: 'integer', minimum: 0 },
  },
  additionalProperties: true,
  examples: [{ queue: 'orders.created', redriven: 3 }],
};
