/* DO NOT EDIT — generated from schema/contracts/observability/metrics-list-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/metrics-list-input.schema.json` (ObservabilityMetricsListInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/metrics-list-input.schema.json',
  title: 'ObservabilityMetricsListInput',
  description: 'Input of `engine::metrics::list`.',
  type: 'object',
  properties: {
    start_time: { description: 'Only SDK metric points at or after this unix ms.', type: 'number' },
    end_time: { description: 'Only SDK metric points at or before this unix ms.', type: 'number' },
    metric_name: { description: 'Only SDK metrics with this name (exact).', type: 'string' },
    aggregate_interval: {
      description: 'Accepted for compatibility; no aggregation is done.',
      type: 'number',
    },
  },
  additionalProperties: true,
  examples: [{}, { metric_name: 'process.memory.rss' }],
};
