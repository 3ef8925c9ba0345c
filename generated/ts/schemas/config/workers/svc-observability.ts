/* DO NOT EDIT — generated from schema/config/workers/svc-observability.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `config/workers/svc-observability.schema.json` (SvcObservabilityConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-observability.schema.json',
  title: 'SvcObservabilityConfig',
  description:
    "Config of `svc-observability`: a span for every invocation, the spans, logs and metrics the SDKs send on `/otel`, kept in bounded memory stores for `engine::traces::*`, `engine::logs::*` and `engine::metrics::list`, optionally exported over OTLP/HTTP, and Prometheus metrics on `GET /_metrics`. Accepts every key of the reference engine's `iii-observability` config.",
  type: 'object',
  properties: {
    enabled: {
      description:
        'Whether spans, logs and metrics are collected; `false` keeps the functions (they answer empty) and passes trace context through unchanged.',
      type: 'boolean',
      default: true,
    },
    service_name: {
      description: "`service.name` of the engine's own spans.",
      type: 'string',
      default: 'svc',
    },
    service_version: {
      description: "`service.version` of the engine's own spans (accepted for compatibility).",
      type: 'string',
    },
    service_namespace: {
      description: "`service.namespace` of the engine's own spans (accepted for compatibility).",
      type: 'string',
    },
    exporter: {
      description:
        '`memory` keeps spans for the query functions; `otlp` sends them to `endpoint`; `both` does both.',
      enum: ['memory', 'otlp', 'both'],
      default: 'memory',
    },
    endpoint: {
      description:
        'OTLP/HTTP collector base URL, e.g. `http://127.0.0.1:4318` (`/v1/traces` is appended). A gRPC `:4317` endpoint of the reference is used as given.',
      type: 'string',
    },
    sampling_ratio: {
      description:
        'Share of traces kept, 0 to 1, decided from the trace id so a trace is kept or dropped whole across processes.',
      type: 'number',
      minimum: 0,
      maximum: 1,
      default: 1,
    },
    memory_max_spans: {
      description: 'Spans kept in memory; the oldest go first.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    memory_retention_seconds: {
      description: 'Spans older than this are evicted; 0 keeps them until the count cap evicts them.',
      type: 'integer',
      minimum: 0,
      default: 3600,
    },
    max_attribute_length: {
      description:
        'Longest attribute value or log body kept, in characters; longer ones are cut and end with `…[truncated N chars]`.',
      type: 'integer',
      minimum: 16,
      default: 4096,
    },
    metrics_enabled: {
      description: 'Whether SDK metrics (`MTRC` frames) are kept and engine metrics counted.',
      type: 'boolean',
      default: true,
    },
    metrics_exporter: {
      description:
        '`memory` keeps SDK metrics for `engine::metrics::list`; `otlp` and `both` also send their gauges, sums and histograms to `endpoint` (`/v1/metrics`). They are kept in memory either way.',
      enum: ['memory', 'otlp', 'both'],
      default: 'memory',
    },
    metrics_retention_seconds: {
      description: 'SDK metric points older than this are evicted.',
      type: 'integer',
      minimum: 0,
      default: 3600,
    },
    metrics_max_count: {
      description: 'SDK metric points kept in memory; the oldest go first.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    logs_enabled: { description: 'Whether log records are kept.', type: 'boolean', default: true },
    logs_exporter: {
      description:
        '`memory` keeps log records for `engine::logs::list`; `otlp` and `both` also send them to `endpoint` (`/v1/logs`). They are kept in memory either way.',
      enum: ['memory', 'otlp', 'both'],
      default: 'memory',
    },
    logs_max_count: {
      description: 'Log records kept in memory; the oldest go first.',
      type: 'integer',
      minimum: 1,
      default: 1000,
    },
    logs_retention_seconds: {
      description: 'Log records older than this are evicted; 0 keeps them until the count cap evicts them.',
      type: 'integer',
      minimum: 0,
      default: 3600,
    },
    logs_batch_size: {
      description: 'Accepted for compatibility with the reference; records are stored as they arrive.',
      type: 'integer',
      minimum: 1,
    },
    logs_flush_interval_ms: {
      description: 'Accepted for compatibility with the reference; records are stored as they arrive.',
      type: 'integer',
      minimum: 0,
    },
    logs_sampling_ratio: {
      description: 'Share of log records kept, 0 to 1.',
      type: 'number',
      minimum: 0,
      maximum: 1,
      default: 1,
    },
    logs_console_output: {
      description: "Whether worker logs are also printed by the engine's logger.",
      type: 'boolean',
      default: false,
    },
    export_max_queue_size: {
      description:
        'Spans waiting for the OTLP exporter; when the collector is slow or down the oldest waiting are dropped and counted.',
      type: 'integer',
      minimum: 1,
      default: 2048,
    },
    export_batch_size: { description: 'Spans per OTLP request.', type: 'integer', minimum: 1, default: 512 },
    export_interval_ms: {
      description: 'Longest wait before a partial batch is sent.',
      type: 'integer',
      minimum: 1,
      default: 1000,
    },
    export_timeout_ms: {
      description: 'Deadline of one OTLP request, retries included.',
      type: 'integer',
      minimum: 1,
      default: 10000,
    },
    alerts: {
      description: 'Alert rules of the reference; accepted and not evaluated.',
      type: 'array',
      items: {
        description: 'An alert rule, as the reference writes it.',
        type: 'object',
        additionalProperties: true,
      },
    },
    sampling: {
      description: 'Advanced sampling rules of the reference; accepted, and only `sampling_ratio` applies.',
      type: 'object',
      additionalProperties: true,
    },
    collapse_spans: {
      description: "Span names of the reference's pass-through collapsing; accepted.",
      type: 'array',
      items: { description: 'A span name.', type: 'string' },
    },
  },
  additionalProperties: false,
  examples: [
    {},
    { exporter: 'both', endpoint: 'http://127.0.0.1:4318', sampling_ratio: 0.5 },
    {
      enabled: true,
      service_name: 'iii',
      exporter: 'memory',
      endpoint: 'http://localhost:4317',
      sampling_ratio: 1,
      memory_max_spans: 10000,
      metrics_enabled: true,
      metrics_exporter: 'memory',
      logs_enabled: true,
      logs_exporter: 'memory',
      logs_max_count: 1000,
      logs_console_output: true,
    },
  ],
};
