/* DO NOT EDIT — generated from schema/common/trigger-action.schema.json by make generate */
/**
 * How an invocation is delivered. Absent means request/response: the caller waits for the result.
 */
export type TriggerAction = VoidAction | EnqueueAction;

/**
 * Fire and forget: the caller sends no invocation id and never receives a reply, not even an error.
 */
export interface VoidAction {
  /**
   * Action tag.
   */
  type: 'void';
  [k: string]: unknown | undefined;
}

/**
 * Hand the invocation to a queue; the caller receives `{messageReceiptId}` once the queue has accepted it, or the error `enqueue_error`.
 */
export interface EnqueueAction {
  /**
   * Action tag.
   */
  type: 'enqueue';
  /**
   * Name of the queue that takes the invocation.
   */
  queue: string;
  [k: string]: unknown | undefined;
}
