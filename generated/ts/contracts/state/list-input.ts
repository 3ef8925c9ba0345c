/* DO NOT EDIT — generated from schema/contracts/state/list-input.schema.json by make generate */
/**
 * Input of `state::list`: the scope whose values to return.
 */
export interface StateListInput {
  /**
   * Scope (group) to list.
   */
  scope: string;
  [k: string]: unknown | undefined;
}
