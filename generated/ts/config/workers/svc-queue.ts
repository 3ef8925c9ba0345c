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
           * Attempts after the first before a message is dead-lettered (3 by default): `max_retries: N` means N+1 attempts.
           */
          max_retries?: number;
          /**
           * Messages handled at once per function in this engine (10 by default); a `fifo` queue still runs one message of a group at a time.
           */
          concurrency?: number;
          /**
           * Deadline of one delivery (30000 by default): past it the attempt is cancelled and counted as failed; with the redis adapter, a message taken by an engine that went away is delivered again after it.
           */
          visibility_timeout_ms?: number;
          /**
           * Base wait between retries, in milliseconds (1000 by default).
           */
          backoff_ms?: number;
          /**
           * `exponential` (default): the wait doubles after each failed attempt (`backoff_ms · 2^(n-1)`); `fixed`: always `backoff_ms`.
           */
          backoff_type?: 'fixed' | 'exponential';
          /**
           * Seconds before a new message can be delivered.
           */
          delay_seconds?: number;
          /**
           * Highest message priority the queue distinguishes; higher priorities are delivered first. 0 (default) ignores priorities.
           */
          max_priority?: number;
          /**
           * `fifo`: the data field whose value is a message's group; order is kept within a group. Without it a fifo queue is one group.
           */
          message_group_field?: string;
        }
      | undefined;
  };
  /**
   * Most messages kept (waiting, in flight and dead-lettered) over every queue; an enqueue or publish past it fails with `queue_full`. 1000000 by default.
   */
  max_messages?: number;
  /**
   * `redis` adapter: how often an idle consumer looks for messages other engines enqueued (messages from this engine wake it at once). 200 by default.
   */
  poll_interval_ms?: number;
}
