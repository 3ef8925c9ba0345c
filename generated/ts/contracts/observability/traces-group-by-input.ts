/* DO NOT EDIT — generated from schema/contracts/observability/traces-group-by-input.schema.json by make generate */
/**
 * Input of `engine::traces::group_by`: traces grouped by the value of one attribute.
 */
export interface ObservabilityTracesGroupByInput {
  /**
   * Attribute key whose values group the spans.
   */
  attribute: string;
  /**
   * Only spans that start at or after this unix ms.
   */
  since_ms?: number;
  /**
   * Groups returned, most recent first (default 100).
   */
  limit?: number;
  /**
   * Include spans of `engine::*` functions.
   */
  include_internal?: boolean;
  /**
   * Attribute whose first value labels each group.
   */
  label_attribute?: string;
  [k: string]: unknown | undefined;
}
