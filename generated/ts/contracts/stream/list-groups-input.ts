/* DO NOT EDIT — generated from schema/contracts/stream/list-groups-input.schema.json by make generate */
/**
 * Input of `stream::list_groups`: the groups of a stream that hold items.
 */
export interface StreamListGroupsInput {
  /**
   * Stream to list.
   */
  stream_name: string;
  [k: string]: unknown | undefined;
}
