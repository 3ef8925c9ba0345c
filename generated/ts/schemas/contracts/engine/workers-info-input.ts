/* DO NOT EDIT — generated from schema/contracts/engine/workers-info-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/workers-info-input.schema.json` (EngineWorkersInfoInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-info-input.schema.json',
  title: 'EngineWorkersInfoInput',
  description:
    'Input of `engine::workers::info`: the worker to describe. A worker not connected is refused with `NOT_FOUND`.',
  type: 'object',
  required: ['name'],
  properties: { name: { description: "The worker's name, or its connection id.", type: 'string' } },
  additionalProperties: true,
  examples: [{ name: 'billing' }, { name: 'engine' }],
};
