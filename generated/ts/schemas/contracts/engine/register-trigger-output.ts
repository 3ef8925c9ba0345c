/* DO NOT EDIT — generated from schema/contracts/engine/register-trigger-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/register-trigger-output.schema.json` (EngineRegisterTriggerOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/register-trigger-output.schema.json',
  title: 'EngineRegisterTriggerOutput',
  description: 'Output of `engine::register_trigger`.',
  type: 'object',
  required: ['id'],
  properties: {
    id: { description: 'Id of the new binding (a UUID), for `engine::unregister_trigger`.', type: 'string' },
  },
  additionalProperties: true,
  examples: [{ id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }],
};
