/* DO NOT EDIT — generated from schema/contracts/engine/worker-detail.schema.json by make generate */
import type { EngineWorkerSummary } from './worker-summary.js';

/**
 * A worker as `engine::workers::info` describes it: its summary, its process id and whether it is a built-in module.
 */
export type EngineWorkerDetail = EngineWorkerSummary & {
  /**
   * Process id the worker reported (the engine's own for a built-in module); null when it reported none.
   */
  pid: number | null;
  /**
   * True for a built-in module running in the engine process.
   */
  internal: boolean;
  [k: string]: unknown | undefined;
};
