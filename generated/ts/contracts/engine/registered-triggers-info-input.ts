/* DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-info-input.schema.json by make generate */
/**
 * Input of `engine::registered-triggers::info`: the binding to describe. An unknown id is refused with `NOT_FOUND`.
 */
export interface EngineRegisteredTriggersInfoInput {
  /**
   * The binding's id.
   */
  id: string;
  [k: string]: unknown | undefined;
}
