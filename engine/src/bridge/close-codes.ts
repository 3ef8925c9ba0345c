/**
 * The WebSocket close codes the bridge ends a worker connection with when the connection, not
 * the engine, is at fault, each in the private range RFC 6455 leaves to applications (4000–4999)
 * so that a worker can tell the reasons apart. docs/errors.md lists them with 1000, 1001, 1007
 * and 1009.
 */
export const CloseCode = {
  /** The worker did not read what the engine sent it: too many bytes waited, or for too long. */
  slowConsumer: 4001,
  /** The connection kept sending calls without a reply past `max_void_calls_per_second`. */
  voidFlood: 4002,
  /** The connection sent malformed frames past `malformed_frames_burst`. */
  malformedFlood: 4003,
  /** A ping went unanswered for `ping_timeout_ms`: the peer is gone or stopped (half-open). */
  unresponsive: 4004,
} as const;
