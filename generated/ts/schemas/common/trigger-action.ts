/* DO NOT EDIT — generated from schema/common/trigger-action.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `common/trigger-action.schema.json` (TriggerAction), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/trigger-action.schema.json',
  title: 'TriggerAction',
  description:
    'How an invocation is delivered. Absent means request/response: the caller waits for the result.',
  oneOf: [
    {
      title: 'VoidAction',
      description:
        'Fire and forget: the caller sends no invocation id and never receives a reply, not even an error.',
      type: 'object',
      required: ['type'],
      properties: { type: { description: 'Action tag.', const: 'void' } },
      additionalProperties: true,
    },
    {
      title: 'EnqueueAction',
      description:
        'Hand the invocation to a queue; the caller receives `{messageReceiptId}` once the queue has accepted it, or the error `enqueue_error`.',
      type: 'object',
      required: ['type', 'queue'],
      properties: {
        type: { description: 'Action tag.', const: 'enqueue' },
        queue: { description: 'Name of the queue that takes the invocation.', type: 'string', minLength: 1 },
      },
      additionalProperties: true,
    },
  ],
  examples: [{ type: 'void' }, { type: 'enqueue', queue: 'jobs' }],
};
