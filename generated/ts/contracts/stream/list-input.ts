/* DO NOT EDIT — generated from schema/contracts/stream/list-input.schema.json by make generate */
/**
 * Input of `stream::list`: every item of a group, in item-id order (the output is a bare array of values, as in iii).
 */
export interface StreamListInput {
  /**
   * Stream of the group.
   */
  stream_name: string;
  /**
   * Group to list.
   */
  group_id: string;
  [k: string]: unknown | undefined;
}
