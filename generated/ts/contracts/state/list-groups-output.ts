/* DO NOT EDIT — generated from schema/contracts/state/list-groups-output.schema.json by make generate */
/**
 * Output of `state::list_groups`.
 */
export interface StateListGroupsOutput {
  /**
   * Every scope holding at least one key, de-duplicated and sorted.
   */
  groups: string[];
  [k: string]: unknown | undefined;
}
