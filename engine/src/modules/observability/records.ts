/**
 * The stores behind the query functions: spans (finished ones in a bounded ring indexed by trace,
 * in-flight engine spans as pending), log records and SDK metric points, each bounded by count
 * and age. Values are cut to the configured length with a marker, so one huge attribute cannot
 * hold memory.
 */
import type { ObservabilityStoredLog, ObservabilityStoredSpan } from '@svc/protocol';
import type { EngineSpan } from './engine-span.js';
import { Ring } from './ring.js';
import { SpanTable } from './span-table.js';

/** A stored SDK metric: `{name, description, unit, metric_type, data_points, service_name, timestamp_unix_nano}`. */
export interface StoredMetric {
  name: string;
  description: string;
  unit: string;
  metric_type: string;
  data_points: unknown[];
  service_name: string;
  timestamp_unix_nano: number;
  [key: string]: unknown;
}

const nsToMs = (ns: number) => ns / 1e6;

/**
 * Spans: finished ones in a ring, pending ones by key until they end. The engine's invocation
 * spans are slots of a {@link SpanTable} (the ring holds their slot numbers), made into span
 * objects only when read. Nothing is indexed on the way in (that is the invocation path);
 * queries scan, which at the caps is well under a millisecond per thousand spans.
 */
export class SpanStore {
  readonly ring: Ring<ObservabilityStoredSpan | number>;
  /** Spans a module opened, in flight, by key. */
  readonly pending = new Map<string, EngineSpan>();
  /** Invocation spans in flight: invocation id → slot of the table. */
  readonly running = new Map<string, number>();

  constructor(
    max: number,
    retentionMs: number,
    readonly table: SpanTable = new SpanTable('svc', 4096),
  ) {
    this.ring = new Ring<ObservabilityStoredSpan | number>(
      max,
      retentionMs,
      (span) => (typeof span === 'number' ? table.endOf(span) : nsToMs(span.end_time_unix_nano)),
      (span) => typeof span === 'number' && table.release(span),
    );
  }

  add(span: ObservabilityStoredSpan): void {
    this.ring.push(span);
  }

  /** Stores the ended invocation span in `slot` of the table. */
  addSlot(slot: number): void {
    this.ring.push(slot);
  }

  /** Every span, finished then pending (marked `pending: true`). */
  *all(): IterableIterator<ObservabilityStoredSpan> {
    for (const span of this.ring.values()) yield typeof span === 'number' ? this.table.span(span) : span;
    for (const span of this.pending.values()) yield span.toJSON();
    for (const slot of this.running.values()) yield this.table.span(slot).toJSON();
  }

  /** Every span of a trace, pending ones included. */
  trace(traceId: string): ObservabilityStoredSpan[] {
    const spans: ObservabilityStoredSpan[] = [];
    for (const span of this.all()) if (span.trace_id === traceId) spans.push(span);
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
}

/** Log records, oldest first. */
export function logRing(max: number, retentionMs: number): Ring<ObservabilityStoredLog> {
  return new Ring(max, retentionMs, (log) => nsToMs(log.observed_timestamp_unix_nano));
}

/** SDK metric points, oldest first. */
export function metricRing(max: number, retentionMs: number): Ring<StoredMetric> {
  return new Ring(max, retentionMs, (metric) => nsToMs(metric.timestamp_unix_nano));
}
