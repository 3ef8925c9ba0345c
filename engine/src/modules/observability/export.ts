/**
 * OTLP/HTTP export of finished spans with the OpenTelemetry JS exporter (`OTLPTraceExporter`,
 * which retries 429/502/503/504 with backoff). Spans wait in a bounded queue and leave in
 * batches, one request at a time, on a timer: the invocation path only appends to the queue, so
 * a collector that is slow, down or answering 500 costs it nothing. When the queue is full the
 * oldest waiting span is dropped and counted.
 */
import { type HrTime, type SpanContext, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import type { ObservabilityStoredSpan as ObservabilitySpan } from '@svc/protocol';

/** Export settings. */
export interface ExportOptions {
  /** Collector base URL; spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  serviceName: string;
  maxQueueSize: number;
  batchSize: number;
  intervalMs: number;
  timeoutMs: number;
}

/** Counters of the exporter. */
export interface ExportStats {
  exported: number;
  failed: number;
  dropped: number;
  queued: number;
}

const KIND: Record<string, SpanKind> = {
  internal: SpanKind.INTERNAL,
  server: SpanKind.SERVER,
  client: SpanKind.CLIENT,
  producer: SpanKind.PRODUCER,
  consumer: SpanKind.CONSUMER,
};

const hrTime = (ns: number): HrTime => [Math.floor(ns / 1e9), Math.round(ns % 1e9)];

/** A stored span as the OTel exporter reads it. */
function readable(span: ObservabilitySpan, resources: Map<string, Resource>): ReadableSpan {
  let resource = resources.get(span.service_name);
  if (!resource) resources.set(span.service_name, (resource = new Resource({ 'service.name': span.service_name })));
  const context: SpanContext = { traceId: span.trace_id, spanId: span.span_id, traceFlags: span.flags ?? 1 };
  const status =
    span.status === 'ok' ? SpanStatusCode.OK : span.status === 'error' ? SpanStatusCode.ERROR : SpanStatusCode.UNSET;
  return {
    name: span.name,
    kind: KIND[span.kind ?? ''] ?? SpanKind.INTERNAL,
    spanContext: () => context,
    ...(span.parent_span_id === undefined ? {} : { parentSpanId: span.parent_span_id }),
    startTime: hrTime(span.start_time_unix_nano),
    endTime: hrTime(span.end_time_unix_nano),
    duration: hrTime(span.end_time_unix_nano - span.start_time_unix_nano),
    status:
      span.status_description === undefined ? { code: status } : { code: status, message: span.status_description },
    attributes: Object.fromEntries(span.attributes.map((pair) => [pair[0], pair[1]])),
    links: span.links.map((link) => ({
      context: { traceId: link.trace_id ?? '', spanId: link.span_id ?? '', traceFlags: 1 },
      attributes: Object.fromEntries((link.attributes ?? []).map((pair) => [pair[0], pair[1]])),
    })),
    events: span.events.map((event) => ({
      name: event.name ?? '',
      time: hrTime(event.timestamp_unix_nano ?? 0),
      attributes: Object.fromEntries((event.attributes ?? []).map((pair) => [pair[0], pair[1]])),
    })),
    ended: true,
    resource,
    instrumentationLibrary: { name: span.instrumentation_scope_name ?? 'svc-engine' },
    droppedAttributesCount: 0,
    droppedEventsCount: 0,
    droppedLinksCount: 0,
  };
}

/** The batching OTLP span exporter. */
export class SpanExport {
  readonly stats: ExportStats = { exported: 0, failed: 0, dropped: 0, queued: 0 };
  private readonly exporter: OTLPTraceExporter;
  private queue: ObservabilitySpan[] = [];
  private sending = false;
  /** The last export failed: wait for the timer instead of sending as soon as a batch is full. */
  private failing = false;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly resources = new Map<string, Resource>();

  constructor(private readonly options: ExportOptions) {
    const base = options.endpoint.replace(/\/+$/, '');
    this.exporter = new OTLPTraceExporter({
      url: base.endsWith('/v1/traces') ? base : `${base}/v1/traces`,
      timeoutMillis: options.timeoutMs,
      concurrencyLimit: 1,
    });
    this.timer = setInterval(() => this.flush(), options.intervalMs).unref();
  }

  /** Queues a finished span; drops the oldest waiting one when the queue is full. */
  add(span: ObservabilitySpan): void {
    this.queue.push(span);
    if (this.queue.length > this.options.maxQueueSize) {
      this.queue.shift();
      this.stats.dropped++;
    }
    this.stats.queued = this.queue.length;
    if (this.queue.length >= this.options.batchSize && !this.sending && !this.failing)
      queueMicrotask(() => this.flush());
  }

  /** Sends one batch if none is in flight; resolves when it is answered. */
  flush(): Promise<void> {
    if (this.sending || this.queue.length === 0) return Promise.resolve();
    const batch = this.queue.splice(0, this.options.batchSize);
    this.stats.queued = this.queue.length;
    this.sending = true;
    const resources = this.resources;
    return new Promise<void>((resolve) => {
      this.exporter.export(
        batch.map((span) => readable(span, resources)),
        (result) => {
          this.sending = false;
          this.failing = result.code !== 0;
          if (result.code === 0) this.stats.exported += batch.length;
          else this.stats.failed += batch.length;
          resolve();
        },
      );
    });
  }

  /** Sends what is queued (one last try) and stops. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    await this.exporter.shutdown().catch(() => {});
  }
}
