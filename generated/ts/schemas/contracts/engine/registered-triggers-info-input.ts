/* DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-info-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/registered-triggers-info-input.schema.json` (EngineRegisteredTriggersInfoInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/registered-triggers-info-input.schema.json',
  title: 'EngineRegisteredTriggersInfoInput',
  description:
    'Input of `engine::registered-triggers::info`: the binding to describe. An unknown id is refused with `NOT_FOUND`.',
  type: 'object',
  required: ['id'],
  properties: { id: { description: "The binding's id.", type: 'string' } },
  additionalProperties: true,
  examples: [{ id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }],
};
