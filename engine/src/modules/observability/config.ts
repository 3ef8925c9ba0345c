/**
 * The settings of svc-observability (`config/workers/svc-observability` in schema/), with
 * defaults applied. Keys the reference accepts and svc does not act on (`alerts`, `sampling`,
 * `collapse_spans`, the logs batching knobs) are validated and ignored.
 */
import type { SvcObservabilityConfig } from '@svc/protocol';

/** svc-observability's settings, resolved. */
export interface ObservabilitySettings {
  enabled: boolean;
  serviceName: string;
  /** Keep spans for the query functions. */
  memory: boolean;
  /** OTLP/HTTP base URL spans are exported to, when the exporter is `otlp` or `both`. */
  otlpEndpoint: string | undefined;
  /** OTLP/HTTP base URL log records are exported to, when `logs_exporter` is `otlp` or `both`. */
  logsOtlpEndpoint: string | undefined;
  /** OTLP/HTTP base URL SDK metrics are exported to, when `metrics_exporter` is `otlp` or `both`. */
  metricsOtlpEndpoint: string | undefined;
  samplingRatio: number;
  maxSpans: number;
  spanRetentionMs: number;
  maxAttributeLength: number;
  metricsEnabled: boolean;
  maxMetrics: number;
  metricRetentionMs: number;
  logsEnabled: boolean;
  maxLogs: number;
  logRetentionMs: number;
  logsSamplingRatio: number;
  logsConsoleOutput: boolean;
  export: { maxQueueSize: number; batchSize: number; intervalMs: number; timeoutMs: number };
}

/** Where OTLP goes when the exporter asks for it and no endpoint is set. */
export const DEFAULT_OTLP_ENDPOINT = 'http://127.0.0.1:4318';

/** Resolves validated settings. */
export function resolveSettings(config: SvcObservabilityConfig): ObservabilitySettings {
  const exporter = config.exporter ?? 'memory';
  return {
    enabled: config.enabled ?? true,
    serviceName: config.service_name ?? 'svc',
    memory: exporter !== 'otlp',
    otlpEndpoint: exporter === 'memory' ? undefined : (config.endpoint ?? DEFAULT_OTLP_ENDPOINT),
    logsOtlpEndpoint:
      (config.logs_exporter ?? 'memory') === 'memory' ? undefined : (config.endpoint ?? DEFAULT_OTLP_ENDPOINT),
    metricsOtlpEndpoint:
      (config.metrics_exporter ?? 'memory') === 'memory' ? undefined : (config.endpoint ?? DEFAULT_OTLP_ENDPOINT),
    samplingRatio: config.sampling_ratio ?? 1,
    maxSpans: config.memory_max_spans ?? 10_000,
    spanRetentionMs: (config.memory_retention_seconds ?? 3600) * 1000,
    maxAttributeLength: config.max_attribute_length ?? 4096,
    metricsEnabled: config.metrics_enabled ?? true,
    maxMetrics: config.metrics_max_count ?? 10_000,
    metricRetentionMs: (config.metrics_retention_seconds ?? 3600) * 1000,
    logsEnabled: config.logs_enabled ?? true,
    maxLogs: config.logs_max_count ?? 1000,
    logRetentionMs: (config.logs_retention_seconds ?? 3600) * 1000,
    logsSamplingRatio: config.logs_sampling_ratio ?? 1,
    logsConsoleOutput: config.logs_console_output ?? false,
    export: {
      maxQueueSize: config.export_max_queue_size ?? 2048,
      batchSize: config.export_batch_size ?? 512,
      intervalMs: config.export_interval_ms ?? 1000,
      timeoutMs: config.export_timeout_ms ?? 10_000,
    },
  };
}
