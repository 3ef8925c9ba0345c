/* DO NOT EDIT — generated from schema/contracts/stream/set-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/set-input.schema.json` (StreamSetInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/set-input.schema.json',
  title: 'StreamSetInput',
  description:
    'Input of `stream::set`: store `data` as item `item_id` of `stream_name`/`group_id`; subscribers of the group see `create` or `update`.',
  type: 'object',
  required: ['stream_name', 'group_id', 'item_id', 'data'],
  properties: {
    stream_name: { description: 'Stream of the item.', type: 'string', minLength: 1 },
    group_id: { description: 'Group of the item within its stream.', type: 'string', minLength: 1 },
    item_id: { description: 'Id of the item within its group.', type: 'string', minLength: 1 },
    data: { description: "The item's value.", $ref: '../../common/json-value.schema.json' },
  },
  additionalProperties: true,
  examples: [{ stream_name: 'todo', group_id: 'inbox', item_id: 't1', data: { title: 'milk' } }],
};
