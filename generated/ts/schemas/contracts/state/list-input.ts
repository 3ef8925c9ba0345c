/* DO NOT EDIT — generated from schema/contracts/state/list-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/list-input.schema.json` (StateListInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/list-input.schema.json',
  title: 'StateListInput',
  description: 'Input of `state::list`: the scope whose values to return.',
  type: 'object',
  required: ['scope'],
  properties: { scope: { description: 'Scope (group) to list.', type: 'string', minLength: 1 } },
  additionalProperties: true,
  examples: [{ scope: 'users' }],
};
