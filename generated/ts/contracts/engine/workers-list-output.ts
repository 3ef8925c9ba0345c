/* DO NOT EDIT — generated from schema/contracts/engine/workers-list-output.schema.json by make generate */
import type { EngineWorkerSummary } from './worker-summary.js';

/**
 * Output of `engine::workers::list`.
 */
export interface EngineWorkersListOutput {
  /**
   * The workers and built-in modules that pass the filters, sorted by name.
   */
  workers: EngineWorkerSummary[];
  [k: string]: unknown | undefined;
}
