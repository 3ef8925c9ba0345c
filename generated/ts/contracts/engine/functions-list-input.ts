/* DO NOT EDIT — generated from schema/contracts/engine/functions-list-input.schema.json by make generate */
/**
 * Input of `engine::functions::list`: filters, all optional and combined with and. Without `include_internal`, functions under `engine::` (but not `engine::queue::`) and those whose metadata has `internal: true` are left out.
 */
export interface EngineFunctionsListInput {
  /**
   * Case-insensitive substring of the function id or description.
   */
  search?: string;
  /**
   * Start of the function id.
   */
  prefix?: string;
  /**
   * Name of the worker that handles the function.
   */
  worker?: string;
  /**
   * Names of workers, any of which may handle the function.
   */
  workers?: string[];
  /**
   * List internal functions too.
   */
  include_internal?: boolean;
  /**
   * In a cluster: only the functions served by the engine with this id (`local` for the engine answering). All engines' when absent.
   */
  engine?: string;
  [k: string]: unknown | undefined;
}
