/* DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-list-input.schema.json by make generate */
/**
 * Input of `engine::registered-triggers::list` (trigger bindings): filters, all optional and combined with and. Without `include_internal`, bindings of types under `engine::` are left out.
 */
export interface EngineRegisteredTriggersListInput {
  /**
   * Case-insensitive substring of the binding id, its type or its function id.
   */
  search?: string;
  /**
   * The binding's trigger type id, exactly.
   */
  trigger_type?: string;
  /**
   * The function the binding invokes, exactly.
   */
  function_id?: string;
  /**
   * Name of the worker that registered the binding (`engine` for those made with `engine::register_trigger`).
   */
  worker?: string;
  /**
   * List bindings of the engine's own types too.
   */
  include_internal?: boolean;
  [k: string]: unknown | undefined;
}
