/* DO NOT EDIT — generated from schema/contracts/stream/join-event.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/join-event.schema.json` (StreamJoinEvent), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/join-event.schema.json',
  title: 'StreamJoinEvent',
  description:
    'Payload a `stream:join` or `stream:leave` handler receives. A join handler may answer `contracts/stream/join-result`.',
  type: 'object',
  required: ['subscription_id', 'stream_name', 'group_id'],
  properties: {
    subscription_id: { description: "The client's subscription id.", type: 'string' },
    stream_name: { description: 'Stream joined or left.', type: 'string' },
    group_id: { description: 'Group joined or left.', type: 'string' },
    id: { description: 'Item joined or left, for an item subscription.', type: 'string' },
    context: {
      description: 'What the auth function answered as `context` for the socket.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ subscription_id: 's1', stream_name: 'todo', group_id: 'inbox', context: { user: 'ada' } }],
};
