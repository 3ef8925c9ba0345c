/* DO NOT EDIT — generated from schema/contracts/queue/publish-input.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Input of `iii::durable::publish`: one message to every function bound to `topic` by a `queue` or `durable:subscriber` trigger, each delivered at least once.
 */
export interface QueuePublishInput {
  /**
   * Topic to publish to.
   */
  topic?: string;
  /**
   * Alias of `topic`.
   */
  queue?: string;
  /**
   * Payload every subscriber receives.
   */
  data?: JsonValue;
  /**
   * FIFO subscribers: messages of one group are delivered one at a time, in publish order. Defaults to the data field the queue's `message_group_field` names.
   */
  messageGroupId?: string;
  /**
   * Higher is delivered first among ready messages, up to the subscriber's `maxPriority`; 0 by default.
   */
  priority?: number;
  /**
   * Seconds before the message can be delivered; the subscriber's `delaySeconds` when absent.
   */
  delaySeconds?: number;
  [k: string]: unknown | undefined;
}
