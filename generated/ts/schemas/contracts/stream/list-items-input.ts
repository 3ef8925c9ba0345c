/* DO NOT EDIT — generated from schema/contracts/stream/list-items-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/list-items-input.schema.json` (StreamListItemsInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-items-input.schema.json',
  title: 'StreamListItemsInput',
  description: "Input of `stream::list_items`: one page of a group's items with their ids, in id order.",
  type: 'object',
  required: ['stream_name', 'group_id'],
  properties: {
    stream_name: { description: 'Stream of the group.', type: 'string', minLength: 1 },
    group_id: { description: 'Group to list.', type: 'string', minLength: 1 },
    prefix: { description: 'Only items whose id starts with this.', type: 'string' },
    cursor: {
      description: '`next_cursor` of the previous page; the first page when absent or null.',
      type: ['string', 'null'],
    },
    limit: {
      description: 'Most items in the page; 100 when absent.',
      type: 'integer',
      minimum: 1,
      maximum: 1000,
    },
  },
  additionalProperties: true,
  examples: [
    { stream_name: 'todo', group_id: 'inbox' },
    { stream_name: 'todo', group_id: 'inbox', prefix: 't-', limit: 50 },
  ],
};
