/* DO NOT EDIT — generated from schema/contracts/queue/message-input.schema.json by make generate */
/**
 * Input of `iii::queue::redrive_message` and `iii::queue::discard_message`: one message of a dead-letter queue.
 */
export interface QueueMessageInput {
  /**
   * Topic or queue name.
   */
  queue?: string;
  /**
   * Alias of `queue`.
   */
  topic?: string;
  /**
   * The message's id, as `dlq_messages` lists it.
   */
  message_id: string;
  [k: string]: unknown | undefined;
}
