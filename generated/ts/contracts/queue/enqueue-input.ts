/* DO NOT EDIT — generated from schema/contracts/queue/enqueue-input.schema.json by make generate */
import type { FunctionId } from '../../common/function-id.js';
import type { JsonValue } from '../../common/json-value.js';

/**
 * Input of `engine::queue::enqueue`: the provider form of an `enqueue` action. The message is kept on the named queue and `function_id` is invoked with `data` at least once.
 */
export interface QueueEnqueueInput {
  /**
   * Named queue from svc-queue's `queues` settings, or `default`.
   */
  queue: string;
  /**
   * Function the message is delivered to.
   */
  function_id: FunctionId;
  /**
   * Payload the function receives.
   */
  data?: JsonValue;
  /**
   * Id to give the message (the engine makes one for an `enqueue` action); a new UUID when absent.
   */
  messageReceiptId?: string;
  /**
   * W3C trace context of the caller, passed to every delivery.
   */
  traceparent?: string;
  /**
   * W3C baggage of the caller, passed to every delivery.
   */
  baggage?: string;
  [k: string]: unknown | undefined;
}
