/**
 * The engine's invocation spans as columns: one slot per span, its ids as numbers in typed
 * arrays, its times as doubles, its strings as references to what the engine holds anyway (the
 * function id, the worker ids). Recording a span allocates nothing of its own and leaves nothing
 * for the garbage collector to move: a span object (an {@link EngineSpan}) is made only when
 * something reads the span (a query, the exporter, a `trace` trigger) and kept with its slot.
 * At thousands of calls a second, one object and two id strings per span kept for the store's
 * whole window cost more than the rest of the engine's work on the call.
 */
import type { ErrorBody } from '@svc/protocol';
import { HAS_PARENT, spanIdHex, traceIdHex } from '../../core/trace-context.js';
import type { InvocationRecord, SpanAttributes } from '../host.js';
import { EngineSpan } from './engine-span.js';
import { truncate } from './truncate.js';

const INITIAL_SLOTS = 256;
/**
 * Invocation ids up to this many UTF-16 units (a UUID is 36) are copied into a typed array: the
 * id a frame brought is then garbage at once instead of a string kept for the store's window.
 */
const ID_UNITS = 40;
const msToNs = (ms: number) => Math.round(ms * 1e6);

/** Slots of invocation spans; a slot is reused once its span has left the store. */
export class SpanTable {
  private capacity = 0;
  /** Trace id: 4 words a slot. */
  private traceWords = new Uint32Array(0);
  /** Span id, then the parent's: 2 words each, 4 a slot. */
  private spanWords = new Uint32Array(0);
  private hasParent = new Uint8Array(0);
  private startMs = new Float64Array(0);
  /** 0 while the span runs. */
  private endMs = new Float64Array(0);
  private functionIds: (string | undefined)[] = [];
  /** Invocation ids of up to {@link ID_UNITS} units, {@link ID_UNITS} a slot; their lengths, 0 for a longer one. */
  private idUnits = new Uint16Array(0);
  private idLengths = new Uint8Array(0);
  /** Longer invocation ids. */
  private invocationIds: (string | undefined)[] = [];
  private workerIds: (string | undefined)[] = [];
  private workerNames: (string | undefined)[] = [];
  private callerIds: (string | undefined)[] = [];
  private triggers: ({ id: string; type: string } | undefined)[] = [];
  /** `ok` or the error code, once ended. */
  private outcomes: (string | undefined)[] = [];
  private messages: (string | undefined)[] = [];
  /** Attributes annotated while it ran (values cut already), in order. */
  private extras: ([string, string][] | undefined)[] = [];
  /** The span object made when something read the ended span. */
  private objects: (EngineSpan | undefined)[] = [];
  private readonly free: number[] = [];
  /**
   * The running spans, oldest first: a list through two columns (-1 ends it), so that listing them
   * costs nothing on the invocation path.
   */
  private nextRunning = new Int32Array(0);
  private previousRunning = new Int32Array(0);
  private firstRunning = -1;
  private lastRunning = -1;
  private runningCount = 0;

  constructor(
    private readonly serviceName: string,
    private readonly maxLength: number,
  ) {}

  /** Slots in use (running or stored). */
  get used(): number {
    return this.capacity - this.free.length;
  }

  /** Spans running now. */
  get running(): number {
    return this.runningCount;
  }

  /** The slots of the spans running now, in the order they started. */
  *runningSlots(): IterableIterator<number> {
    for (let slot = this.firstRunning; slot >= 0; slot = this.nextRunning[slot]!) yield slot;
  }

  /** Records the span of `call`, which starts now, running on a worker named `workerName`; returns its slot. */
  open(call: InvocationRecord, workerName: string | undefined): number {
    if (this.free.length === 0) this.grow();
    const slot = this.free.pop()!;
    const t = slot * 4;
    this.traceWords[t] = call.trace0;
    this.traceWords[t + 1] = call.trace1;
    this.traceWords[t + 2] = call.trace2;
    this.traceWords[t + 3] = call.trace3;
    this.spanWords[t] = call.span0;
    this.spanWords[t + 1] = call.span1;
    const hasParent = (call.traceFlags & HAS_PARENT) !== 0;
    if (hasParent) {
      this.spanWords[t + 2] = call.parentSpan0;
      this.spanWords[t + 3] = call.parentSpan1;
    }
    this.hasParent[slot] = hasParent ? 1 : 0;
    this.startMs[slot] = call.startedAtMs;
    this.endMs[slot] = 0;
    this.functionIds[slot] = call.functionId;
    const id = call.id;
    if (id.length <= ID_UNITS && id.length > 0) {
      const at = slot * ID_UNITS;
      for (let i = 0; i < id.length; i++) this.idUnits[at + i] = id.charCodeAt(i);
      this.idLengths[slot] = id.length;
    } else {
      this.idLengths[slot] = 0;
      this.invocationIds[slot] = id;
    }
    this.workerIds[slot] = call.targetId;
    this.workerNames[slot] = workerName;
    this.callerIds[slot] = call.callerId;
    this.triggers[slot] = call.trigger;
    this.previousRunning[slot] = this.lastRunning;
    this.nextRunning[slot] = -1;
    if (this.lastRunning >= 0) this.nextRunning[this.lastRunning] = slot;
    else this.firstRunning = slot;
    this.lastRunning = slot;
    this.runningCount++;
    return slot;
  }

