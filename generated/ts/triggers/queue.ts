/* DO NOT EDIT — generated from schema/triggers/queue.schema.json by make generate */
import type { FunctionId } from '../common/function-id.js';

/**
 * Config of a `queue` trigger (also accepted under the type name `durable:subscriber`): consume messages published to `topic`, each delivered at least once with retries. The handler receives the published data. Unknown keys are ignored.
 */
export interface QueueTriggerConfig {
  /**
   * Topic whose messages this trigger consumes.
   */
  topic: string;
  /**
   * How messages are delivered to the function.
   */
  queue_config?: {
    /**
     * `standard` (parallel, unordered) or `fifo` (one at a time, in order).
     */
    type?: 'standard' | 'fifo';
    /**
     * Attempts after the first before a message goes to the dead-letter queue.
     */
    maxRetries?: number;
    /**
     * Messages handled at once.
     */
    concurrency?: number;
    /**
     * Seconds a taken message stays hidden before it is delivered again.
     */
    visibilityTimeout?: number;
    /**
     * Seconds before a new message becomes visible.
     */
    delaySeconds?: number;
    /**
     * How the wait between retries grows.
     */
    backoffType?: 'fixed' | 'exponential';
    /**
     * Base wait between retries, in milliseconds.
     */
    backoffDelayMs?: number;
    /**
     * Highest message priority the queue distinguishes.
     */
    maxPriority?: number;
    [k: string]: unknown | undefined;
  };
  /**
   * Function called with the message first; a result of exactly `false` acknowledges the message without running the handler.
   */
  condition_function_id?: FunctionId;
  [k: string]: unknown | undefined;
}
