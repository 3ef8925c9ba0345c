import type { ErrorBody } from '@svc/protocol';

/**
 * The error codes svc-sdk raises or puts on the wire itself. Codes shared with the iii protocol
 * keep their wire spelling; codes svc adds are lower_snake (see docs/errors.md). Branch on
 * `code`, never on `message`.
 */
export const ErrorCode = {
  /** No function has that id (engine), or the worker that got the call does not have it. */
  FunctionNotFound: 'function_not_found',
  /** The handler threw; `stacktrace` holds its stack. */
  InvocationFailed: 'invocation_failed',
  /** The connection that carried the call went away before the result came back. */
  InvocationStopped: 'invocation_stopped',
  /** The call's deadline passed (the engine's, or the SDK's own backstop). */
  Timeout: 'timeout',
  /** `shutdown()` was called while the call was pending or the handler was running. */
  ShuttingDown: 'shutting_down',
  /** A trigger type's handler refused a trigger. */
  TriggerRegistrationFailed: 'trigger_registration_failed',
  /** A forwarded trigger names a type this worker does not provide. */
  TriggerTypeNotFound: 'trigger_type_not_found',
  /** A frame could not be decoded into the shape its `type` promises. */
  DeserializationError: 'deserialization_error',
  /** A payload could not be encoded as JSON. */
  SerializationError: 'serialization_error',
  /** An error arrived that is not an error body. */
  Unknown: 'UNKNOWN',
  /** A registration was refused at the call site: empty id. */
  InvalidId: 'invalid_id',
  /** A registration was refused at the call site: the id is already registered in this worker. */
  AlreadyRegistered: 'already_registered',
  /** A registration was refused at the call site: a handler or option has the wrong type. */
  InvalidArgument: 'invalid_argument',
  /** The engine URL is not a ws:// or wss:// URL. */
  InvalidUrl: 'invalid_url',
  /** A channel side could not be opened: the engine refused it (unknown, taken) or is unreachable. */
  ChannelUnavailable: 'channel_unavailable',
  /** A channel ended abnormally (its owner left, the writer failed) or was written after it closed. */
  ChannelClosed: 'channel_closed',
} as const;

/** Options every svc-sdk error accepts. */
export interface SvcErrorOptions {
  /** The error that caused this one. */
  cause?: unknown;
  /** Structured detail about the error. */
  data?: Record<string, unknown>;
}

/** Base class of every error svc-sdk throws: a stable `code` and a human `message`. */
export class SvcError extends Error {
  override name = 'SvcError';
  /** Stable machine-readable code, e.g. `invalid_id`. */
  readonly code: string;
  /** Structured detail, when there is any. */
  readonly data: Record<string, unknown> | undefined;

  /** Creates an error with `code`, `message` and optional `{ cause, data }`. */
  constructor(code: string, message: string, options: SvcErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.data = options.data;
  }
}

/** Options of an {@link InvocationError}: where the failed call went and what the handler left. */
export interface InvocationErrorOptions extends SvcErrorOptions {
  /** Function the call was addressed to. */
  functionId?: string;
  /** Invocation id of the call, when it had one. */
  invocationId?: string;
  /** Stack trace of the remote handler, when it sent one. */
  stacktrace?: string;
}

/**
 * A call made with `trigger()` failed: the engine or the target worker answered with an error,
 * the deadline passed, the connection was lost, or the worker is shutting down.
 */
export class InvocationError extends SvcError {
  override name = 'InvocationError';
  /** Function the call was addressed to. */
  readonly functionId: string | undefined;
  /** Invocation id of the call, when it had one. */
  readonly invocationId: string | undefined;
  /** Stack trace of the remote handler, when it sent one. */
  readonly stacktrace: string | undefined;

  /** Creates an invocation error; `code` is the wire code, e.g. `function_not_found`. */
  constructor(code: string, message: string, options: InvocationErrorOptions = {}) {
    super(code, message, options);
    this.functionId = options.functionId;
    this.invocationId = options.invocationId;
    this.stacktrace = options.stacktrace;
  }

  /**
   * The error a caller sees for an `invocationresult` carrying `error`. A value that is not an
   * error body (an engine bug, an old SDK) becomes code `UNKNOWN` rather than being lost.
   */
  static fromWire(error: unknown, functionId: string, invocationId?: string): InvocationError {
    const options: InvocationErrorOptions = { functionId };
    if (invocationId !== undefined) options.invocationId = invocationId;
    if (!isErrorBody(error)) {
      return new InvocationError(ErrorCode.Unknown, `Invocation of ${functionId} failed: ${describe(error)}`, options);
    }
    if (typeof error.stacktrace === 'string') options.stacktrace = error.stacktrace;
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null && !Array.isArray(data))
      options.data = data as Record<string, unknown>;
    return new InvocationError(error.code, error.message, options);
  }

  /** The wire form of this error. */
  toErrorBody(): ErrorBody {
    const body: ErrorBody = { code: this.code, message: this.message };
    if (this.stacktrace !== undefined) body.stacktrace = this.stacktrace;
    if (this.data !== undefined) body.data = this.data;
    return body;
  }
}

/** A registration (function, trigger, trigger type) was refused at the call site. */
export class RegistrationError extends SvcError {
  override name = 'RegistrationError';
}

/** True when `value` has the shape of an error body: a non-empty string code and a string message. */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as { code?: unknown; message?: unknown };
  return typeof code === 'string' && code.length > 0 && typeof message === 'string';
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
