/* DO NOT EDIT — generated from schema/contracts/state/get-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/get-input.schema.json` (StateGetInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/get-input.schema.json',
  title: 'StateGetInput',
  description: 'Input of `state::get`: the entry to read.',
  type: 'object',
  required: ['scope', 'key'],
  properties: {
    scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
    key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
  },
  additionalProperties: true,
  examples: [{ scope: 'users', key: 'u1' }],
};
