/* DO NOT EDIT — generated from schema/contracts/observability/traces-tree-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/traces-tree-input.schema.json` (ObservabilityTracesTreeInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-tree-input.schema.json',
  title: 'ObservabilityTracesTreeInput',
  description: 'Input of `engine::traces::tree`.',
  type: 'object',
  properties: { trace_id: { description: 'The trace.', type: 'string' } },
  required: ['trace_id'],
  additionalProperties: true,
  examples: [{ trace_id: '4bf92f3577b34da6a3ce929d0e0e4736' }],
};
