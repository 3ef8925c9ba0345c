/* DO NOT EDIT — generated from schema/contracts/console/state-items-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/console/state-items-input.schema.json` (ConsoleStateItemsInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/state-items-input.schema.json',
  title: 'ConsoleStateItemsInput',
  description:
    "Body of `POST /_console/states/group`: one page of a scope's entries with their real keys (`state::list_keys`, whose output is the answer).",
  type: 'object',
  required: ['scope'],
  properties: {
    scope: { description: 'The scope to list.', type: 'string', minLength: 1 },
    prefix: { description: 'Only keys starting with this.', type: 'string' },
    cursor: { description: "The previous page's `next_cursor`.", type: ['string', 'null'] },
    limit: { description: 'Most entries; 100 when absent.', type: 'integer', minimum: 1, maximum: 1000 },
  },
  additionalProperties: true,
  examples: [{ scope: 'users' }, { scope: 'users', prefix: 'u', cursor: 'u10', limit: 50 }],
};
