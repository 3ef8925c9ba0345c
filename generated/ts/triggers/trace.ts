/* DO NOT EDIT — generated from schema/triggers/trace.schema.json by make generate */
/**
 * Config of a `trace` trigger: invoke `function_id` with contracts/observability/trace-event every 300 ms while new spans arrive. Unknown keys are ignored.
 */
export interface TraceTriggerConfig {
  /**
   * Only traces with a span of this service (case-insensitive substring).
   */
  service_name?: string;
  /**
   * Only spans with this status (`ok`, `error`, `unset`).
   */
  status?: string;
  [k: string]: unknown | undefined;
}
