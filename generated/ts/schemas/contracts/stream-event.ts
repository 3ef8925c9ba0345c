/* DO NOT EDIT — generated from schema/contracts/stream-event.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `contracts/stream-event.schema.json` (StreamEvent), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream-event.schema.json',
  title: 'StreamEvent',
  description:
    "Payload a `stream` trigger's handler receives, and the frame stream subscribers receive. Keys are camelCase, as in the iii protocol.",
  type: 'object',
  required: ['type', 'timestamp', 'streamName', 'groupId', 'event'],
  properties: {
    type: { description: 'Always `stream`.', const: 'stream' },
    timestamp: {
      description: 'When the change happened, in milliseconds since the Unix epoch.',
      type: 'integer',
    },
    streamName: { description: 'Stream of the item.', type: 'string' },
    groupId: { description: 'Group of the item.', type: 'string' },
    id: { description: 'Item id; absent for group-wide events.', type: 'string' },
    event: {
      description: 'What happened.',
      type: 'object',
      required: ['type'],
      properties: {
        type: {
          description:
            '`create`, `update`, `delete`, `event` (a custom event sent with `stream::send`); subscribers also see `sync` and `unauthorized`.',
          enum: ['create', 'update', 'delete', 'event', 'sync', 'unauthorized'],
        },
        data: {
          description: "The item's value after the change, or the snapshot for `sync`.",
          $ref: '../common/json-value.schema.json',
        },
        event: {
          description: 'For `event`: the custom event, `{type, data}`.',
          $ref: '../common/json-value.schema.json',
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'stream',
      timestamp: 1760000000000,
      streamName: 'todo',
      groupId: 'inbox',
      id: 't1',
      event: { type: 'update', data: { title: 'x' } },
    },
    {
      type: 'stream',
      timestamp: 1760000000000,
      streamName: 'chat',
      groupId: 'room-1',
      event: { type: 'event', event: { type: 'typing', data: { user: 'ada' } } },
    },
  ],
};
