/* DO NOT EDIT — generated from schema/contracts/stream/send-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/send-input.schema.json` (StreamSendInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/send-input.schema.json',
  title: 'StreamSendInput',
  description:
    'Input of `stream::send`: push a custom event to the subscribers of a group (or of one item with `id`); nothing is stored. The output is null.',
  type: 'object',
  required: ['stream_name', 'group_id', 'type'],
  properties: {
    stream_name: { description: 'Stream of the group.', type: 'string', minLength: 1 },
    group_id: { description: 'Group whose subscribers get the event.', type: 'string', minLength: 1 },
    id: {
      description: 'Item the event is about; subscribers of the group and of that item get it.',
      type: 'string',
    },
    type: { description: 'The custom event type.', type: 'string', minLength: 1 },
    data: { description: "The event's data.", $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ stream_name: 'chat', group_id: 'room-1', type: 'typing', data: { user: 'ada' } }],
};
