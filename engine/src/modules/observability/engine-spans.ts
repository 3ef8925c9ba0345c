/**
 * The engine's own spans: one per sampled invocation, recorded from the engine's record of the
 * call at its start (pending) and its end (with its outcome), with what a built-in function
 * annotated, and the spans modules open themselves (svc-http's request span, the parent of its
 * function's span).
 */
import type { ErrorBody } from '@svc/protocol';
import { emptyTraceWords, HAS_PARENT, openSpan, ratioSampler, SAMPLED, spanIdHex } from '../../core/trace-context.js';
import type { InvocationObserver, InvocationRecord, SpanAttributes, SpanHandle, SpanOptions, Tracer } from '../host.js';
import { EngineSpan } from './engine-span.js';
import type { ObservabilitySettings } from './config.js';
import type { SpanTable } from './span-table.js';
import type { Stores } from './stores.js';
import { truncate } from './truncate.js';

/** Where the engine's spans go. */
export interface EngineSpanOptions {
  serviceName: string;
  samplingRatio: number;
  maxAttributeLength: number;
  /** Spans modules opened, in flight: shown as pending by the queries. */
  pending: Set<EngineSpan>;
  /** A sampled span a module opened that ended. */
  finished(span: EngineSpan): void;
  /** Where invocation spans are recorded. */
  table: SpanTable;
  /**
   * Invocation spans in flight as the queries list them (pending): slots keyed by {@link slotKey},
   * filled from the table by {@link EngineSpans.listRunning} before the stores are read.
   */
  running: Map<string, number>;
  /** A sampled invocation span that ended, by slot. */
  finishedSlot(slot: number): void;
  /** The registered name of a worker, when it has one. */
  workerName(workerId: string): string | undefined;
  now(): number;
}

const msToNs = (ms: number) => Math.round(ms * 1e6);
/** Baggage entries kept on a span; a longer header is cut, so a caller cannot grow a span without bound. */
const MAX_BAGGAGE = 64;

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** W3C baggage (`k=v;props,k2=v2`) as `baggage.<k>` attributes; malformed members are skipped. */
export function baggageAttributes(header: string): SpanAttributes {
  const attributes: SpanAttributes = {};
  let count = 0;
  for (const member of header.split(',')) {
    const [pair = ''] = member.split(';');
    const at = pair.indexOf('=');
    const key = pair.slice(0, at).trim();
    if (at <= 0 || key === '') continue;
    attributes[`baggage.${key}`] = decode(pair.slice(at + 1).trim());
    if (++count === MAX_BAGGAGE) break;
  }
  return attributes;
}

/** The key of a running span's slot in `running`: one string per slot, made once. */
const slotKeys: string[] = [];
export const slotKey = (slot: number): string => (slotKeys[slot] ??= String(slot));

/** Records the engine's spans; the `Tracer` the module provides to the host. */
export class EngineSpans implements Tracer, InvocationObserver {
  private sampler = ratioSampler(1);

  constructor(private readonly options: EngineSpanOptions) {}

  /** A call started: a sampled one's span is recorded into the table's columns, no object made. */
  started(call: InvocationRecord): void {
    if ((call.traceFlags & SAMPLED) === 0) return;
    const options = this.options;
    const slot = options.table.open(call, options.workerName(call.targetId));
    if (call.baggage) options.table.annotate(slot, baggageAttributes(call.baggage));
    call.spanSlot = slot;
  }

  /** A call ended: its span, if it has one running, ends with its outcome and is stored. */
  finished(call: InvocationRecord, endedAtMs: number, error: ErrorBody | undefined): void {
    const slot = call.spanSlot;
    if (slot < 0) return;
    call.spanSlot = -1;
    this.options.table.end(slot, endedAtMs, error);
    this.options.finishedSlot(slot);
  }

  /**
   * Fills `running` with the spans running now, oldest first. The table keeps them; a map updated
   * on every call would cost a set and a delete, and V8 copies a Map's store as entries come and
   * go (`core/id-table.ts`): once the copies reach the old generation they are promoted one
   * after the other until a full collection.
   */
  listRunning(): void {
    const running = this.options.running;
    running.clear();
    for (const slot of this.options.table.runningSlots()) running.set(slotKey(slot), slot);
  }

  annotate(call: InvocationRecord, attributes: SpanAttributes): void {
    if (call.spanSlot >= 0) this.options.table.annotate(call.spanSlot, attributes);
  }

  startSpan(name: string, options: SpanOptions): SpanHandle {
    const ratio = this.options.samplingRatio;
    if (this.sampler.ratio !== ratio) this.sampler = ratioSampler(ratio);
    // The ids are drawn as words and written once, as the `traceparent`; the span's ids are its slices.
    const traceparent = openSpan(words, options.traceparent, this.sampler);
    if ((words.traceFlags & SAMPLED) === 0) return new UnsampledSpan(traceparent);
    const max = this.options.maxAttributeLength;
    const span = new EngineSpan(
      traceparent.slice(3, 35),
      traceparent.slice(36, 52),
      truncate(name, max),
      msToNs(this.options.now()),
      this.options.serviceName,
      max,
    );
    if ((words.traceFlags & HAS_PARENT) !== 0) span.parent_span_id = spanIdHex(words.parentSpan0, words.parentSpan1);
    if (options.kind !== undefined) span.kind = options.kind;
    if (options.attributes) span.annotate(options.attributes);
    this.options.pending.add(span);
    return new ModuleSpan(traceparent, span, this.options);
  }
}

/**
 * The module's span recorder on `settings`, recording into `stores`; `workerName` gives a worker's
 * registered name, when it has one. Span times are read from the monotonic clock.
 */
export function engineSpans(
  settings: ObservabilitySettings,
  stores: Stores,
  workerName: (workerId: string) => string | undefined,
): EngineSpans {
  return new EngineSpans({
    serviceName: settings.serviceName,
    samplingRatio: settings.samplingRatio,
    maxAttributeLength: settings.maxAttributeLength,
    pending: stores.pending,
    finished: (span) => stores.addSpan(span),
    table: stores.table,
    running: stores.running,
    finishedSlot: (slot) => stores.addSlot(slot),
    workerName,
    // Sub-millisecond: a span measured with Date.now() would be a whole number of ms.
    now: () => performance.timeOrigin + performance.now(),
  });
}

/** Words a module's span is drawn into; read at once, never kept. */
const words = emptyTraceWords();

/** The handle of a span a module opened and the trace keeps. */
class ModuleSpan implements SpanHandle {
  private ended = false;

  constructor(
    readonly traceparent: string,
    private readonly span: EngineSpan,
    private readonly options: EngineSpanOptions,
  ) {}

  annotate(attributes: SpanAttributes): void {
    if (!this.ended) this.span.annotate(attributes);
  }

  end(outcome: 'ok' | { code: string; message?: string }): void {
    if (this.ended) return;
    this.ended = true;
    this.options.pending.delete(this.span);
    this.span.end(msToNs(this.options.now()), outcome);
    this.options.finished(this.span);
  }
}

/** The handle of a span that is not sampled: its `traceparent` only. */
class UnsampledSpan implements SpanHandle {
  constructor(readonly traceparent: string) {}
  annotate(): void {}
  end(): void {}
}
