/* DO NOT EDIT — generated from schema/contracts/observability/logs-list-input.schema.json by make generate */
/**
 * Input of `engine::logs::list`: filters combined with and, newest first.
 */
export interface ObservabilityLogsListInput {
  /**
   * Only records at or after this unix ms.
   */
  start_time?: number;
  /**
   * Only records at or before this unix ms.
   */
  end_time?: number;
  /**
   * Only records of this trace.
   */
  trace_id?: string;
  /**
   * Only records of this span.
   */
  span_id?: string;
  /**
   * Minimum OTel severity number, 1 (TRACE) to 24 (FATAL4).
   */
  severity_min?: number;
  /**
   * Case-insensitive severity text (`WARN` also matches `WARNING`).
   */
  severity_text?: string;
  /**
   * Any of these severity texts, case-insensitive (`WARN` also matches `WARNING`); with `severity_text`, a record must match both.
   *
   * Items: A severity text: `TRACE`, `DEBUG`, `INFO`, `WARN`, `ERROR`, `FATAL`.
   */
  severity_texts?: string[];
  /**
   * Case-insensitive substring of the body or of an attribute value.
   */
  search?: string;
  /**
   * Only records of this service (exact).
   */
  service_name?: string;
  /**
   * Records skipped before the page (default 0).
   */
  offset?: number;
  /**
   * Records in the page (default 100, at most 1000).
   */
  limit?: number;
  [k: string]: unknown | undefined;
}
