/* DO NOT EDIT — generated from schema/contracts/queue/dlq-topics-output.schema.json by make generate */
/**
 * Output of `engine::queue::dlq_topics`: every topic whose dead-letter queue holds messages.
 */
export type QueueDlqTopicsOutput = QueueDlqTopic[];

/**
 * One dead-letter queue.
 */
export interface QueueDlqTopic {
  /**
   * Topic or queue name.
   */
  topic: string;
  /**
   * Adapter keeping its messages.
   */
  broker_type: string;
  /**
   * Messages in it.
   */
  message_count: number;
  [k: string]: unknown | undefined;
}
