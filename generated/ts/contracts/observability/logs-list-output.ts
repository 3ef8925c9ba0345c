/* DO NOT EDIT — generated from schema/contracts/observability/logs-list-output.schema.json by make generate */
import type { ObservabilityStoredLog } from './stored-log.js';

/**
 * Output of `engine::logs::list`.
 */
export interface ObservabilityLogsListOutput {
  /**
   * The page, newest first.
   */
  logs: ObservabilityStoredLog[];
  /**
   * Records that pass the filters, before pagination.
   */
  total: number;
  /**
   * The offset applied.
   */
  offset?: number;
  /**
   * The limit applied.
   */
  limit?: number;
  /**
   * Records that pass the filters, counted by service name.
   */
  services?: {
    /**
     * A count.
     */
    [k: string]: number | undefined;
  };
  /**
   * When the answer was made, unix ms.
   */
  timestamp: number;
  /**
   * What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.
   */
  storage?: {
    [k: string]: unknown | undefined;
  };
  [k: string]: unknown | undefined;
}
