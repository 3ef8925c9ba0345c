/* DO NOT EDIT — generated from schema/contracts/queue/topic-stats-output.schema.json by make generate */
/**
 * Output of `engine::queue::topic_stats`: counts of one topic or named queue, over every function it delivers to. Counters (`done`, `failed`) count since the engine started.
 */
export interface QueueTopicStatsOutput {
  /**
   * Messages waiting to be delivered (ready, delayed or waiting for a retry), not counting those in flight.
   */
  depth: number;
  /**
   * Messages being delivered now.
   */
  in_flight: number;
  /**
   * Deliveries that succeeded.
   */
  done: number;
  /**
   * Attempts that failed (each retry counts).
   */
  failed: number;
  /**
   * Messages in the topic's dead-letter queue.
   */
  dlq_depth: number;
  /**
   * Trigger bindings consuming the topic in this engine.
   */
  consumer_count: number;
  /**
   * Settings of the named queue of that name, or null.
   */
  config: {} | null;
  [k: string]: unknown | undefined;
}
