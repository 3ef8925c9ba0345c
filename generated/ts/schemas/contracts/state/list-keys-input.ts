/* DO NOT EDIT — generated from schema/contracts/state/list-keys-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/list-keys-input.schema.json` (StateListKeysInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-keys-input.schema.json',
  title: 'StateListKeysInput',
  description:
    "Input of `state::list_keys`: one page of a scope's entries, ordered by key (Unicode code point order).",
  type: 'object',
  required: ['scope'],
  properties: {
    scope: { description: 'Scope (group) to list.', type: 'string', minLength: 1 },
    prefix: { description: 'Only keys starting with this text.', type: 'string' },
    cursor: {
      description: '`next_cursor` of the previous page; absent or null for the first page.',
      type: ['string', 'null'],
    },
    limit: {
      description: 'Most entries in the page.',
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      default: 100,
    },
  },
  additionalProperties: true,
  examples: [{ scope: 'users' }, { scope: 'users', prefix: 'u', cursor: 'u17', limit: 50 }],
};
