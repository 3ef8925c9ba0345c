/* DO NOT EDIT — generated from schema/stream-wire/client-message.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `stream-wire/client-message.schema.json` (StreamClientMessage), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/client-message.schema.json',
  title: 'StreamClientMessage',
  description:
    "A frame a client sends on svc-stream's socket (port 3112, path `/`): join or leave a group, or one item of it. Every field of `data` but `id` is required; a frame that fails this schema gets `stream-wire/error-frame`, never silence.",
  type: 'object',
  required: ['type', 'data'],
  properties: {
    type: {
      description:
        '`join` starts a subscription (the server answers `sync` or `unauthorized`); `leave` ends one.',
      enum: ['join', 'leave'],
    },
    data: {
      title: 'StreamSubscription',
      description: 'The subscription.',
      type: 'object',
      required: ['subscriptionId', 'streamName', 'groupId'],
      properties: {
        subscriptionId: {
          description:
            "The client's id for the subscription, unique on its socket; a second join with it replaces the first.",
          type: 'string',
          minLength: 1,
        },
        streamName: { description: 'Stream to follow.', type: 'string', minLength: 1 },
        groupId: { description: 'Group of the stream to follow.', type: 'string', minLength: 1 },
        id: { description: 'Only this item of the group.', type: 'string', minLength: 1 },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    { type: 'join', data: { subscriptionId: 's1', streamName: 'todo', groupId: 'inbox' } },
    { type: 'leave', data: { subscriptionId: 's1', streamName: 'todo', groupId: 'inbox', id: 't1' } },
  ],
};
