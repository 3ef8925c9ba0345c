/* DO NOT EDIT — generated from schema/contracts/observability/clear-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/clear-input.schema.json` (ObservabilityClearInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/clear-input.schema.json',
  title: 'ObservabilityClearInput',
  description:
    'Input of `engine::traces::clear` and `engine::logs::clear`: an empty object (other keys are ignored).',
  type: 'object',
  properties: {},
  additionalProperties: true,
  examples: [{}],
};
