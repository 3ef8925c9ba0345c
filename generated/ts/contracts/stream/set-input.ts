/* DO NOT EDIT — generated from schema/contracts/stream/set-input.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Input of `stream::set`: store `data` as item `item_id` of `stream_name`/`group_id`; subscribers of the group see `create` or `update`.
 */
export interface StreamSetInput {
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
  /**
   * The item's value.
   */
  data: JsonValue;
  [k: string]: unknown | undefined;
}
