/* DO NOT EDIT — generated from schema/contracts/observability/traces-group-by-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/traces-group-by-input.schema.json` (ObservabilityTracesGroupByInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-group-by-input.schema.json',
  title: 'ObservabilityTracesGroupByInput',
  description: 'Input of `engine::traces::group_by`: traces grouped by the value of one attribute.',
  type: 'object',
  properties: {
    attribute: { description: 'Attribute key whose values group the spans.', type: 'string' },
    since_ms: { description: 'Only spans that start at or after this unix ms.', type: 'number' },
    limit: { description: 'Groups returned, most recent first (default 100).', type: 'integer', minimum: 1 },
    include_internal: { description: 'Include spans of `engine::*` functions.', type: 'boolean' },
    label_attribute: { description: 'Attribute whose first value labels each group.', type: 'string' },
  },
  required: ['attribute'],
  additionalProperties: true,
  examples: [
    { attribute: 'svc.function.id' },
    { attribute: 'user.id', label_attribute: 'user.name', limit: 10 },
  ],
};
