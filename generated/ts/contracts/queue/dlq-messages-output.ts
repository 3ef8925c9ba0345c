/* DO NOT EDIT — generated from schema/contracts/queue/dlq-messages-output.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `engine::queue::dlq_messages`.
 */
export interface QueueDlqMessagesOutput {
  /**
   * Topic or queue name.
   */
  topic: string;
  /**
   * Messages in the dead-letter queue, over every page.
   */
  total: number;
  /**
   * The page.
   */
  messages: QueueDlqMessage[];
  [k: string]: unknown | undefined;
}

/**
 * One dead message.
 */
export interface QueueDlqMessage {
  /**
   * Message id (its `messageReceiptId`).
   */
  id: string;
  /**
   * Function it was delivered to.
   */
  function_id: string;
  /**
   * The message's data.
   */
  payload: JsonValue;
  /**
   * Error of the last attempt (`code: message`).
   */
  error: string;
  /**
   * When it was dead-lettered, in Unix seconds.
   */
  failed_at: number;
  /**
   * Attempts made.
   */
  retries: number;
  /**
   * Size of the payload's JSON text.
   */
  size_bytes: number;
  [k: string]: unknown | undefined;
}
