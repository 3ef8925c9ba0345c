/* DO NOT EDIT — generated from schema/contracts/engine/workers-list-input.schema.json by make generate */
/**
 * Input of `engine::workers::list`: filters, all optional and combined with and. Workers that never called `engine::workers::register` are never listed.
 */
export interface EngineWorkersListInput {
  /**
   * Case-insensitive substring of the worker's name or description.
   */
  search?: string;
  /**
   * The worker's `runtime`, exactly.
   */
  runtime?: string;
  /**
   * The worker's `status`, exactly: `available`, `busy` or `connected`.
   */
  status?: string;
  /**
   * In a cluster: only the workers connected to the engine with this id (`local` for the engine answering). All engines' when absent.
   */
  engine?: string;
  [k: string]: unknown | undefined;
}
