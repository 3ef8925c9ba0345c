/* DO NOT EDIT — generated from schema/stream-wire/live-queues.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `stream-wire/live-queues.schema.json` (LiveQueueStats), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/live-queues.schema.json',
  title: 'LiveQueueStats',
  description:
    '`data` of the `stats` events of `svc:live` group `queues`: the counts of every queue topic, sent once per `live_interval_ms` while any of them changes.',
  type: 'object',
  required: ['topics'],
  properties: {
    topics: {
      description:
        'One entry per named queue, subscribed topic or topic holding messages, by name (at most 500).',
      type: 'array',
      items: {
        title: 'LiveQueueTopic',
        description: 'The counts of one topic, as `engine::queue::topic_stats` reads them.',
        type: 'object',
        required: ['name', 'depth', 'in_flight', 'done', 'failed', 'dlq_depth'],
        properties: {
          name: { description: 'The topic or named queue.', type: 'string' },
          broker_type: {
            description: 'The adapter keeping it (`in_memory`, `file_based`, `redis`).',
            type: 'string',
          },
          subscriber_count: { description: 'Functions bound to the topic.', type: 'integer', minimum: 0 },
          depth: {
            description: 'Messages waiting, delayed or waiting for a retry.',
            type: 'integer',
            minimum: 0,
          },
          in_flight: { description: 'Messages being delivered now.', type: 'integer', minimum: 0 },
          done: {
            description: 'Deliveries that succeeded since the engine started.',
            type: 'integer',
            minimum: 0,
          },
          failed: {
            description: 'Attempts that failed since the engine started (each retry counts).',
            type: 'integer',
            minimum: 0,
          },
          dlq_depth: {
            description: "Messages in the topic's dead-letter queue.",
            type: 'integer',
            minimum: 0,
          },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    {
      topics: [
        {
          name: 'orders',
          broker_type: 'in_memory',
          subscriber_count: 1,
          depth: 3,
          in_flight: 1,
          done: 120,
          failed: 4,
          dlq_depth: 1,
        },
      ],
    },
  ],
};
