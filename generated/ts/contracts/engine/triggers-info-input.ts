/* DO NOT EDIT — generated from schema/contracts/engine/triggers-info-input.schema.json by make generate */
/**
 * Input of `engine::triggers::info`: the trigger type to describe. A type nobody provides is refused with `NOT_FOUND`.
 */
export interface EngineTriggersInfoInput {
  /**
   * The trigger type id.
   */
  id: string;
  [k: string]: unknown | undefined;
}
