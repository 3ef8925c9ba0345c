/* DO NOT EDIT — generated from schema/config/workers/svc-observability.schema.json by make generate */
/**
 * Config of `svc-observability`: OpenTelemetry traces and logs from the engine and the SDKs, kept in memory for the console and optionally exported over OTLP.
 */
export interface SvcObservabilityConfig {
  /**
   * Whether traces and logs are collected.
   */
  enabled?: boolean;
  /**
   * `service.name` of the engine's own spans.
   */
  service_name?: string;
  /**
   * `memory` keeps records for the console; `otlp` sends them to `endpoint`; `both` does both.
   */
  exporter?: 'memory' | 'otlp' | 'both';
  /**
   * OTLP/HTTP endpoint, e.g. `http://127.0.0.1:4318`.
   */
  endpoint?: string;
  /**
   * Share of traces kept, 0 to 1.
   */
  sampling_ratio?: number;
  /**
   * Spans kept in memory; the oldest go first.
   */
  memory_max_spans?: number;
  /**
   * Log records kept in memory; the oldest go first.
   */
  logs_max_count?: number;
  /**
   * Whether worker logs are also printed by the engine.
   */
  logs_console_output?: boolean;
}
