/* DO NOT EDIT — generated from schema/contracts/queue/redrive-input.schema.json by make generate */
/**
 * Input of `iii::queue::redrive`: moves every message of a dead-letter queue back to its queue, with its attempts reset.
 */
export interface QueueRedriveInput {
  /**
   * Topic or queue name.
   */
  queue?: string;
  /**
   * Alias of `queue`.
   */
  topic?: string;
  [k: string]: unknown | undefined;
}
