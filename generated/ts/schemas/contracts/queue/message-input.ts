/* DO NOT EDIT — generated from schema/contracts/queue/message-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/queue/message-input.schema.json` (QueueMessageInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/message-input.schema.json',
  title: 'QueueMessageInput',
  description:
    'Input of `iii::queue::redrive_message` and `iii::queue::discard_message`: one message of a dead-letter queue.',
  type: 'object',
  required: ['message_id'],
  properties: {
    queue: { description: 'Topic or queue name.', type: 'string' },
    topic: { description: 'Alias of `queue`.', type: 'string' },
    message_id: {
      description: "The message's id, as `dlq_messages` lists it.",
      type: 'string',
      minLength: 1,
    },
  },
  additionalProperties: true,
  examples: [{ queue: 'orders.created', message_id: 'm1' }],
};
