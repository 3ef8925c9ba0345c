/* DO NOT EDIT — generated from schema/triggers/log.schema.json by make generate */
/**
 * Config of a `log` trigger: invoke `function_id` with each stored log record (contracts/observability/stored-log) that passes the filters. Unknown keys are ignored.
 */
export interface LogTriggerConfig {
  /**
   * Minimum severity text: `trace`, `debug`, `info`, `warn`, `error` or `fatal`.
   */
  level?: string;
  /**
   * Minimum OTel severity number.
   */
  severity_min?: number;
  /**
   * Only records of this service (exact).
   */
  service_name?: string;
  [k: string]: unknown | undefined;
}
