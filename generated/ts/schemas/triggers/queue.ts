/* DO NOT EDIT — generated from schema/triggers/queue.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `triggers/queue.schema.json` (QueueTriggerConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/queue.schema.json',
  title: 'QueueTriggerConfig',
  description:
    'Config of a `queue` trigger (also accepted under the type name `durable:subscriber`): consume messages published to `topic`, each delivered at least once with retries. The handler receives the published data. Unknown keys are ignored.',
  type: 'object',
  required: ['topic'],
  properties: {
    topic: { description: 'Topic whose messages this trigger consumes.', type: 'string', minLength: 1 },
    queue_config: {
      description: 'How messages are delivered to the function.',
      type: 'object',
      properties: {
        type: {
          description: '`standard` (parallel, unordered) or `fifo` (one at a time, in order).',
          enum: ['standard', 'fifo'],
        },
        maxRetries: {
          description: 'Attempts after the first before a message goes to the dead-letter queue.',
          type: 'integer',
          minimum: 0,
        },
        concurrency: { description: 'Messages handled at once.', type: 'integer', minimum: 1 },
        visibilityTimeout: {
          description: 'Seconds a taken message stays hidden before it is delivered again.',
          type: 'number',
          minimum: 0,
        },
        delaySeconds: {
          description: 'Seconds before a new message becomes visible.',
          type: 'number',
          minimum: 0,
        },
        backoffType: { description: 'How the wait between retries grows.', enum: ['fixed', 'exponential'] },
        backoffDelayMs: {
          description: 'Base wait between retries, in milliseconds.',
          type: 'integer',
          minimum: 0,
        },
        maxPriority: {
          description: 'Highest message priority the queue distinguishes.',
          type: 'integer',
          minimum: 0,
        },
      },
      additionalProperties: true,
    },
    condition_function_id: {
      description:
        'Function called with the message first; a result of exactly `false` acknowledges the message without running the handler.',
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { topic: 'orders.created' },
    { topic: 'emails', queue_config: { type: 'fifo', maxRetries: 3, concurrency: 1 } },
  ],
};
