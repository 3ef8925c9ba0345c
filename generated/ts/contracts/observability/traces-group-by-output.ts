/* DO NOT EDIT — generated from schema/contracts/observability/traces-group-by-output.schema.json by make generate */
/**
 * Output of `engine::traces::group_by`.
 */
export interface ObservabilityTracesGroupByOutput {
  /**
   * One group per attribute value, most recently seen first.
   *
   * Items: A group.
   */
  groups: {
    /**
     * The attribute value.
     */
    value: string;
    /**
     * The label attribute's value.
     */
    label?: string;
    /**
     * Traces with a span carrying the value.
     *
     * Items: A trace id.
     */
    trace_ids: string[];
    /**
     * Spans carrying the value.
     */
    span_count: number;
    /**
     * Earliest span start, unix ms.
     */
    first_seen_ms: number;
    /**
     * Latest span end, unix ms.
     */
    last_seen_ms: number;
    /**
     * last_seen_ms minus first_seen_ms.
     */
    duration_ms: number;
    /**
     * Spans with status error.
     */
    error_count: number;
    [k: string]: unknown | undefined;
  }[];
  /**
   * What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.
   */
  storage?: {
    [k: string]: unknown | undefined;
  };
  [k: string]: unknown | undefined;
}
