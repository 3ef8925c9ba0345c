/* DO NOT EDIT — generated from schema/contracts/queue/dlq-messages-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/queue/dlq-messages-input.schema.json` (QueueDlqMessagesInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/dlq-messages-input.schema.json',
  title: 'QueueDlqMessagesInput',
  description:
    "Input of `engine::queue::dlq_messages`: one page of a topic's dead-letter queue, oldest failure first.",
  type: 'object',
  required: ['topic'],
  properties: {
    topic: { description: 'Topic or queue name.', type: 'string', minLength: 1 },
    offset: { description: 'Messages to skip.', type: 'integer', minimum: 0, default: 0 },
    limit: {
      description: 'Most messages in the page.',
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      default: 50,
    },
  },
  additionalProperties: true,
  examples: [{ topic: 'orders.created' }, { topic: 'orders.created', offset: 50, limit: 50 }],
};
