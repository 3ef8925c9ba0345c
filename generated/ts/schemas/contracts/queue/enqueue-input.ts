/* DO NOT EDIT — generated from schema/contracts/queue/enqueue-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/queue/enqueue-input.schema.json` (QueueEnqueueInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/enqueue-input.schema.json',
  title: 'QueueEnqueueInput',
  description:
    'Input of `engine::queue::enqueue`: the provider form of an `enqueue` action. The message is kept on the named queue and `function_id` is invoked with `data` at least once.',
  type: 'object',
  required: ['queue', 'function_id'],
  properties: {
    queue: {
      description: "Named queue from svc-queue's `queues` settings, or `default`.",
      type: 'string',
      minLength: 1,
    },
    function_id: {
      description: 'Function the message is delivered to.',
      $ref: '../../common/function-id.schema.json',
    },
    data: { description: 'Payload the function receives.', $ref: '../../common/json-value.schema.json' },
    messageReceiptId: {
      description:
        'Id to give the message (the engine makes one for an `enqueue` action); a new UUID when absent.',
      type: 'string',
      minLength: 1,
    },
    traceparent: {
      description: 'W3C trace context of the caller, passed to every delivery.',
      type: 'string',
    },
    baggage: { description: 'W3C baggage of the caller, passed to every delivery.', type: 'string' },
  },
  additionalProperties: true,
  examples: [{ queue: 'default', function_id: 'emails::send', data: { to: 'ada@example.com' } }],
};
