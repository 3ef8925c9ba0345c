import type { InvokeFunction } from '@svc/protocol';
import { ErrorCode, InvocationError } from '../errors.js';
import { messageOf } from './attempt.js';
import type { Send } from './link.js';
import type { Scheduler, TimerHandle } from './scheduler.js';

/**
 * How long the SDK waits past a call's own timeout before giving up by itself. The engine
 * enforces the deadline and answers `timeout` with its own message; the grace lets that answer
 * win, so the backstop only fires against an engine that keeps no deadlines.
 */
export const TIMEOUT_GRACE_MS = 1000;

/** A call frame waiting for a connection, with the time after which sending it is pointless. */
interface QueuedCall {
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
  // Queue length at which expired entries are swept out, so a long outage with a steady stream
  // of calls does not grow the queue without bound. Doubles with the live size: amortised O(1).
  private sweepAt = 64;

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
        this.fail(invocationId, this.timeoutError(invocationId, ''));
      });
      this.pending.set(invocationId, { functionId, timeoutMs, resolve, reject, timer, inFlight: false });
    });
  }

  /**
   * Sends a call frame through `send` (the open connection), or keeps it for the next
   * connection when there is none or it is closing. Throws when the frame cannot be encoded.
   */
  submit(frame: InvokeFunction, expiresAt: number, send: Send | undefined): void {
    if (send?.(frame)) {
      this.markInFlight(frame);
      return;
    }
    this.queue.push({ frame, expiresAt });
    if (this.queue.length >= this.sweepAt) this.sweep();
  }

  /**
   * Sends the calls queued while disconnected, in the order they were made. A call whose
   * deadline passed while waiting fails with `timeout` instead of being sent; one whose caller
   * already gave up is dropped; one that cannot be encoded fails with `serialization_error`.
   */
  flush(send: Send): void {
    const now = this.scheduler.now();
    const queue = this.queue;
    this.queue = [];
    let open = true;
    for (const queued of queue) {
      const id = queued.frame.invocation_id;
      if (typeof id === 'string' && !this.pending.has(id)) continue;
      if (now >= queued.expiresAt) {
        if (typeof id === 'string') this.fail(id, this.timeoutError(id, ' before it could be sent'));
        continue;
      }
      if (open) {
        try {
          open = send(queued.frame);
        } catch (error) {
          if (typeof id === 'string') this.fail(id, encodeError(queued.frame, id, error));
          continue;
        }
      }
      // A connection that closes mid-flush leaves the rest for the next one, in order.
      if (open) this.markInFlight(queued.frame);
      else this.queue.push(queued);
    }
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

  /** Drops queued calls that can no longer be sent: expired (failing them), or given up on. */
  private sweep(): void {
    const now = this.scheduler.now();
    this.queue = this.queue.filter((queued) => {
      const id = queued.frame.invocation_id;
      if (typeof id === 'string' && !this.pending.has(id)) return false;
      if (now < queued.expiresAt) return true;
      if (typeof id === 'string') this.fail(id, this.timeoutError(id, ' before it could be sent'));
      return false;
    });
    this.sweepAt = Math.max(64, 2 * this.queue.length);
  }

  private markInFlight(frame: InvokeFunction): void {
    if (typeof frame.invocation_id !== 'string') return;
    const call = this.pending.get(frame.invocation_id);
    if (call !== undefined) call.inFlight = true;
  }

  private timeoutError(invocationId: string, detail: string): InvocationError {
    const call = this.pending.get(invocationId);
    const functionId = call?.functionId ?? '';
    return new InvocationError(
      ErrorCode.Timeout,
      `Invocation of ${functionId} timed out after ${call?.timeoutMs ?? 0} ms${detail}`,
      {
        functionId,
        invocationId,
      },
    );
  }

  private take(invocationId: string): PendingCall | undefined {
    const call = this.pending.get(invocationId);
    if (call === undefined) return undefined;
    this.pending.delete(invocationId);
    this.scheduler.clearTimer(call.timer);
    return call;
  }
}

/** The error of a call whose payload JSON cannot encode (a cycle). */
export function encodeError(frame: InvokeFunction, invocationId: string | undefined, cause: unknown): InvocationError {
  const options =
    invocationId === undefined
      ? { functionId: frame.function_id, cause }
      : { functionId: frame.function_id, invocationId, cause };
  return new InvocationError(
    ErrorCode.SerializationError,
    `Payload of ${frame.function_id} could not be encoded as JSON: ${messageOf(cause)}`,
    options,
  );
}
