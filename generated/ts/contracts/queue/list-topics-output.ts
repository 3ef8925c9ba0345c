/* DO NOT EDIT — generated from schema/contracts/queue/list-topics-output.schema.json by make generate */
/**
 * Output of `engine::queue::list_topics`: every named queue and every topic with a subscriber or a message.
 */
export type QueueListTopicsOutput = QueueTopicSummary[];

/**
 * One topic.
 */
export interface QueueTopicSummary {
  /**
   * Topic or queue name.
   */
  name: string;
  /**
   * Adapter keeping its messages: `in_memory`, `file_based` or `redis`.
   */
  broker_type: string;
  /**
   * Trigger bindings consuming it in this engine.
   */
  subscriber_count: number;
  /**
   * Messages waiting, as in `topic_stats`.
   */
  depth?: number;
  /**
   * Messages in its dead-letter queue.
   */
  dlq_depth?: number;
  [k: string]: unknown | undefined;
}
