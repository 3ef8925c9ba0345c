/**
 * The pending table: every invocation in flight, with its deadline. Each entry ends exactly
 * once — with the target's result, the deadline, or a disconnect — and is then removed, so a
 * late result finds nothing and is dropped.
 */
import type { ErrorBody, InvocationResult, JsonValue } from '@svc/protocol';
import type { WorkerLink } from './link.js';

/** How an invocation ended. */
export type Outcome = { result?: JsonValue; error?: ErrorBody; traceparent?: string; baggage?: string };

/** One invocation in flight. */
export interface Pending {
  /** The invocation id: the caller's, echoed back, or a fresh UUID. */
  id: string;
  /** The function the caller asked for. */
  functionId: string;
  /** The link running the handler. */
  target: WorkerLink;
  /** A remote caller waiting for an `invocationresult`; absent for void calls and internal callers. */
  caller?: WorkerLink;
  /** An internal caller (built-in module, trigger fire) waiting for the outcome. */
  settle?: (outcome: Outcome) => void;
  /** The deadline timer. */
  timer: NodeJS.Timeout;
}

/** The longest delay `setTimeout` takes (2^31 - 1 ms); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The pending table. */
export class Invocations {
  private readonly pending = new Map<string, Pending>();

  /** Number of invocations in flight. */
  get size(): number {
    return this.pending.size;
  }

  /** Whether `id` is in flight. */
  has(id: string): boolean {
    return this.pending.has(id);
  }

  /** Adds an invocation; `onDeadline` runs if it is still pending after `timeoutMs`. */
  add(entry: Omit<Pending, 'timer'>, timeoutMs: number, onDeadline: (pending: Pending) => void): Pending {
    const pending = entry as Pending;
    // A timer longer than Node's largest (about 24.8 days) would fire after 1 ms: a deadline
    // beyond it is waited for in steps.
    const arm = (remaining: number) => {
      const step = Math.min(remaining, MAX_TIMER_MS);
      pending.timer = setTimeout(() => (remaining > step ? arm(remaining - step) : onDeadline(pending)), step);
      pending.timer.unref();
    };
    arm(timeoutMs);
    this.pending.set(pending.id, pending);
    return pending;
  }

  /** Removes and returns the invocation `id` if `from` is its target. */
  takeResult(id: string, from: WorkerLink): Pending | undefined {
    const pending = this.pending.get(id);
    if (!pending || pending.target !== from) return undefined;
    return this.take(pending);
  }

  /** Removes an invocation and stops its timer; undefined if it already ended. */
  take(pending: Pending): Pending | undefined {
    if (this.pending.get(pending.id) !== pending) return undefined;
    this.pending.delete(pending.id);
    clearTimeout(pending.timer);
    return pending;
  }

  /** Every invocation issued by or running on `link`. */
  involving(link: WorkerLink): Pending[] {
    return [...this.pending.values()].filter((p) => p.target === link || p.caller === link);
  }

  /** Every invocation in flight. */
  all(): Pending[] {
    return [...this.pending.values()];
  }
}

/** The `invocationresult` frame that reports `outcome` of invocation `id` of `functionId` to its caller. */
export function resultFrame(id: string, functionId: string, outcome: Outcome): InvocationResult {
  const frame: InvocationResult = { type: 'invocationresult', invocation_id: id, function_id: functionId };
  if (outcome.error !== undefined) frame.error = outcome.error;
  else if (outcome.result !== undefined && outcome.result !== null) frame.result = outcome.result;
  if (outcome.traceparent !== undefined) frame.traceparent = outcome.traceparent;
  if (outcome.baggage !== undefined) frame.baggage = outcome.baggage;
  return frame;
}
