/* DO NOT EDIT — generated from schema/contracts/queue/publish-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/queue/publish-input.schema.json` (QueuePublishInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/publish-input.schema.json',
  title: 'QueuePublishInput',
  description:
    'Input of `iii::durable::publish`: one message to every function bound to `topic` by a `queue` or `durable:subscriber` trigger, each delivered at least once.',
  type: 'object',
  properties: {
    topic: { description: 'Topic to publish to.', type: 'string' },
    queue: { description: 'Alias of `topic`.', type: 'string' },
    data: { description: 'Payload every subscriber receives.', $ref: '../../common/json-value.schema.json' },
    messageGroupId: {
      description:
        "FIFO subscribers: messages of one group are delivered one at a time, in publish order. Defaults to the data field the queue's `message_group_field` names.",
      type: 'string',
    },
    priority: {
      description:
        "Higher is delivered first among ready messages, up to the subscriber's `maxPriority`; 0 by default.",
      type: 'integer',
      minimum: 0,
    },
    delaySeconds: {
      description:
        "Seconds before the message can be delivered; the subscriber's `delaySeconds` when absent.",
      type: 'number',
      minimum: 0,
    },
  },
  additionalProperties: true,
  examples: [
    { topic: 'orders.created', data: { id: 7 } },
    { topic: 'mail', data: {}, messageGroupId: 'u1', priority: 2 },
  ],
};
