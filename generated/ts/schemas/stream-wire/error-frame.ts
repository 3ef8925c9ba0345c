/* DO NOT EDIT — generated from schema/stream-wire/error-frame.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `stream-wire/error-frame.schema.json` (StreamErrorFrame), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/error-frame.schema.json',
  title: 'StreamErrorFrame',
  description:
    "What svc-stream's socket answers a frame it cannot act on (not JSON, failing `stream-wire/client-message`, too many subscriptions). The socket stays open.",
  type: 'object',
  required: ['type', 'error'],
  properties: {
    type: { description: 'Always `error`.', const: 'error' },
    subscriptionId: { description: 'The subscription the frame named, when it named one.', type: 'string' },
    error: {
      title: 'StreamError',
      description: 'What was wrong.',
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          description: '`invalid_message` or `too_many_subscriptions` (docs/errors.md).',
          type: 'string',
        },
        message: {
          description: "The reason, naming the field (e.g. `/data must have required property 'groupId'`).",
          type: 'string',
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'error',
      error: { code: 'invalid_message', message: "/data must have required property 'groupId'" },
    },
  ],
};
