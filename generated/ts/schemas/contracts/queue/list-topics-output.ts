/* DO NOT EDIT — generated from schema/contracts/queue/list-topics-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/queue/list-topics-output.schema.json` (QueueListTopicsOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/list-topics-output.schema.json',
  title: 'QueueListTopicsOutput',
  description:
    'Output of `engine::queue::list_topics`: every named queue and every topic with a subscriber or a message.',
  type: 'array',
  items: {
    title: 'QueueTopicSummary',
    description: 'One topic.',
    type: 'object',
    required: ['name', 'broker_type', 'subscriber_count'],
    properties: {
      name: { description: 'Topic or queue name.', type: 'string' },
      broker_type: {
        description: 'Adapter keeping its messages: `in_memory`, `file_based` or `redis`.',
        type: 'string',
      },
      subscriber_count: {
        description: 'Trigger bindings consuming it in this engine.',
        type: 'integer',
        minimum: 0,
      },
      depth: { description: 'Messages waiting, as in `topic_stats`.', type: 'integer', minimum: 0 },
      dlq_depth: { description: 'Messages in its dead-letter queue.', type: 'integer', minimum: 0 },
    },
    additionalProperties: true,
  },
  examples: [[{ name: 'default', broker_type: 'in_memory', subscriber_count: 0, depth: 0, dlq_depth: 0 }]],
};
