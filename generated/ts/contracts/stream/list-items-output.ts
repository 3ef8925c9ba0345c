/* DO NOT EDIT — generated from schema/contracts/stream/list-items-output.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `stream::list_items`: one page of a group's items.
 */
export interface StreamListItemsOutput {
  /**
   * Items of this page, ordered by id.
   */
  items: StreamItemWithId[];
  /**
   * Pass as `cursor` to get the next page; null when this page is the last.
   */
  next_cursor: string | null;
  [k: string]: unknown | undefined;
}

/**
 * One item and its id.
 */
export interface StreamItemWithId {
  /**
   * Id of the item in its group.
   */
  id: string;
  /**
   * Its current value.
   */
  value: JsonValue;
  [k: string]: unknown | undefined;
}
