/**
 * The outcomes docs/errors.md documents, as the fuzz oracles accept them: the error codes an
 * `invocationresult` or `triggerregistrationresult` may carry (the Invocation, Registration and
 * Built-in functions tables) and the close codes a peer may end a connection with. A test keeps
 * these lists equal to the document.
 */

/** Error codes of the Invocation, Registration and Built-in functions tables of docs/errors.md. */
export const DOCUMENTED_ERROR_CODES: ReadonlySet<string> = new Set([
  // Invocation
  'function_not_found',
  'invocation_failed',
  'invocation_stopped',
  'timeout',
  'TIMEOUT',
  'shutting_down',
  'invalid_frame',
  'duplicate_invocation_id',
  'too_many_requests',
  'worker_paused',
  'function_not_invokable',
  'enqueue_error',
  'invocation_error',
  'channel_send_failed',
  'cluster_unavailable',
  'channel_engine_local',
  'deserialization_error',
  'serialization_error',
  'UNKNOWN',
  // Registration
  'trigger_registration_failed',
  'trigger_type_not_found',
  'FUNCTION_NAMESPACE_CONFLICT',
  'TRIGGER_TYPE_CONFLICT',
  'reserved_id',
  'trigger_id_taken',
  'trigger_not_owned',
  'WORKER_NAMESPACE_CONFLICT',
  'AUTH_ERROR',
  'FORBIDDEN',
  'too_many_registrations',
  // Built-in functions
  'NOT_FOUND',
  'INVALID_ARGUMENTS',
  'VALUE_TOO_LARGE',
  'store_outcome_unknown',
  'store_unavailable',
  'state_conflict',
  'topic_not_set',
  'queue_not_found',
  'queue_full',
  'memory_exporter_not_enabled',
  'channel_limit_reached',
  'http_status_error',
  'http_request_failed',
  'http_invalid_response',
  'http_auth_not_configured',
]);

/**
 * Close codes the engine documents, with what explains each: 1000 a `reattach` retired the
 * connection, 1001 the engine is stopping, 1007 a text frame was not UTF-8 (RFC 6455), 1009 a
 * frame was larger than `max_message_bytes`; and the bridge's limits, which a fuzz run stays far
 * below: 4001 the worker did not read, 4002 too many calls without a reply, 4003 too many
 * malformed frames, 4004 a ping went unanswered.
 */
export const ENGINE_CLOSE_CODES: ReadonlySet<number> = new Set([1000, 1001, 1007, 1009, 4001, 4002, 4003, 4004]);

/**
 * Close codes a worker may end its connection with after bad input (RFC 6455): 1007 for a text
 * frame that is not UTF-8, 1009 for a frame over its limit (1 MiB in some SDKs, 4 MiB in
 * svc-sdk for Python). A worker reconnects after either.
 */
export const WORKER_CLOSE_CODES: ReadonlySet<number> = new Set([1007, 1009]);

/** The smallest frame limit a worker may have (the websockets library's default, 1 MiB). */
export const SMALLEST_WORKER_FRAME_LIMIT = 1024 * 1024;
