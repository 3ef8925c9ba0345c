/* DO NOT EDIT — generated from schema/contracts/engine/triggers-info-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/triggers-info-input.schema.json` (EngineTriggersInfoInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/triggers-info-input.schema.json',
  title: 'EngineTriggersInfoInput',
  description:
    'Input of `engine::triggers::info`: the trigger type to describe. A type nobody provides is refused with `NOT_FOUND`.',
  type: 'object',
  required: ['id'],
  properties: { id: { description: 'The trigger type id.', type: 'string' } },
  additionalProperties: true,
  examples: [{ id: 'http' }],
};
