/* DO NOT EDIT — generated from schema/contracts/queue/dlq-topics-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/queue/dlq-topics-output.schema.json` (QueueDlqTopicsOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/dlq-topics-output.schema.json',
  title: 'QueueDlqTopicsOutput',
  description: 'Output of `engine::queue::dlq_topics`: every topic whose dead-letter queue holds messages.',
  type: 'array',
  items: {
    title: 'QueueDlqTopic',
    description: 'One dead-letter queue.',
    type: 'object',
    required: ['topic', 'broker_type', 'message_count'],
    properties: {
      topic: { description: 'Topic or queue name.', type: 'string' },
      broker_type: { description: 'Adapter keeping its messages.', type: 'string' },
      message_count: { description: 'Messages in it.', type: 'integer', minimum: 0 },
    },
    additionalProperties: true,
  },
  examples: [[{ topic: 'orders.created', broker_type: 'file_based', message_count: 2 }]],
};
