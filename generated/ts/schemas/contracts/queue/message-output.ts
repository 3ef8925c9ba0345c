/* DO NOT EDIT — generated from schema/contracts/queue/message-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/queue/message-output.schema.json` (QueueMessageOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/message-output.schema.json',
  title: 'QueueMessageOutput',
  description:
    'Output of `iii::queue::redrive_message` (`redriven`) and `iii::queue::discard_message` (`discarded`): false when the dead-letter queue does not hold that message.',
  type: 'object',
  required: ['queue', 'message_id'],
  properties: {
    queue: { description: 'Topic or queue name.', type: 'string' },
    message_id: { description: "The message's id.", type: 'string' },
    redriven: { description: '`redrive_message`: the message went back to its queue.', type: 'boolean' },
    discarded: { description: '`discard_message`: the message was deleted.', type: 'boolean' },
  },
  additionalProperties: true,
  examples: [{ queue: 'orders.created', message_id: 'm1', redriven: true }],
};
