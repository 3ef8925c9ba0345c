/* DO NOT EDIT — generated from schema/contracts/engine/functions-list-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/functions-list-output.schema.json` (EngineFunctionsListOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/functions-list-output.schema.json',
  title: 'EngineFunctionsListOutput',
  description: 'Output of `engine::functions::list`.',
  type: 'object',
  required: ['functions'],
  properties: {
    functions: {
      description: 'The functions that pass the filters, sorted by id.',
      type: 'array',
      items: { $ref: 'function-summary.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    { functions: [{ function_id: 'billing::charge', worker_name: 'billing', description: 'Charge a card' }] },
    { functions: [] },
  ],
};
