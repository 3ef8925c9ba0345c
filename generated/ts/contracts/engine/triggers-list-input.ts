/* DO NOT EDIT — generated from schema/contracts/engine/triggers-list-input.schema.json by make generate */
/**
 * Input of `engine::triggers::list` (trigger types): filters, all optional and combined with and. Without `include_internal`, types under `engine::` are left out.
 */
export interface EngineTriggersListInput {
  /**
   * Case-insensitive substring of the type id or description.
   */
  search?: string;
  /**
   * Start of the type id.
   */
  prefix?: string;
  /**
   * List the engine's own types too.
   */
  include_internal?: boolean;
  [k: string]: unknown | undefined;
}
