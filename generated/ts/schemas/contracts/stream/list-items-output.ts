/* DO NOT EDIT — generated from schema/contracts/stream/list-items-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/list-items-output.schema.json` (StreamListItemsOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-items-output.schema.json',
  title: 'StreamListItemsOutput',
  description: "Output of `stream::list_items`: one page of a group's items.",
  type: 'object',
  required: ['items', 'next_cursor'],
  properties: {
    items: {
      description: 'Items of this page, ordered by id.',
      type: 'array',
      items: {
        title: 'StreamItemWithId',
        description: 'One item and its id.',
        type: 'object',
        required: ['id', 'value'],
        properties: {
          id: { description: 'Id of the item in its group.', type: 'string' },
          value: { description: 'Its current value.', $ref: '../../common/json-value.schema.json' },
        },
        additionalProperties: true,
      },
    },
    next_cursor: {
      description: 'Pass as `cursor` to get the next page; null when this page is the last.',
      type: ['string', 'null'],
    },
  },
  additionalProperties: true,
  examples: [{ items: [{ id: 't1', value: { title: 'Write docs' } }], next_cursor: null }],
};
