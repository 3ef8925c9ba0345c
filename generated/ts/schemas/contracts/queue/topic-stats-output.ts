/* DO NOT EDIT — generated from schema/contracts/queue/topic-stats-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/queue/topic-stats-output.schema.json` (QueueTopicStatsOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/topic-stats-output.schema.json',
  title: 'QueueTopicStatsOutput',
  description:
    'Output of `engine::queue::topic_stats`: counts of one topic or named queue, over every function it delivers to. Counters (`done`, `failed`) count since the engine started.',
  type: 'object',
  required: ['depth', 'in_flight', 'done', 'failed', 'dlq_depth', 'consumer_count', 'config'],
  properties: {
    depth: {
      description:
        'Messages waiting to be delivered (ready, delayed or waiting for a retry), not counting those in flight.',
      type: 'integer',
      minimum: 0,
    },
    in_flight: { description: 'Messages being delivered now.', type: 'integer', minimum: 0 },
    done: { description: 'Deliveries that succeeded.', type: 'integer', minimum: 0 },
    failed: { description: 'Attempts that failed (each retry counts).', type: 'integer', minimum: 0 },
    dlq_depth: { description: "Messages in the topic's dead-letter queue.", type: 'integer', minimum: 0 },
    consumer_count: {
      description: 'Trigger bindings consuming the topic in this engine.',
      type: 'integer',
      minimum: 0,
    },
    config: { description: 'Settings of the named queue of that name, or null.', type: ['object', 'null'] },
  },
  additionalProperties: true,
  examples: [{ depth: 3, in_flight: 1, done: 40, failed: 2, dlq_depth: 1, consumer_count: 1, config: null }],
};
