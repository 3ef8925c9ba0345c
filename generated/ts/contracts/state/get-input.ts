/* DO NOT EDIT — generated from schema/contracts/state/get-input.schema.json by make generate */
/**
 * Input of `state::get`: the entry to read.
 */
export interface StateGetInput {
  /**
   * Scope (group) of the entry.
   */
  scope: string;
  /**
   * Key of the entry within its scope.
   */
  key: string;
  [k: string]: unknown | undefined;
}
