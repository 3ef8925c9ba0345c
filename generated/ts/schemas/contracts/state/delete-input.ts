/* DO NOT EDIT — generated from schema/contracts/state/delete-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/delete-input.schema.json` (StateDeleteInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/delete-input.schema.json',
  title: 'StateDeleteInput',
  description: 'Input of `state::delete`: the entry to remove. Deleting a missing key is not an error.',
  type: 'object',
  required: ['scope', 'key'],
  properties: {
    scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
    key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
  },
  additionalProperties: true,
  examples: [{ scope: 'users', key: 'u1' }],
};
