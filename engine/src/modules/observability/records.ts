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
import { PackedRecords, PackedRing } from './packed.js';
import { Ring } from './ring.js';
import { SpanTable } from './span-table.js';

export type { StoredMetric } from './otlp.js';

const nsToMs = (ns: number) => ns / 1e6;

/** How every packed span's JSON text starts (the stored-span objects put `trace_id` first). */
const TRACE_PREFIX = Buffer.from('{"trace_id":"');

/**
 * Spans: finished ones in a ring, pending ones by key until they end. The engine's invocation
 * spans are slots of a {@link SpanTable}; the workers' spans are slots of {@link FrameSpans} (the
 * `/otel` frame they came in) or, when their frame is not kept whole, of {@link PackedRecords}
 * (their JSON text), like the spans modules open. The ring holds slot numbers: a table slot as
 * itself, a packed one as `-1 - 2 × slot`, a frame span as `-2 - 2 × slot`. Span objects are made
 * only when read. Nothing is indexed on the way in (that is the invocation path); queries scan,
 * which at the caps is a few milliseconds per thousand spans.
 */
export class SpanStore {
  readonly ring: Ring<number>;
  /** Spans a module opened, in flight, by key. */
  readonly pending = new Map<string, EngineSpan>();
  /** Invocation spans in flight: invocation id → slot of the table. */
  readonly running = new Map<string, number>();
  private readonly packed = new PackedRecords<ObservabilityStoredSpan>((span) => nsToMs(span.end_time_unix_nano));
  private readonly framed: FrameSpans;

  constructor(
    max: number,
    retentionMs: number,
    readonly table: SpanTable = new SpanTable('svc', 4096),
    maxAttributeLength = 4096,
  ) {
    const { packed } = this;
    const framed = new FrameSpans(maxAttributeLength);
    this.framed = framed;
    this.ring = new Ring<number>(
      max,
      retentionMs,
      (n) => (n >= 0 ? table.endOf(n) : n & 1 ? packed.time(~n >> 1) : framed.endOf(~n >> 1)),
      (n) => (n >= 0 ? table.release(n) : n & 1 ? packed.release(~n >> 1) : framed.release(~n >> 1)),
    );
  }

  /** Stores a finished span, as its JSON text. */
  add(span: ObservabilityStoredSpan): void {
    this.ring.push(-1 - 2 * this.packed.add(span));
  }

  /** Stores the ended invocation span in `slot` of the table. */
  addSlot(slot: number): void {
    this.ring.push(slot);
  }

  /**
   * Stores the spans of an `/otel` frame: `kept` are the places (in {@link decodeSpans}' answer)
   * and facts of the spans to keep. Returns false, storing nothing, when the frame is not to be
   * kept whole ({@link FrameSpans.keepsWhole}): the caller then adds the decoded spans.
   */
  addFrame(body: Buffer, kept: [number, SpanFacts][]): boolean {
    if (!FrameSpans.keepsWhole(body.byteLength, kept.length)) return false;
    const frame = this.framed.addFrame(body);
    for (const [place, facts] of kept) this.ring.push(-2 - 2 * this.framed.add(frame, place, facts));
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
    const hex = /^[0-9a-f]{32}$/.test(traceId);
    const words = hex ? traceWords(traceId) : undefined;
    const prefix = Buffer.concat([TRACE_PREFIX, Buffer.from(`${traceId}"`)]);
    const read = this.reader();
    for (const n of this.ring.values()) {
      // Spans of other traces are skipped on their trace id's words or first bytes, unread.
      if (n < 0 && (n & 1) === 0 && !(words && this.framed.inTrace(~n >> 1, words))) continue;
      if (n < 0 && n & 1 && this.packed.startsWith(~n >> 1, TRACE_PREFIX) && !this.packed.startsWith(~n >> 1, prefix))
        continue;
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

  /** Bytes the finished spans other than the engine's invocation spans hold (frames and packed text). */
  get bytes(): number {
    return this.framed.bytes + this.packed.bytes;
  }

  /** A reader of ring entries (frames decoded once per reader). */
  private reader(): (n: number) => ObservabilityStoredSpan {
    const framed = this.framed.reader();
    return (n) => (n >= 0 ? this.table.span(n) : n & 1 ? this.packed.get(~n >> 1) : framed(~n >> 1));
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
