/* DO NOT EDIT — generated from schema/contracts/observability/traces-flow-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/traces-flow-input.schema.json` (ObservabilityTracesFlowInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-flow-input.schema.json',
  title: 'ObservabilityTracesFlowInput',
  description:
    'Input of `engine::traces::flow`: what functions touched (state scopes, streams, queue topics, event topics), learned from the stored spans.',
  type: 'object',
  properties: {
    since_ms: { description: 'Only spans that start at or after this unix ms.', type: 'number' },
    limit: {
      description: 'Edges returned, most recently seen first (default 500).',
      type: 'integer',
      minimum: 1,
      maximum: 5000,
    },
  },
  additionalProperties: true,
  examples: [{}, { since_ms: 1700000000000, limit: 100 }],
};
