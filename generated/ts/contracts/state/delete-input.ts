/* DO NOT EDIT — generated from schema/contracts/state/delete-input.schema.json by make generate */
/**
 * Input of `state::delete`: the entry to remove. Deleting a missing key is not an error.
 */
export interface StateDeleteInput {
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
