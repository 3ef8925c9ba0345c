/* DO NOT EDIT — generated from schema/stream-wire/live-queues.schema.json by make generate */
/**
 * `data` of the `stats` events of `svc:live` group `queues`: the counts of every queue topic, sent once per `live_interval_ms` while any of them changes.
 */
export interface LiveQueueStats {
  /**
   * One entry per named queue, subscribed topic or topic holding messages, by name (at most 500).
   */
  topics: LiveQueueTopic[];
  [k: string]: unknown | undefined;
}

/**
 * The counts of one topic, as `engine::queue::topic_stats` reads them.
 */
export interface LiveQueueTopic {
  /**
   * The topic or named queue.
   */
  name: string;
  /**
   * The adapter keeping it (`in_memory`, `file_based`, `redis`).
   */
  broker_type?: string;
  /**
   * Functions bound to the topic.
   */
  subscriber_count?: number;
  /**
   * Messages waiting, delayed or waiting for a retry.
   */
  depth: number;
  /**
   * Messages being delivered now.
   */
  in_flight: number;
  /**
   * Deliveries that succeeded since the engine started.
   */
  done: number;
  /**
   * Attempts that failed since the engine started (each retry counts).
   */
  failed: number;
  /**
   * Messages in the topic's dead-letter queue.
   */
  dlq_depth: number;
  [k: string]: unknown | undefined;
}