  /** Adds attributes to a running span (values cut to the configured length). */
  annotate(slot: number, attributes: SpanAttributes): void {
    let extra = this.extras[slot];
    if (extra === undefined) this.extras[slot] = extra = [];
    for (const key in attributes) extra.push([key, truncate(String(attributes[key]), this.maxLength)]);
  }

  /** Ends a running span: `ok` when `error` is undefined, else with its code and message. */
  end(slot: number, endMs: number, error: ErrorBody | undefined): void {
    const previous = this.previousRunning[slot]!;
    const next = this.nextRunning[slot]!;
    if (previous >= 0) this.nextRunning[previous] = next;
    else this.firstRunning = next;
    if (next >= 0) this.previousRunning[next] = previous;
    else this.lastRunning = previous;
    this.runningCount--;
    this.endMs[slot] = endMs;
    if (error === undefined) this.outcomes[slot] = 'ok';
    else {
      this.outcomes[slot] = error.code;
      this.messages[slot] = error.message;
    }
  }

  /** When the span ended (ms), or 0 while it runs. */
  endOf(slot: number): number {
    return this.endMs[slot]!;
  }

  /** The span as a stored span: made at the first read of an ended span and kept with its slot. */
  span(slot: number): EngineSpan {
    const kept = this.objects[slot];
    if (kept) return kept;
    const t = slot * 4;
    const w = this.traceWords;
    const functionId = this.functionIds[slot]!;
    const span = new EngineSpan(
      traceIdHex(w[t]!, w[t + 1]!, w[t + 2]!, w[t + 3]!),
      spanIdHex(this.spanWords[t]!, this.spanWords[t + 1]!),
      truncate(functionId, this.maxLength),
      msToNs(this.startMs[slot]!),
      this.serviceName,
      this.maxLength,
    );
    span.functionId = functionId;
    const idLength = this.idLengths[slot]!;
    span.invocationId =
      idLength === 0
        ? this.invocationIds[slot]!
        : String.fromCharCode(...this.idUnits.subarray(slot * ID_UNITS, slot * ID_UNITS + idLength));
    span.workerId = this.workerIds[slot]!;
    span.workerName = this.workerNames[slot];
    span.callerId = this.callerIds[slot];
    span.trigger = this.triggers[slot];
    if (this.hasParent[slot] === 1) span.parent_span_id = spanIdHex(this.spanWords[t + 2]!, this.spanWords[t + 3]!);
    span.kind = 'server';
    const extra = this.extras[slot];
    if (extra) span.annotated(extra);
    // A running span has no outcome yet (its end time may be 0 on a test's clock too).
    const code = this.outcomes[slot];
    if (code === undefined) return span;
    span.end(msToNs(this.endMs[slot]!), code === 'ok' ? 'ok' : { code, message: this.messages[slot] });
    this.objects[slot] = span;
    return span;
  }

  /** Gives a slot back: its span has left the store (or was never stored). */
  release(slot: number): void {
    this.functionIds[slot] = undefined;
    this.invocationIds[slot] = undefined;
    this.workerIds[slot] = undefined;
    this.workerNames[slot] = undefined;
    this.callerIds[slot] = undefined;
    this.triggers[slot] = undefined;
    this.outcomes[slot] = undefined;
    this.messages[slot] = undefined;
    this.extras[slot] = undefined;
    this.objects[slot] = undefined;
    this.free.push(slot);
  }

  private grow(): void {
    const from = this.capacity;
    const capacity = Math.max(INITIAL_SLOTS, from * 2);
    const widen = <A extends Uint32Array | Uint16Array | Uint8Array | Int32Array | Float64Array>(
      old: A,
      make: (n: number) => A,
      per = 1,
    ) => {
      const next = make(capacity * per);
      next.set(old);
      return next;
    };
    this.traceWords = widen(this.traceWords, (n) => new Uint32Array(n), 4);
    this.spanWords = widen(this.spanWords, (n) => new Uint32Array(n), 4);
    this.hasParent = widen(this.hasParent, (n) => new Uint8Array(n));
    this.idUnits = widen(this.idUnits, (n) => new Uint16Array(n), ID_UNITS);
    this.idLengths = widen(this.idLengths, (n) => new Uint8Array(n));
    this.startMs = widen(this.startMs, (n) => new Float64Array(n));
    this.endMs = widen(this.endMs, (n) => new Float64Array(n));
    this.nextRunning = widen(this.nextRunning, (n) => new Int32Array(n));
    this.previousRunning = widen(this.previousRunning, (n) => new Int32Array(n));
    const widenColumn = <T>(old: T[]): T[] => {
      const next = new Array<T>(capacity);
      for (let slot = 0; slot < from; slot++) next[slot] = old[slot]!;
      return next;
    };
    this.functionIds = widenColumn(this.functionIds);
    this.invocationIds = widenColumn(this.invocationIds);
    this.workerIds = widenColumn(this.workerIds);
    this.workerNames = widenColumn(this.workerNames);
    this.callerIds = widenColumn(this.callerIds);
    this.triggers = widenColumn(this.triggers);
    this.outcomes = widenColumn(this.outcomes);
    this.messages = widenColumn(this.messages);
    this.extras = widenColumn(this.extras);
    this.objects = widenColumn(this.objects);
    // Handed out lowest first.
    for (let slot = capacity - 1; slot >= from; slot--) this.free.push(slot);
    this.capacity = capacity;
  }
}
