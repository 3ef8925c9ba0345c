/* DO NOT EDIT — generated from schema/contracts/stream/get-input.schema.json by make generate */
/**
 * Input of `stream::get`: one item; the output is its value, or null.
 */
export interface StreamGetInput {
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
