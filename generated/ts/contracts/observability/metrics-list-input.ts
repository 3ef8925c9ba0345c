/* DO NOT EDIT — generated from schema/contracts/observability/metrics-list-input.schema.json by make generate */
/**
 * Input of `engine::metrics::list`.
 */
export interface ObservabilityMetricsListInput {
  /**
   * Only SDK metric points at or after this unix ms.
   */
  start_time?: number;
  /**
   * Only SDK metric points at or before this unix ms.
   */
  end_time?: number;
  /**
   * Only SDK metrics with this name (exact).
   */
  metric_name?: string;
  /**
   * Accepted for compatibility; no aggregation is done.
   */
  aggregate_interval?: number;
  [k: string]: unknown | undefined;
}
