import type { InvokeFunction } from '@svc/protocol';
import { ErrorCode, InvocationError } from '../errors.js';
import type { Scheduler, TimerHandle } from './scheduler.js';

/**
 * How long the SDK waits past a call's own timeout before giving up by itself. The engine
 * enforces the deadline and answers `timeout` with its own message; the grace lets that answer
 * win, so the backstop only fires against an engine that keeps no deadlines.
 */
export const TIMEOUT_GRACE_MS = 1000;

/** A call frame waiting for a connection, with the time after which sending it is pointless. */
export interface QueuedCall {
  /** The `invokefunction` frame to send. */
  readonly frame: InvokeFunction;
  /** Scheduler time at which the call's deadline passes. */
  readonly expiresAt: number;
}

interface PendingCall {
  readonly functionId: string;
  readonly timeoutMs: number;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: InvocationError) => void;
  readonly timer: TimerHandle;
  /** Sent on the current connection, so only that connection can answer it. */
  inFlight: boolean;
}

/**
 * The calls this worker made and is waiting on (keyed by invocation id), and the call frames
 * made while disconnected. Every pending call settles exactly once: with its result, its
 * error, the backstop timeout, the loss of the connection that carried it, or shutdown.
 */
export class OutgoingCalls {
  private readonly pending = new Map<string, PendingCall>();
  private queue: QueuedCall[] = [];

  /** Creates an empty table on `scheduler`. */
  constructor(
    private readonly scheduler: Scheduler,
    private readonly graceMs: number = TIMEOUT_GRACE_MS,
  ) {}

  /** Number of calls still waiting for a result. */
  get size(): number {
    return this.pending.size;
  }

  /** Starts waiting for the result of `invocationId`, with a backstop at `timeoutMs` + grace. */
  expect(invocationId: string, functionId: string, timeoutMs: number): Promise<unknown> {
    return new Promise<unknown>((resolve, reject) => {
      const timer = this.scheduler.setTimer(timeoutMs + this.graceMs, () => {
        this.fail(
          invocationId,
          new InvocationError(ErrorCode.Timeout, `Invocation of ${functionId} timed out after ${timeoutMs} ms`, {
            functionId,
            invocationId,
          }),
        );
      });
      this.pending.set(invocationId, { functionId, timeoutMs, resolve, reject, timer, inFlight: false });
    });
  }

  /** Marks a call as sent on the current connection. */
  markInFlight(invocationId: string): void {
    const call = this.pending.get(invocationId);
    if (call !== undefined) call.inFlight = true;
  }

  /** Keeps a call frame until the next connection opens. */
  enqueue(frame: InvokeFunction, expiresAt: number): void {
    this.queue.push({ frame, expiresAt });
  }

  /**
   * Empties the queue, returning the frames still worth sending in the order they were made.
   * A call whose deadline passed while waiting fails with `timeout` instead of being sent; one
   * whose caller already gave up is dropped.
   */
  takeQueued(): QueuedCall[] {
    const now = this.scheduler.now();
    const keep: QueuedCall[] = [];
    for (const queued of this.queue) {
      const id = queued.frame.invocation_id;
      if (typeof id === 'string' && !this.pending.has(id)) continue;
      if (now >= queued.expiresAt) {
        if (typeof id === 'string') {
          const call = this.pending.get(id);
          this.fail(
            id,
            new InvocationError(
              ErrorCode.Timeout,
              `Invocation of ${queued.frame.function_id} timed out after ${call?.timeoutMs ?? 0} ms before it could be sent`,
              { functionId: queued.frame.function_id, invocationId: id },
            ),
          );
        }
        continue;
      }
      keep.push(queued);
    }
    this.queue = [];
    return keep;
  }

  /**
   * Settles the call `invocationId` with the outcome of its `invocationresult` (`error` present
   * means failure). False when no call waits for it: a late result, or not one of ours.
   */
  settle(invocationId: string, outcome: { result?: unknown; error?: unknown }): boolean {
    const call = this.take(invocationId);
    if (call === undefined) return false;
    if (outcome.error !== undefined) {
      call.reject(InvocationError.fromWire(outcome.error, call.functionId, invocationId));
    } else {
      call.resolve(outcome.result);
    }
    return true;
  }

  /** Fails one call with `error`; false when it was not pending. */
  fail(invocationId: string, error: InvocationError): boolean {
    const call = this.take(invocationId);
    if (call === undefined) return false;
    call.reject(error);
    return true;
  }

  /**
   * The connection closed: calls sent on it can never be answered (the engine completes them
   * towards the old connection), so they fail now with `invocation_stopped` rather than hang
   * until their timeout. Queued calls stay queued. Returns how many failed.
   */
  connectionLost(): number {
    let failed = 0;
    for (const [invocationId, call] of this.pending) {
      if (!call.inFlight) continue;
      failed += 1;
      this.fail(
        invocationId,
        new InvocationError(
          ErrorCode.InvocationStopped,
          `Connection to the engine was lost before ${call.functionId} answered`,
          { functionId: call.functionId, invocationId },
        ),
      );
    }
    return failed;
  }

  /** Fails every pending call with `code` and drops the queue (shutdown). */
  failAll(code: string, message: string): void {
    this.queue = [];
    for (const [invocationId, call] of this.pending) {
      this.fail(invocationId, new InvocationError(code, message, { functionId: call.functionId, invocationId }));
    }
  }

  private take(invocationId: string): PendingCall | undefined {
    const call = this.pending.get(invocationId);
    if (call === undefined) return undefined;
    this.pending.delete(invocationId);
    this.scheduler.clearTimer(call.timer);
    return call;
  }
}
