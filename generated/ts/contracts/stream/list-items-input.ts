/* DO NOT EDIT — generated from schema/contracts/stream/list-items-input.schema.json by make generate */
/**
 * Input of `stream::list_items`: one page of a group's items with their ids, in id order.
 */
export interface StreamListItemsInput {
  /**
   * Stream of the group.
   */
  stream_name: string;
  /**
   * Group to list.
   */
  group_id: string;
  /**
   * Only items whose id starts with this.
   */
  prefix?: string;
  /**
   * `next_cursor` of the previous page; the first page when absent or null.
   */
  cursor?: string | null;
  /**
   * Most items in the page; 100 when absent.
   */
  limit?: number;
  [k: string]: unknown | undefined;
}
