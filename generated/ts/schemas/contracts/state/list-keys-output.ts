/* DO NOT EDIT — generated from schema/contracts/state/list-keys-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/list-keys-output.schema.json` (StateListKeysOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-keys-output.schema.json',
  title: 'StateListKeysOutput',
  description: 'Output of `state::list_keys`: one page of entries.',
  type: 'object',
  required: ['items', 'next_cursor'],
  properties: {
    items: {
      description: 'Entries of this page, ordered by key.',
      type: 'array',
      items: {
        title: 'StateKeyValue',
        description: 'One entry.',
        type: 'object',
        required: ['key', 'value'],
        properties: {
          key: { description: 'Key of the entry.', type: 'string' },
          value: { description: 'Its value.', $ref: '../../common/json-value.schema.json' },
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
  examples: [{ items: [{ key: 'u1', value: { name: 'Ada' } }], next_cursor: null }],
};
