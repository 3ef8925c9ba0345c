/* DO NOT EDIT — generated from schema/contracts/queue/enqueue-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/queue/enqueue-output.schema.json` (QueueEnqueueOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/enqueue-output.schema.json',
  title: 'QueueEnqueueOutput',
  description:
    'Output of `engine::queue::enqueue`, `iii::durable::publish` and the answer to an `enqueue` action: sent once the message is kept (on disk with the file adapter, in Redis with the redis adapter).',
  type: 'object',
  required: ['messageReceiptId'],
  properties: {
    messageReceiptId: {
      description: 'Id of the message, as the dead-letter functions name it.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{ messageReceiptId: '5b1c0d1e-8f9a-4c5e-9b2a-0f1e2d3c4b5a' }],
};
