/* DO NOT EDIT — generated from schema/contracts/observability/metrics-list-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/observability/metrics-list-output.schema.json` (ObservabilityMetricsListOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/metrics-list-output.schema.json',
  title: 'ObservabilityMetricsListOutput',
  description: "Output of `engine::metrics::list`: the engine's own counters and the SDK metrics as stored.",
  type: 'object',
  properties: {
    engine_metrics: {
      description: 'Counted by the engine since it started.',
      type: 'object',
      additionalProperties: true,
      required: ['invocations', 'workers', 'performance'],
      properties: {
        invocations: {
          description: 'Invocations.',
          type: 'object',
          additionalProperties: true,
          properties: {
            total: { description: 'Finished.', type: 'integer', minimum: 0 },
            success: { description: 'Ended ok.', type: 'integer', minimum: 0 },
            error: { description: 'Ended with an error.', type: 'integer', minimum: 0 },
            deferred: { description: 'Enqueued instead of run.', type: 'integer', minimum: 0 },
            by_function: {
              description: 'Finished, by function id.',
              type: 'object',
              additionalProperties: { description: 'A count.', type: 'integer' },
            },
          },
        },
        workers: {
          description: 'Worker connections.',
          type: 'object',
          additionalProperties: true,
          properties: {
            spawns: { description: 'Connected since start.', type: 'integer', minimum: 0 },
            deaths: { description: 'Disconnected since start.', type: 'integer', minimum: 0 },
            active: { description: 'Connected now.', type: 'integer', minimum: 0 },
          },
        },
        performance: {
          description: 'Latency of finished invocations over the recent window, milliseconds.',
          type: 'object',
          additionalProperties: true,
          properties: {
            avg_duration_ms: { description: 'Mean.', type: 'number' },
            p50_duration_ms: { description: 'Median.', type: 'number' },
            p95_duration_ms: { description: '95th percentile.', type: 'number' },
            p99_duration_ms: { description: '99th percentile.', type: 'number' },
            min_duration_ms: { description: 'Fastest.', type: 'number' },
            max_duration_ms: { description: 'Slowest.', type: 'number' },
          },
        },
      },
    },
    sdk_metrics: {
      description: 'Metric points the SDKs sent, oldest first.',
      type: 'array',
      items: {
        description:
          'A stored metric: `{name, description, unit, metric_type, data_points, service_name, timestamp_unix_nano}`.',
        type: 'object',
        additionalProperties: true,
      },
    },
    timestamp: { description: 'When the answer was made, unix ms.', type: 'integer', minimum: 0 },
  },
  required: ['engine_metrics', 'sdk_metrics', 'timestamp'],
  additionalProperties: true,
  examples: [
    {
      engine_metrics: {
        invocations: { total: 2, success: 1, error: 1, deferred: 0, by_function: { 'math::add': 2 } },
        workers: { spawns: 1, deaths: 0, active: 1 },
        performance: {
          avg_duration_ms: 1.5,
          p50_duration_ms: 1,
          p95_duration_ms: 2,
          p99_duration_ms: 2,
          min_duration_ms: 1,
          max_duration_ms: 2,
        },
      },
      sdk_metrics: [],
      timestamp: 1767225600010,
    },
  ],
};
