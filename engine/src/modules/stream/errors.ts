/** Error codes of svc-stream (listed in docs/errors.md). */
export const StreamErrorCode = {
  /** A write named a system stream (`svc:*`), which only the engine writes. */
  reservedStream: 'reserved_stream',
  /** A socket frame that is not JSON or fails `stream-wire/client-message`. */
  invalidMessage: 'invalid_message',
  /** A join past `max_subscriptions_per_socket`. */
  tooManySubscriptions: 'too_many_subscriptions',
} as const;

/** Close codes of the subscription socket (docs/errors.md). */
export const StreamCloseCode = {
  /** The client did not read what it was sent: more than `max_buffered_bytes` waited. */
  slowSubscriber: 4010,
} as const;
