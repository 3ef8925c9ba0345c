/* DO NOT EDIT — generated from schema/contracts/observability/traces-tree-output.schema.json by make generate */
/**
 * Output of `engine::traces::tree`: the trace's spans nested under their parents (a span whose parent is not stored is a root), each with `children`, sorted by start time.
 */
export interface ObservabilityTracesTreeOutput {
  /**
   * Root spans, each a stored span with `children` (the same shape, recursively).
   *
   * Items: A stored span with `children`.
   */
  roots: {
    /**
     * Child spans, with their children.
     *
     * Items: A child span.
     */
    children?: {
      [k: string]: unknown | undefined;
    }[];
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
