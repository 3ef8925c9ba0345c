/* DO NOT EDIT — generated from schema/config/workers/svc-queue.schema.json by make generate */
import type { StoreAdapter } from './store-adapter.js';

/**
 * Config of `svc-queue`: named queues for `enqueue` actions and `queue` triggers, with retries and a dead-letter queue.
 */
export interface SvcQueueConfig {
  /**
   * Where messages are kept until acknowledged; `in_memory` when absent.
   */
  adapter?: StoreAdapter;
  /**
   * Settings per queue name; a `default` queue always exists.
   */
  queues?: {
    [k: string]:
      | {
          /**
           * `standard` (parallel) or `fifo` (one at a time, in order).
           */
          type?: 'standard' | 'fifo';
          /**
           * Attempts after the first before a message is dead-lettered.
           */
          max_retries?: number;
          /**
           * Messages handled at once.
           */
          concurrency?: number;
          /**
           * How long a taken message stays hidden before redelivery.
           */
          visibility_timeout_ms?: number;
          /**
           * Base wait between retries; doubles each attempt.
           */
          backoff_ms?: number;
        }
      | undefined;
  };
}
