/* DO NOT EDIT — generated from schema/contracts/queue/topic-input.schema.json by make generate */
/**
 * Input of `engine::queue::topic_stats`: the topic (or named queue) to describe.
 */
export interface QueueTopicInput {
  /**
   * Topic or queue name.
   */
  topic: string;
  [k: string]: unknown | undefined;
}
