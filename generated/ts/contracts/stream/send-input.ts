/* DO NOT EDIT — generated from schema/contracts/stream/send-input.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Input of `stream::send`: push a custom event to the subscribers of a group (or of one item with `id`); nothing is stored. The output is null.
 */
export interface StreamSendInput {
  /**
   * Stream of the group.
   */
  stream_name: string;
  /**
   * Group whose subscribers get the event.
   */
  group_id: string;
  /**
   * Item the event is about; subscribers of the group and of that item get it.
   */
  id?: string;
  /**
   * The custom event type.
   */
  type: string;
  /**
   * The event's data.
   */
  data?: JsonValue;
  [k: string]: unknown | undefined;
}
