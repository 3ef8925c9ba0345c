import type { ErrorBody, InvocationResult, InvokeFunction, JsonValue } from '@svc/protocol';
import { ErrorCode, InvocationError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { InvocationContext } from '../types.js';
import { attempt, messageOf } from './attempt.js';
import { isRecord } from './frames.js';
import type { RegisteredFunction } from './registry.js';
import { noTracing, type Tracing } from './tracing.js';

/**
 * Runs handlers for the invocations the engine sends, and turns each outcome into an
 * `invocationresult`. Each running invocation owns an AbortController, so the engine (with
 * `cancelinvocation`) and shutdown can tell the handler to stop.
 */
export class InvocationRunner {
  private readonly running = new Map<string, AbortController>();
  // Invocations without an id cannot be cancelled by the engine, but shutdown still aborts them.
  private readonly anonymous = new Set<AbortController>();

  /** Spans around handlers; swapped in once telemetry is loaded. */
  tracing: Tracing = noTracing;

  /**
   * Creates a runner whose handlers get `logger` as `context.logger`, and their payload through
   * `resolve` (references in it turned into objects: channels into readers and writers).
   */
  constructor(
    private readonly logger: Logger,
    private readonly resolve: (data: JsonValue) => unknown = (data) => data,
  ) {}

  /** Number of handlers still running. */
  get size(): number {
    return this.running.size + this.anonymous.size;
  }

  /**
   * Starts `fn` for `frame`. `reply` receives the result frame once the handler settles; it is
   * not called when the frame had no `invocation_id` (nobody waits) or the invocation was
   * cancelled (the engine has already answered the caller and drops late results).
   */
  run(frame: InvokeFunction, fn: RegisteredFunction, reply: (result: InvocationResult) => void): void {
    const invocationId = typeof frame.invocation_id === 'string' ? frame.invocation_id : undefined;
    const controller = new AbortController();
    if (invocationId === undefined) this.anonymous.add(controller);
    else this.running.set(invocationId, controller);

    const data = frame.data === undefined ? null : frame.data;
    const callerWorkerId =
      isRecord(data) && typeof data._caller_worker_id === 'string' ? data._caller_worker_id : undefined;
    const context: InvocationContext = {
      invocationId,
      functionId: frame.function_id,
      metadata: frame.metadata,
      signal: controller.signal,
      callerWorkerId,
      traceparent: frame.traceparent,
      baggage: frame.baggage,
      logger: this.logger,
    };

    const finish = (outcome: { result: unknown } | { error: unknown }): void => {
      if (invocationId === undefined) {
        this.anonymous.delete(controller);
        if ('error' in outcome) {
          // Nobody receives a result for this call, so the log is the only trace of the failure.
          this.logger.warn(`handler of ${frame.function_id} failed`, { error: messageOf(outcome.error) });
        }
        return;
      }
      if (this.running.get(invocationId) === controller) this.running.delete(invocationId);
      if (controller.signal.aborted) {
        this.logger.debug('result of a cancelled invocation dropped', { invocation_id: invocationId });
        return;
      }
      reply(resultFrame(invocationId, frame.function_id, outcome));
    };

    this.tracing
      .invocation(frame, () => attempt(() => fn.handler(this.resolve(data) as JsonValue, context)))
      .then(
        (result) => finish({ result }),
        (error: unknown) => finish({ error }),
      );
  }

  /** Aborts the handler of `invocationId` with `reason`; false when it is not running. */
  cancel(invocationId: string, reason: ErrorBody | undefined): boolean {
    const controller = this.running.get(invocationId);
    if (controller === undefined) return false;
    this.running.delete(invocationId);
    const error = new InvocationError(
      reason?.code ?? ErrorCode.InvocationStopped,
      reason?.message ?? 'Invocation cancelled by the engine',
      { invocationId },
    );
    controller.abort(error);
    return true;
  }

  /** Aborts every running handler with `error` (shutdown). */
  abortAll(error: InvocationError): void {
    for (const controller of this.running.values()) controller.abort(error);
    for (const controller of this.anonymous) controller.abort(error);
    this.running.clear();
    this.anonymous.clear();
  }
}

/** The `invocationresult` for a handler outcome; `result` is left out when the handler returned nothing. */
export function resultFrame(
  invocationId: string,
  functionId: string,
  outcome: { result: unknown } | { error: unknown },
): InvocationResult {
  const frame: InvocationResult = { type: 'invocationresult', invocation_id: invocationId, function_id: functionId };
  if ('error' in outcome) {
    frame.error = handlerErrorBody(outcome.error);
  } else if (outcome.result !== undefined) {
    frame.result = outcome.result as JsonValue;
  }
  return frame;
}

/** The wire error for a handler that threw: always `invocation_failed`, with the stack when there is one. */
export function handlerErrorBody(thrown: unknown): ErrorBody {
  const body: ErrorBody = { code: ErrorCode.InvocationFailed, message: messageOf(thrown) };
  if (thrown instanceof Error && typeof thrown.stack === 'string') body.stacktrace = thrown.stack;
  return body;
}
