/* DO NOT EDIT — generated from schema/contracts/queue/dlq-messages-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/queue/dlq-messages-output.schema.json` (QueueDlqMessagesOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/dlq-messages-output.schema.json',
  title: 'QueueDlqMessagesOutput',
  description: 'Output of `engine::queue::dlq_messages`.',
  type: 'object',
  required: ['topic', 'messages', 'total'],
  properties: {
    topic: { description: 'Topic or queue name.', type: 'string' },
    total: {
      description: 'Messages in the dead-letter queue, over every page.',
      type: 'integer',
      minimum: 0,
    },
    messages: {
      description: 'The page.',
      type: 'array',
      items: {
        title: 'QueueDlqMessage',
        description: 'One dead message.',
        type: 'object',
        required: ['id', 'function_id', 'payload', 'error', 'failed_at', 'retries', 'size_bytes'],
        properties: {
          id: { description: 'Message id (its `messageReceiptId`).', type: 'string' },
          function_id: { description: 'Function it was delivered to.', type: 'string' },
          payload: { description: "The message's data.", $ref: '../../common/json-value.schema.json' },
          error: { description: 'Error of the last attempt (`code: message`).', type: 'string' },
          failed_at: { description: 'When it was dead-lettered, in Unix seconds.', type: 'number' },
          retries: { description: 'Attempts made.', type: 'integer', minimum: 0 },
          size_bytes: { description: "Size of the payload's JSON text.", type: 'integer', minimum: 0 },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
  examples: [
    {
      topic: 't',
      total: 1,
      messages: [
        {
          id: 'm1',
          function_id: 'f',
          payload: {},
          error: 'invocation_failed: boom',
          failed_at: 1700000000,
          retries: 4,
          size_bytes: 2,
        },
      ],
    },
  ],
};
