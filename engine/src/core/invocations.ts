/**
 * The pending table: every invocation in flight, with its deadline. Each entry ends exactly
 * once — with the target's result, the deadline, or a disconnect — and is then removed, so a
 * late result finds nothing and is dropped.
 */
import type { ErrorBody, InvocationResult, JsonValue } from '@svc/protocol';
import type { WorkerLink } from './link.js';
import { systemClock, type Clock, type Timer } from './clock.js';
import type { InvocationRecord } from './events.js';
import { IdTable } from './id-table.js';

/** How an invocation ended. */
export type Outcome = { result?: JsonValue; error?: ErrorBody; traceparent?: string; baggage?: string };

const ignore = () => {};

/** One invocation in flight: every call's entry has the same fields, set in the constructor. */
export class Pending implements InvocationRecord {
  /** The id of the link running the handler. */
  readonly targetId: string;
  /** A remote caller waiting for an `invocationresult`; absent for void calls and internal callers. */
  caller: WorkerLink | undefined = undefined;
  /** The id of the link that made the call, waiting or not (a void call's caller too). */
  callerId: string | undefined = undefined;
  /** An internal caller (the router's own `invoke`) waiting for the outcome. */
  settle: ((outcome: Outcome) => void) | undefined = undefined;
  /** The trigger whose fire made the call, when a module's binding fired it. */
  trigger: { id: string; type: string } | undefined = undefined;
  traceparent: string | undefined = undefined;
  baggage: string | undefined = undefined;
  /** The engine's span for it, as words (`trace-context.ts`); `traceFlags` 0 when tracing is off. */
  traceFlags = 0;
  trace0 = 0;
  trace1 = 0;
  trace2 = 0;
  trace3 = 0;
  span0 = 0;
  span1 = 0;
  parentSpan0 = 0;
  parentSpan1 = 0;
  /** The slot of the call's span, which the tracer sets; -1 until it records one. */
  spanSlot = -1;
  /** Its place in the order calls were added to the pending table. */
  order = 0;
  /** Its deadline in milliseconds after it was routed. */
  timeoutMs = 0;
  /** When its deadline passes, from the router's clock. */
  deadlineAtMs = 0;
  /** What runs if it is still pending at its deadline. */
  onDeadline: (pending: Pending) => void = ignore;
  /** Its neighbours in the deadline list of its `timeoutMs`, and that list, while pending. */
  previousDue: Pending | undefined = undefined;
  nextDue: Pending | undefined = undefined;
  due: DueList | undefined = undefined;

  constructor(
    /** The invocation id: the caller's, echoed back, or a fresh UUID. */
    readonly id: string,
    /** The function the caller asked for. */
    readonly functionId: string,
    /** The link running the handler. */
    readonly target: WorkerLink,
    /** When it was routed, from the router's clock. */
    readonly startedAtMs: number,
  ) {
    this.targetId = target.id;
  }
}

/**
 * The invocations pending with one deadline length, oldest first, so their deadlines come in
 * order: one timer, armed for the first deadline, serves them all. A call that ends is unlinked
 * (its neighbours' pointers, no allocation) and its timer is left to fire and find a later head.
 */
interface DueList {
  head: Pending | undefined;
  tail: Pending | undefined;
  timer: Timer | undefined;
}

/** The longest delay `setTimeout` takes (2^31 - 1 ms); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Deadline lists kept, with their timer, while empty. */
const KEPT_DEADLINE_LISTS = 16;

/** The pending table. */
export class Invocations {
  private readonly pending = new IdTable<Pending>();
  /** Order of {@link add}, so listings keep it. */
  private added = 0;
  /** Invocations each link is running, so "is it busy" costs no scan. */
  private readonly running = new Map<WorkerLink, number>();
  /** Pending invocations by deadline length, in deadline order. */
  private readonly due = new Map<number, DueList>();
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

  /**
   * Adds an invocation; `onDeadline` runs if it is still pending `timeoutMs` after it started
   * (`startedAtMs`, which the router has just read from the same clock).
   */
  add(pending: Pending, timeoutMs: number, onDeadline: (pending: Pending) => void): Pending {
    pending.timeoutMs = timeoutMs;
    pending.deadlineAtMs = pending.startedAtMs + timeoutMs;
    pending.onDeadline = onDeadline;
    pending.nextDue = undefined;
    let list = this.due.get(timeoutMs);
    if (!list) this.due.set(timeoutMs, (list = { head: undefined, tail: undefined, timer: undefined }));
    pending.due = list;
    pending.previousDue = list.tail;
    if (list.tail) list.tail.nextDue = pending;
    else list.head = pending;
    list.tail = pending;
    if (list.timer === undefined) this.arm(list, timeoutMs);
    pending.order = this.added;
    // Kept a small integer: the order is only compared, and wraps after 2^30 calls.
    this.added = (this.added + 1) & 0x3fffffff;
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
    if (!this.pending.deleteValue(pending.id, pending)) return undefined;
    this.unlink(pending);
    const left = this.runningOn(pending.target) - 1;
    if (left > 0) this.running.set(pending.target, left);
    else this.running.delete(pending.target);
    if (this.pending.size === 0 && this.emptied) {
      this.emptied();
      this.emptied = undefined;
    }
    return pending;
  }

  /**
   * Arms `list`'s timer for its first deadline. A deadline longer than Node's largest timer
   * (about 24.8 days; a longer one would fire after 1 ms) is waited for in steps.
   */
  private arm(list: DueList, timeoutMs: number): void {
    const wait = list.head ? list.head.deadlineAtMs - this.clock.now() : timeoutMs;
    list.timer = this.clock.setTimeout(() => this.expire(list, timeoutMs), Math.min(Math.max(wait, 1), MAX_TIMER_MS));
  }

  /** The timer of `list` fired: ends the calls whose deadline has passed and arms it for the next one. */
  private expire(list: DueList, timeoutMs: number): void {
    list.timer = undefined;
    const now = this.clock.now();
    for (let head = list.head; head && head.deadlineAtMs <= now; head = list.head) {
      this.unlink(head);
      head.onDeadline(head);
    }
    if (list.head) this.arm(list, timeoutMs);
    else if (this.due.get(timeoutMs) === list) this.due.delete(timeoutMs);
  }

  /** Takes `pending` out of its deadline list. */
  private unlink(pending: Pending): void {
    const list = pending.due;
    if (!list) return;
    const { previousDue, nextDue } = pending;
    if (previousDue) previousDue.nextDue = nextDue;
    else list.head = nextDue;
    if (nextDue) nextDue.previousDue = previousDue;
    else list.tail = previousDue;
    pending.previousDue = pending.nextDue = pending.due = undefined;
    // An emptied list keeps its timer for the next call of that length, unless calls with many
    // lengths would leave that many timers behind.
    if (list.head === undefined && this.due.size > KEPT_DEADLINE_LISTS && this.due.get(pending.timeoutMs) === list) {
      if (list.timer !== undefined) this.clock.clearTimeout(list.timer);
      this.due.delete(pending.timeoutMs);
    }
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

  /** Every invocation issued by or running on `link`, oldest first. */
  involving(link: WorkerLink): Pending[] {
    return this.all().filter((p) => p.target === link || p.caller === link);
  }

  /** Every invocation in flight, oldest first. */
  all(): Pending[] {
    return [...this.pending.entries()].sort((a, b) => a.order - b.order);
  }

  /** The invocation `id` in flight, if any. */
  get(id: string): Pending | undefined {
    return this.pending.get(id);
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
