/* DO NOT EDIT — generated from schema/contracts/queue/message-output.schema.json by make generate */
/**
 * Output of `iii::queue::redrive_message` (`redriven`) and `iii::queue::discard_message` (`discarded`): false when the dead-letter queue does not hold that message.
 */
export interface QueueMessageOutput {
  /**
   * Topic or queue name.
   */
  queue: string;
  /**
   * The message's id.
   */
  message_id: string;
  /**
   * `redrive_message`: the message went back to its queue.
   */
  redriven?: boolean;
  /**
   * `discard_message`: the message was deleted.
   */
  discarded?: boolean;
  [k: string]: unknown | undefined;
}
