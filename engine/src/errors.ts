/**
 * Error codes the engine produces (see docs/errors.md) and the error class that carries them.
 */
import type { ErrorBody } from '@svc/protocol';

/** Stable error codes of the engine; wire-compatible ones keep their iii spelling. */
export const ErrorCode = {
  functionNotFound: 'function_not_found',
  invocationStopped: 'invocation_stopped',
  timeout: 'timeout',
  enqueueError: 'enqueue_error',
  channelSendFailed: 'channel_send_failed',
  invalidFrame: 'invalid_frame',
  duplicateInvocationId: 'duplicate_invocation_id',
  shuttingDown: 'shutting_down',
  tooManyRequests: 'too_many_requests',
  workerPaused: 'worker_paused',
  deserializationError: 'deserialization_error',
  triggerRegistrationFailed: 'trigger_registration_failed',
  triggerTypeNotFound: 'trigger_type_not_found',
  notFound: 'NOT_FOUND',
  invalidArguments: 'INVALID_ARGUMENTS',
  configInvalid: 'config_invalid',
  clusterUnavailable: 'cluster_unavailable',
  channelEngineLocal: 'channel_engine_local',
  functionNamespaceConflict: 'FUNCTION_NAMESPACE_CONFLICT',
  reservedId: 'reserved_id',
  triggerIdTaken: 'trigger_id_taken',
  triggerNotOwned: 'trigger_not_owned',
} as const;

/** An error with a stable `code`, as sent on the wire in an error body. */
export class EngineError extends Error {
  override name = 'EngineError';
  readonly code: string;
  readonly data?: unknown;

  constructor(code: string, message: string, options?: { cause?: unknown; data?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    if (options?.data !== undefined) this.data = options.data;
  }

  /** The wire form of this error. */
  toBody(): ErrorBody {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

/** The error body for any thrown value: EngineErrors keep their code, others become `invocation_failed`. */
export function errorBody(error: unknown): ErrorBody {
  if (error instanceof EngineError) return error.toBody();
  if (error instanceof Error) {
    const body: ErrorBody = { code: 'invocation_failed', message: error.message };
    if (error.stack) body.stacktrace = error.stack;
    return body;
  }
  return { code: 'invocation_failed', message: String(error) };
}
