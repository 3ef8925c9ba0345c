/* DO NOT EDIT — generated from schema/contracts/observability/clear-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/clear-output.schema.json` (ObservabilityClearOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/clear-output.schema.json',
  title: 'ObservabilityClearOutput',
  description: 'Output of `engine::traces::clear` and `engine::logs::clear`.',
  type: 'object',
  properties: {
    success: { description: 'Always true.', type: 'boolean' },
    cleared: { description: 'Records removed.', type: 'integer', minimum: 0 },
  },
  required: ['success'],
  additionalProperties: true,
  examples: [{ success: true, cleared: 12 }],
};
