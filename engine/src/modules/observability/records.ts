/**
 * The stores behind the query functions: spans (finished ones in a bounded ring indexed by trace,
 * in-flight engine spans as pending), log records and SDK metric points, each bounded by count
 * and age. Values are cut to the configured length with a marker, so one huge attribute cannot
 * hold memory.
 */
import type { ObservabilityStoredLog, ObservabilityStoredSpan } from '@svc/protocol';
import { Ring } from './ring.js';

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

/** `value`, cut to `max` characters with a marker saying how much was cut. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  return `${value.slice(0, max)}…[truncated ${value.length - max} chars]`;
}

const nsToMs = (ns: number) => ns / 1e6;

/** Spans: finished ones in a ring, pending ones by key until they end. */
export class SpanStore {
  readonly ring: Ring<ObservabilityStoredSpan>;
  private readonly byTrace = new Map<string, Set<ObservabilityStoredSpan>>();
  /** Engine spans in flight, by invocation id (or a module span's key). */
  readonly pending = new Map<string, ObservabilityStoredSpan>();

  constructor(max: number, retentionMs: number) {
    this.ring = new Ring(
      max,
      retentionMs,
      (span) => nsToMs(span.end_time_unix_nano),
      (span) => this.unindex(span),
    );
  }

  add(span: ObservabilityStoredSpan): void {
    let spans = this.byTrace.get(span.trace_id);
    if (!spans) this.byTrace.set(span.trace_id, (spans = new Set()));
    spans.add(span);
    this.ring.push(span);
  }

  /** Every span of a trace, pending ones included. */
  trace(traceId: string): ObservabilityStoredSpan[] {
    const spans = [...(this.byTrace.get(traceId) ?? [])];
    for (const span of this.pending.values()) if (span.trace_id === traceId) spans.push(span);
    return spans;
  }

  /** Every span, finished then pending. */
  *all(): IterableIterator<ObservabilityStoredSpan> {
    yield* this.ring.values();
    yield* this.pending.values();
  }

  /** Whether the trace has a span with id `spanId` (pending ones included). */
  has(traceId: string, spanId: string | undefined): boolean {
    if (spanId === undefined) return false;
    for (const span of this.byTrace.get(traceId) ?? []) if (span.span_id === spanId) return true;
    for (const span of this.pending.values()) if (span.trace_id === traceId && span.span_id === spanId) return true;
    return false;
  }

  clear(): number {
    return this.ring.clear();
  }

  private unindex(span: ObservabilityStoredSpan): void {
    const spans = this.byTrace.get(span.trace_id);
    if (!spans) return;
    spans.delete(span);
    if (spans.size === 0) this.byTrace.delete(span.trace_id);
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
