/* DO NOT EDIT — generated from schema/contracts/queue/redrive-output.schema.json by make generate */
/**
 * Output of `iii::queue::redrive`.
 */
export interface QueueRedriveOutput {
  /**
   * Topic or queue name.
   */
  queue: string;
  /**
   * Messages moved back.
   */
  redriven: number;
  [k: string]: unknown | undefined;
}
