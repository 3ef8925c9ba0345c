/* DO NOT EDIT — generated from schema/contracts/state/list-groups-input.schema.json by make generate */
/**
 * Input of `state::list_groups`: no fields.
 */
export interface StateListGroupsInput {
  [k: string]: unknown | undefined;
}
