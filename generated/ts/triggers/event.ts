/* DO NOT EDIT — generated from schema/triggers/event.schema.json by make generate */
import type { FunctionId } from '../common/function-id.js';

/**
 * Config of an `event` trigger (also accepted under the type name `subscribe`): invoke `function_id`, fire and forget, with the data of every event published to `topic`. The handler receives contracts/event-payload. One of `topic`, `event` or `name` must name the topic; a binding with none is refused when it is registered. Unknown keys are ignored.
 */
export interface EventTriggerConfig {
  /**
   * Topic to subscribe to; empty topics are refused.
   */
  topic?: string;
  /**
   * Another name for `topic` (an event name, as in `state:updated`); used when `topic` is absent.
   */
  event?: string;
  /**
   * Another name for `topic`; used when `topic` and `event` are absent.
   */
  name?: string;
  /**
   * Function called with the event's data first; a result of exactly `false` skips this delivery.
   */
  condition_function_id?: FunctionId;
  [k: string]: unknown | undefined;
}
