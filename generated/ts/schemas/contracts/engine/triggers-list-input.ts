/* DO NOT EDIT — generated from schema/contracts/engine/triggers-list-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/triggers-list-input.schema.json` (EngineTriggersListInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/triggers-list-input.schema.json',
  title: 'EngineTriggersListInput',
  description:
    'Input of `engine::triggers::list` (trigger types): filters, all optional and combined with and. Without `include_internal`, types under `engine::` are left out.',
  type: 'object',
  properties: {
    search: { description: 'Case-insensitive substring of the type id or description.', type: 'string' },
    prefix: { description: 'Start of the type id.', type: 'string' },
    include_internal: { description: "List the engine's own types too.", type: 'boolean' },
  },
  additionalProperties: true,
  examples: [{}, { search: 'http' }, { prefix: 'engine::', include_internal: true }],
};
