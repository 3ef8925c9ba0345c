/* DO NOT EDIT — generated from schema/contracts/observability/clear-input.schema.json by make generate */
/**
 * Input of `engine::traces::clear` and `engine::logs::clear`: an empty object (other keys are ignored).
 */
export interface ObservabilityClearInput {
  [k: string]: unknown | undefined;
}
