/* DO NOT EDIT — generated from schema/contracts/console/page-input.schema.json by make generate */
/**
 * Body of `POST /_console/dlq/:topic/messages`: one page of a dead-letter queue (`engine::queue::dlq_messages`).
 */
export interface ConsolePageInput {
  /**
   * Messages to skip; 0 when absent.
   */
  offset?: number;
  /**
   * Most messages; 50 when absent.
   */
  limit?: number;
  [k: string]: unknown | undefined;
}
