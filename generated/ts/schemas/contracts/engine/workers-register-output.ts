/* DO NOT EDIT — generated from schema/contracts/engine/workers-register-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/workers-register-output.schema.json` (EngineWorkersRegisterOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-register-output.schema.json',
  title: 'EngineWorkersRegisterOutput',
  description: 'Output of `engine::workers::register`. SDKs call it void, so nobody receives it.',
  type: 'object',
  required: ['success'],
  properties: { success: { description: 'Always true: a failure is an error instead.', const: true } },
  additionalProperties: true,
  examples: [{ success: true }],
};
