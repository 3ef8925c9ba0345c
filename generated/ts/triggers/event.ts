/* DO NOT EDIT — generated from schema/triggers/event.schema.json by make generate */
/**
 * Config of an `event` trigger (also accepted under the type name `subscribe`): invoke `function_id`, fire and forget, with the data of every event published to `topic`. The handler receives contracts/event-payload. Unknown keys are ignored.
 */
export interface EventTriggerConfig {
  /**
   * Topic to subscribe to; empty topics are refused.
   */
  topic: string;
  [k: string]: unknown | undefined;
}
