/* DO NOT EDIT — generated from schema/triggers/stream.schema.json by make generate */
import type { FunctionId } from '../common/function-id.js';

/**
 * Config of a `stream` trigger: invoke `function_id` when an item of `stream_name` is created, updated, deleted or sent an event. The handler receives contracts/stream-event. Unknown keys are ignored.
 */
export interface StreamTriggerConfig {
  /**
   * Stream to watch.
   */
  stream_name: string;
  /**
   * Only this group of the stream.
   */
  group_id?: string;
  /**
   * Only this item.
   */
  item_id?: string;
  /**
   * Function called with the change payload first; a result of exactly `false` skips the handler.
   */
  condition_function_id?: FunctionId;
  [k: string]: unknown | undefined;
}
