/* DO NOT EDIT — generated from schema/config/workers/svc-observability.schema.json by make generate */
/**
 * Config of `svc-observability`: a span for every invocation, the spans, logs and metrics the SDKs send on `/otel`, kept in bounded memory stores for `engine::traces::*`, `engine::logs::*` and `engine::metrics::list`, optionally exported over OTLP/HTTP, and Prometheus metrics on `GET /_metrics`. Accepts every key of the reference engine's `iii-observability` config.
 */
export interface SvcObservabilityConfig {
  /**
   * Whether spans, logs and metrics are collected; `false` keeps the functions (they answer empty) and passes trace context through unchanged.
   */
  enabled?: boolean;
  /**
   * `service.name` of the engine's own spans.
   */
  service_name?: string;
  /**
   * `service.version` of the engine's own spans (accepted for compatibility).
   */
  service_version?: string;
  /**
   * `service.namespace` of the engine's own spans (accepted for compatibility).
   */
  service_namespace?: string;
  /**
   * `memory` keeps spans for the query functions; `otlp` sends them to `endpoint`; `both` does both.
   */
  exporter?: 'memory' | 'otlp' | 'both';
  /**
   * OTLP/HTTP collector base URL, e.g. `http://127.0.0.1:4318` (`/v1/traces` is appended). A gRPC `:4317` endpoint of the reference is used as given.
   */
  endpoint?: string;
  /**
   * Share of traces kept, 0 to 1, decided from the trace id so a trace is kept or dropped whole across processes.
   */
  sampling_ratio?: number;
  /**
   * Spans kept in memory; the oldest go first.
   */
  memory_max_spans?: number;
  /**
   * Spans older than this are evicted; 0 keeps them until the count cap evicts them.
   */
  memory_retention_seconds?: number;
  /**
   * Longest attribute value or log body kept, in characters; longer ones are cut and end with `…[truncated N chars]`.
   */
  max_attribute_length?: number;
  /**
   * Whether SDK metrics (`MTRC` frames) are kept and engine metrics counted.
   */
  metrics_enabled?: boolean;
  /**
   * `memory` keeps SDK metrics for `engine::metrics::list`; `otlp` and `both` also send their gauges, sums and histograms to `endpoint` (`/v1/metrics`). They are kept in memory either way.
   */
  metrics_exporter?: 'memory' | 'otlp' | 'both';
  /**
   * SDK metric points older than this are evicted.
   */
  metrics_retention_seconds?: number;
  /**
   * SDK metric points kept in memory; the oldest go first.
   */
  metrics_max_count?: number;
  /**
   * Whether log records are kept.
   */
  logs_enabled?: boolean;
  /**
   * `memory` keeps log records for `engine::logs::list`; `otlp` and `both` also send them to `endpoint` (`/v1/logs`). They are kept in memory either way.
   */
  logs_exporter?: 'memory' | 'otlp' | 'both';
  /**
   * Log records kept in memory; the oldest go first.
   */
  logs_max_count?: number;
  /**
   * Log records older than this are evicted; 0 keeps them until the count cap evicts them.
   */
  logs_retention_seconds?: number;
  /**
   * Accepted for compatibility with the reference; records are stored as they arrive.
   */
  logs_batch_size?: number;
  /**
   * Accepted for compatibility with the reference; records are stored as they arrive.
   */
  logs_flush_interval_ms?: number;
  /**
   * Share of log records kept, 0 to 1.
   */
  logs_sampling_ratio?: number;
  /**
   * Whether worker logs are also printed by the engine's logger.
   */
  logs_console_output?: boolean;
  /**
   * Spans waiting for the OTLP exporter; when the collector is slow or down the oldest waiting are dropped and counted.
   */
  export_max_queue_size?: number;
  /**
   * Spans per OTLP request.
   */
  export_batch_size?: number;
  /**
   * Longest wait before a partial batch is sent.
   */
  export_interval_ms?: number;
  /**
   * Deadline of one OTLP request, retries included.
   */
  export_timeout_ms?: number;
  /**
   * Alert rules of the reference; accepted and not evaluated.
   *
   * Items: An alert rule, as the reference writes it.
   */
  alerts?: {
    [k: string]: unknown | undefined;
  }[];
  /**
   * Advanced sampling rules of the reference; accepted, and only `sampling_ratio` applies.
   */
  sampling?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Span names of the reference's pass-through collapsing; accepted.
   *
   * Items: A span name.
   */
  collapse_spans?: string[];
}
