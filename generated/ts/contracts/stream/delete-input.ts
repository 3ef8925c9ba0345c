/* DO NOT EDIT — generated from schema/contracts/stream/delete-input.schema.json by make generate */
/**
 * Input of `stream::delete`: remove one item; subscribers of the group see `delete`.
 */
export interface StreamDeleteInput {
  /**
   * Stream of the item.
   */
  stream_name: string;
  /**
   * Group of the item within its stream.
   */
  group_id: string;
  /**
   * Id of the item within its group.
   */
  item_id: string;
  [k: string]: unknown | undefined;
}
