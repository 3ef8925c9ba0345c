/* DO NOT EDIT — generated from schema/contracts/observability/traces-list-output.schema.json by make generate */
import type { ObservabilityStoredSpan } from './stored-span.js';

/**
 * Output of `engine::traces::list`.
 */
export interface ObservabilityTracesListOutput {
  /**
   * The page of root spans (or matching spans).
   */
  spans: ObservabilityStoredSpan[];
  /**
   * Rows that pass the filters, before pagination.
   */
  total: number;
  /**
   * The offset applied.
   */
  offset: number;
  /**
   * The limit applied.
   */
  limit: number;
  /**
   * What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.
   */
  storage?: {
    [k: string]: unknown | undefined;
  };
  [k: string]: unknown | undefined;
}
