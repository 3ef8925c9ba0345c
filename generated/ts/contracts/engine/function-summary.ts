/* DO NOT EDIT — generated from schema/contracts/engine/function-summary.schema.json by make generate */
import type { FunctionId } from '../../common/function-id.js';

/**
 * A function as `engine::functions::list`, `engine::workers::info` and `engine::registered-triggers::info` show it, and as the `engine::functions-available` trigger type sends it.
 */
export interface EngineFunctionSummary {
  /**
   * The function id.
   */
  function_id: FunctionId;
  /**
   * Name of the worker that handles it: the name it registered with `engine::workers::register`, else its connection id.
   */
  worker_name: string;
  /**
   * What the function does, as registered; absent when the registration had none.
   */
  description?: string;
  /**
   * The function's metadata, as registered; absent when the registration had none.
   */
  metadata?: {
    [k: string]: unknown | undefined;
  };
  /**
   * In a cluster: id of the engine that serves it (one entry per engine serving it). Absent when the engine runs alone.
   */
  engine?: string;
  /**
   * In a cluster: how many workers on that engine serve it. Absent when the engine runs alone.
   */
  worker_count?: number;
  [k: string]: unknown | undefined;
}
