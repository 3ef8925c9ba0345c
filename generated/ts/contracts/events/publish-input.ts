/* DO NOT EDIT — generated from schema/contracts/events/publish-input.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Input of `publish`: the event. Every function bound to `topic` by an `event` or `subscribe` trigger is invoked with `data`.
 */
export interface EventsPublishInput {
  /**
   * Topic to publish to; an empty topic fails with `topic_not_set`.
   */
  topic: string;
  /**
   * What each subscriber receives as its payload; null when absent.
   */
  data?: JsonValue;
  [k: string]: unknown | undefined;
}
