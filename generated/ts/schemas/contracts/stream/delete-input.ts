/* DO NOT EDIT — generated from schema/contracts/stream/delete-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/delete-input.schema.json` (StreamDeleteInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/delete-input.schema.json',
  title: 'StreamDeleteInput',
  description: 'Input of `stream::delete`: remove one item; subscribers of the group see `delete`.',
  type: 'object',
  required: ['stream_name', 'group_id', 'item_id'],
  properties: {
    stream_name: { description: 'Stream of the item.', type: 'string', minLength: 1 },
    group_id: { description: 'Group of the item within its stream.', type: 'string', minLength: 1 },
    item_id: { description: 'Id of the item within its group.', type: 'string', minLength: 1 },
  },
  additionalProperties: true,
  examples: [{ stream_name: 'todo', group_id: 'inbox', item_id: 't1' }],
};
