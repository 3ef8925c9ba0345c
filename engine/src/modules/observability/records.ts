/**
 * The stores behind the query functions: spans (finished ones in a bounded ring indexed by trace,
 * in-flight engine spans as pending), log records and SDK metric points, each bounded by count
 * and age. Values are cut to the configured length with a marker, so one huge attribute cannot
 * hold memory.
 */
import type { ObservabilityStoredLog, ObservabilityStoredSpan } from '@svc/protocol';
import type { EngineSpan } from './engine-span.js';
import { FrameSpans, traceWords } from './frames.js';
import type { SpanFacts, StoredMetric } from './otlp.js';
import { PackedRing } from './packed.js';
import { Ring } from './ring.js';
import { SpanTable } from './span-table.js';

export type { StoredMetric } from './otlp.js';

const nsToMs = (ns: number) => ns / 1e6;

/** A ring entry: a finished span object, a slot of the table (≥ 0), or a frame span (`~slot`, < 0). */
type Entry = ObservabilityStoredSpan | number;

/**
 * Spans: finished ones in a ring, pending ones by key until they end. The engine's invocation
 * spans are slots of a {@link SpanTable}; the workers' spans are slots of {@link FrameSpans} (the
 * `/otel` frame they came in, decoded when read); the spans modules open, and workers' spans
 * whose frame is not kept whole, are objects. Nothing is indexed on the way in (that is the
 * invocation path); queries scan, which at the caps is a few milliseconds per thousand spans.
 */
export class SpanStore {
  readonly ring: Ring<Entry>;
  /** Spans a module opened, in flight. */
  readonly pending = new Set<EngineSpan>();
  /** Invocation spans in flight, slot key → slot of the table: filled when a query reads them. */
  readonly running = new Map<string, number>();
  private readonly framed: FrameSpans;

  constructor(
    max: number,
    retentionMs: number,
    readonly table: SpanTable = new SpanTable('svc', 4096),
    maxAttributeLength = 4096,
  ) {
    const framed = new FrameSpans(maxAttributeLength);
    this.framed = framed;
    this.ring = new Ring<Entry>(
      max,
      retentionMs,
      (n) => (typeof n === 'object' ? nsToMs(n.end_time_unix_nano) : n >= 0 ? table.endOf(n) : framed.endOf(~n)),
      (n) => typeof n === 'number' && (n >= 0 ? table.release(n) : framed.release(~n)),
    );
  }

  add(span: ObservabilityStoredSpan): void {
    this.ring.push(span);
  }

  /** Stores the ended invocation span in `slot` of the table. */
  addSlot(slot: number): void {
    this.ring.push(slot);
  }

  /**
   * Stores the spans of an `/otel` frame: `kept` are the facts (with their places in
   * {@link decodeSpans}' answer) of the spans to keep. Returns false, storing nothing, when the frame is not to be
   * kept whole ({@link FrameSpans.keepsWhole}): the caller then adds the decoded spans.
   */
  addFrame(body: Buffer, kept: SpanFacts[]): boolean {
    if (!FrameSpans.keepsWhole(body.byteLength, kept.length)) return false;
    const frame = this.framed.addFrame(body);
    for (const facts of kept) this.ring.push(~this.framed.add(frame, facts));
    return true;
  }

  /** Every span, finished then pending (marked `pending: true`). */
  *all(): IterableIterator<ObservabilityStoredSpan> {
    const read = this.reader();
    for (const n of this.ring.values()) yield read(n);
    for (const span of this.pending.values()) yield span.toJSON();
    for (const slot of this.running.values()) yield this.table.span(slot).toJSON();
  }

  /** Every span of a trace, pending ones included. */
  trace(traceId: string): ObservabilityStoredSpan[] {
    const spans: ObservabilityStoredSpan[] = [];
    const words = /^[0-9a-f]{32}$/.test(traceId) ? traceWords(traceId) : undefined;
    const read = this.reader();
    for (const n of this.ring.values()) {
      // A frame span of another trace is skipped on its trace id's words, unread.
      if (typeof n === 'number' && n < 0 && !(words && this.framed.inTrace(~n, words))) continue;
      const span = read(n);
      if (span.trace_id === traceId) spans.push(span);
    }
    for (const span of this.pending.values()) if (span.trace_id === traceId) spans.push(span.toJSON());
    for (const slot of this.running.values()) {
      const span = this.table.span(slot);
      if (span.trace_id === traceId) spans.push(span.toJSON());
    }
    return spans;
  }

  /** `trace_id/span_id` of every span held, to tell roots (a parent not held) from children. */
  ids(): Set<string> {
    const ids = new Set<string>();
    for (const span of this.all()) ids.add(`${span.trace_id}/${span.span_id}`);
    return ids;
  }

  clear(): number {
    return this.ring.clear();
  }

  /** Bytes of the `/otel` frames held. */
  get bytes(): number {
    return this.framed.bytes;
  }

  /** A reader of ring entries (a frame decoded once per reader and run of its spans). */
  private reader(): (n: Entry) => ObservabilityStoredSpan {
    const framed = this.framed.reader();
    return (n) => (typeof n === 'object' ? n : n >= 0 ? this.table.span(n) : framed(~n));
  }
}

/** Log records, oldest first, kept as their JSON text. */
export function logRing(max: number, retentionMs: number): PackedRing<ObservabilityStoredLog> {
  return new PackedRing(max, retentionMs, (log) => nsToMs(log.observed_timestamp_unix_nano));
}

/** SDK metric points, oldest first. */
export function metricRing(max: number, retentionMs: number): Ring<StoredMetric> {
  return new Ring(max, retentionMs, (metric) => nsToMs(metric.timestamp_unix_nano));
}
