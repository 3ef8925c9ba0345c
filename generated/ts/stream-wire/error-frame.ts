/* DO NOT EDIT — generated from schema/stream-wire/error-frame.schema.json by make generate */
/**
 * What svc-stream's socket answers a frame it cannot act on (not JSON, failing `stream-wire/client-message`, too many subscriptions). The socket stays open.
 */
export interface StreamErrorFrame {
  /**
   * Always `error`.
   */
  type: 'error';
  /**
   * The subscription the frame named, when it named one.
   */
  subscriptionId?: string;
  error: StreamError;
  [k: string]: unknown | undefined;
}

/**
 * What was wrong.
 */
export interface StreamError {
  /**
   * `invalid_message` or `too_many_subscriptions` (docs/errors.md).
   */
  code: string;
  /**
   * The reason, naming the field (e.g. `/data must have required property 'groupId'`).
   */
  message: string;
  [k: string]: unknown | undefined;
}
