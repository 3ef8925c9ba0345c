/* DO NOT EDIT — generated from schema/contracts/observability/traces-flow-input.schema.json by make generate */
/**
 * Input of `engine::traces::flow`: what functions touched (state scopes, streams, queue topics, event topics), learned from the stored spans.
 */
export interface ObservabilityTracesFlowInput {
  /**
   * Only spans that start at or after this unix ms.
   */
  since_ms?: number;
  /**
   * Edges returned, most recently seen first (default 500).
   */
  limit?: number;
  [k: string]: unknown | undefined;
}
