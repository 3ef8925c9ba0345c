/* DO NOT EDIT — generated from schema/config/workers/svc-queue.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `config/workers/svc-queue.schema.json` (SvcQueueConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-queue.schema.json',
  title: 'SvcQueueConfig',
  description:
    'Config of `svc-queue`: named queues for `enqueue` actions and `queue` triggers, with retries and a dead-letter queue.',
  type: 'object',
  properties: {
    adapter: {
      description: 'Where messages are kept until acknowledged; `in_memory` when absent.',
      $ref: 'store-adapter.schema.json',
    },
    queues: {
      description: 'Settings per queue name; a `default` queue always exists.',
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: {
          type: {
            description: '`standard` (parallel) or `fifo` (one at a time, in order).',
            enum: ['standard', 'fifo'],
          },
          max_retries: {
            description:
              'Attempts after the first before a message is dead-lettered (3 by default): `max_retries: N` means N+1 attempts.',
            type: 'integer',
            minimum: 0,
          },
          concurrency: {
            description:
              'Messages handled at once per function in this engine (10 by default); a `fifo` queue still runs one message of a group at a time.',
            type: 'integer',
            minimum: 1,
          },
          visibility_timeout_ms: {
            description:
              'Deadline of one delivery (30000 by default): past it the attempt is cancelled and counted as failed; with the redis adapter, a message taken by an engine that went away is delivered again after it.',
            type: 'integer',
            minimum: 1,
          },
          backoff_ms: {
            description: 'Base wait between retries, in milliseconds (1000 by default).',
            type: 'integer',
            minimum: 0,
          },
          backoff_type: {
            description:
              '`exponential` (default): the wait doubles after each failed attempt (`backoff_ms · 2^(n-1)`); `fixed`: always `backoff_ms`.',
            enum: ['fixed', 'exponential'],
          },
          delay_seconds: {
            description: 'Seconds before a new message can be delivered.',
            type: 'number',
            minimum: 0,
          },
          max_priority: {
            description:
              'Highest message priority the queue distinguishes; higher priorities are delivered first. 0 (default) ignores priorities.',
            type: 'integer',
            minimum: 0,
          },
          message_group_field: {
            description:
              "`fifo`: the data field whose value is a message's group; order is kept within a group. Without it a fifo queue is one group.",
            type: 'string',
            minLength: 1,
          },
        },
        additionalProperties: false,
      },
    },
    max_messages: {
      description:
        'Most messages kept (waiting, in flight and dead-lettered) over every queue; an enqueue or publish past it fails with `queue_full`. 1000000 by default.',
      type: 'integer',
      minimum: 1,
    },
    poll_interval_ms: {
      description:
        '`redis` adapter: how often an idle consumer looks for messages other engines enqueued (messages from this engine wake it at once). 200 by default.',
      type: 'integer',
      minimum: 1,
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { queues: { emails: { type: 'fifo', max_retries: 5 } } },
    {
      adapter: { name: 'redis', url: 'redis://127.0.0.1:6379/0' },
      queues: {
        mail: {
          type: 'fifo',
          message_group_field: 'user',
          backoff_type: 'fixed',
          backoff_ms: 500,
          delay_seconds: 1,
          max_priority: 5,
        },
      },
    },
  ],
};
