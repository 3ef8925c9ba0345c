/* DO NOT EDIT — generated from schema/contracts/queue/dlq-messages-input.schema.json by make generate */
/**
 * Input of `engine::queue::dlq_messages`: one page of a topic's dead-letter queue, oldest failure first.
 */
export interface QueueDlqMessagesInput {
  /**
   * Topic or queue name.
   */
  topic: string;
  /**
   * Messages to skip.
   */
  offset?: number;
  /**
   * Most messages in the page.
   */
  limit?: number;
  [k: string]: unknown | undefined;
}
