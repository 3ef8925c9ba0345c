/* DO NOT EDIT — generated from schema/contracts/observability/traces-tree-input.schema.json by make generate */
/**
 * Input of `engine::traces::tree`.
 */
export interface ObservabilityTracesTreeInput {
  /**
   * The trace.
   */
  trace_id: string;
  [k: string]: unknown | undefined;
}
