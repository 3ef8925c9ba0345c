/**
 * The pending table: every invocation in flight, with its deadline. Each entry ends exactly
 * once — with the target's result, the deadline, or a disconnect — and is then removed, so a
 * late result finds nothing and is dropped.
 */
import type { ErrorBody, InvocationResult, JsonValue } from '@svc/protocol';
import type { WorkerLink } from './link.js';
import { systemClock, type Clock, type Timer } from './clock.js';
import type { InvocationTrace } from './trace-context.js';

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
  /** The id of the link that made the call, waiting or not (a void call's caller too). */
  callerId?: string;
  /** An internal caller (the router's own `invoke`) waiting for the outcome. */
  settle?: (outcome: Outcome) => void;
  /** The trigger whose fire made the call, when a module's binding fired it. */
  trigger?: { id: string; type: string };
  traceparent?: string;
  baggage?: string;
  /** The engine's span for it, when tracing is on. */
  trace?: InvocationTrace;
  /** When it was routed, from the router's clock. */
  startedAtMs: number;
  /** The deadline timer. */
  timer: Timer;
}

/** The longest delay `setTimeout` takes (2^31 - 1 ms); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The pending table. */
export class Invocations {
  private readonly pending = new Map<string, Pending>();
  /** Invocations each link is running, so "is it busy" costs no scan. */
  private readonly running = new Map<WorkerLink, number>();
  private emptied: (() => void) | undefined;

  constructor(private readonly clock: Clock = systemClock) {}

  /** Number of invocations in flight. */
  get size(): number {
    return this.pending.size;
  }

  /** Whether `id` is in flight. */
  has(id: string): boolean {
    return this.pending.has(id);
  }

  /** How many invocations `link` is running now. */
  runningOn(link: WorkerLink): number {
    return this.running.get(link) ?? 0;
  }

  /** Adds an invocation; `onDeadline` runs if it is still pending after `timeoutMs`. */
  add(entry: Omit<Pending, 'timer'>, timeoutMs: number, onDeadline: (pending: Pending) => void): Pending {
    const pending = entry as Pending;
    // A timer longer than Node's largest (about 24.8 days) would fire after 1 ms: a deadline
    // beyond it is waited for in steps.
    const arm = (remaining: number) => {
      const step = Math.min(remaining, MAX_TIMER_MS);
      pending.timer = this.clock.setTimeout(
        () => (remaining > step ? arm(remaining - step) : onDeadline(pending)),
        step,
      );
    };
    arm(timeoutMs);
    this.pending.set(pending.id, pending);
    this.running.set(pending.target, this.runningOn(pending.target) + 1);
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
    this.clock.clearTimeout(pending.timer);
    const left = this.runningOn(pending.target) - 1;
    if (left > 0) this.running.set(pending.target, left);
    else this.running.delete(pending.target);
    if (this.pending.size === 0 && this.emptied) {
      this.emptied();
      this.emptied = undefined;
    }
    return pending;
  }

  /** Resolves once no invocation is in flight (at once when none is). */
  whenEmpty(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const previous = this.emptied;
      this.emptied = () => {
        previous?.();
        resolve();
      };
    });
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
