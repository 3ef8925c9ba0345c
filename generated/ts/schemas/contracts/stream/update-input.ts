/* DO NOT EDIT — generated from schema/contracts/stream/update-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/update-input.schema.json` (StreamUpdateInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/update-input.schema.json',
  title: 'StreamUpdateInput',
  description:
    'Input of `stream::update`: apply `ops` in order to one item, atomically (the ops of `state::update`); the output is that of `state::update`.',
  type: 'object',
  required: ['stream_name', 'group_id', 'item_id', 'ops'],
  properties: {
    stream_name: { description: 'Stream of the item.', type: 'string', minLength: 1 },
    group_id: { description: 'Group of the item within its stream.', type: 'string', minLength: 1 },
    item_id: { description: 'Id of the item within its group.', type: 'string', minLength: 1 },
    ops: {
      description: 'Operations, applied in order.',
      type: 'array',
      items: { $ref: '../state/update-op.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      stream_name: 'todo',
      group_id: 'inbox',
      item_id: 't1',
      ops: [{ type: 'increment', path: 'views', by: 1 }],
    },
  ],
};
