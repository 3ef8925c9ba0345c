/**
 * OTLP/HTTP export of finished spans and of log records with the OpenTelemetry JS exporters
 * (`OTLPTraceExporter`, `OTLPLogExporter`, which retry 429/502/503/504 with backoff). Records wait
 * in a bounded queue and leave in batches, one request at a time, on a timer: the invocation path
 * only appends to the queue, so a collector that is slow, down or answering 500 costs it nothing.
 * When the queue is full the oldest waiting record is dropped and counted.
 */
import { type HrTime, type SpanContext, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { ExportResult } from '@opentelemetry/core';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import type { ReadableLogRecord } from '@opentelemetry/sdk-logs';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import type { ObservabilityStoredLog, ObservabilityStoredSpan as ObservabilitySpan } from '@svc/protocol';

/** Export settings. */
export interface ExportOptions {
  /** Collector base URL; spans go to `<endpoint>/v1/traces`, logs to `<endpoint>/v1/logs`. */
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

/** Resources by service name, made once each; forgotten past 256 services so they stay bounded. */
export class Resources {
  private readonly byService = new Map<string, Resource>();
  of(service: string, attributes: Record<string, string> = { 'service.name': service }): Resource {
    let resource = this.byService.get(service);
    if (!resource) {
      if (this.byService.size >= 256) this.byService.clear();
      this.byService.set(service, (resource = new Resource(attributes)));
    }
    return resource;
  }
}

/** A stored span as the OTel exporter reads it. */
function readableSpan(span: ObservabilitySpan, resources: Resources): ReadableSpan {
  const resource = resources.of(span.service_name);
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

/** A stored log record as the OTel exporter reads it. */
function readableLog(log: ObservabilityStoredLog, resources: Resources): ReadableLogRecord {
  const record: ReadableLogRecord = {
    hrTime: hrTime(log.timestamp_unix_nano),
    hrTimeObserved: hrTime(log.observed_timestamp_unix_nano),
    severityText: log.severity_text,
    severityNumber: log.severity_number,
    body: log.body,
    resource: resources.of(log.service_name, log.resource as Record<string, string>),
    instrumentationScope: { name: log.instrumentation_scope_name ?? 'svc-engine' },
    attributes: log.attributes as ReadableLogRecord['attributes'],
    droppedAttributesCount: 0,
    ...(log.trace_id !== undefined && log.span_id !== undefined
      ? { spanContext: { traceId: log.trace_id, spanId: log.span_id, traceFlags: 1 } }
      : {}),
  };
  return record;
}

/** What a batch goes to: an OTel exporter of one signal. */
export interface Exporter<T> {
  export(items: T[], done: (result: ExportResult) => void): void;
  shutdown(): Promise<void>;
}

/** A bounded queue of records sent in batches to one OTel exporter. */
export class BatchExport<R, T> {
  readonly stats: ExportStats = { exported: 0, failed: 0, dropped: 0, queued: 0 };
  private queue: R[] = [];
  private sending = false;
  /** The last export failed: wait for the timer instead of sending as soon as a batch is full. */
  private failing = false;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly resources = new Resources();

  constructor(
    private readonly options: ExportOptions,
    private readonly exporter: Exporter<T>,
    private readonly convert: (record: R, resources: Resources) => T,
  ) {
    this.timer = setInterval(() => this.flush(), options.intervalMs).unref();
  }

  /** Queues a record; drops the oldest waiting one when the queue is full. */
  add(record: R): void {
    this.queue.push(record);
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
    return new Promise<void>((resolve) => {
      this.exporter.export(
        batch.map((record) => this.convert(record, this.resources)),
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

/** The exporter options of one signal: its URL under the collector's base, the deadline, one request at a time. */
export const exporterOptions = (options: ExportOptions, path: string) => {
  const base = options.endpoint.replace(/\/+$/, '');
  return { url: base.endsWith(path) ? base : `${base}${path}`, timeoutMillis: options.timeoutMs, concurrencyLimit: 1 };
};

/** Exports finished spans to `<endpoint>/v1/traces`. */
export type SpanExport = BatchExport<ObservabilitySpan, ReadableSpan>;
export const spanExport = (options: ExportOptions): SpanExport =>
  new BatchExport(options, new OTLPTraceExporter(exporterOptions(options, '/v1/traces')), readableSpan);

/** Exports log records to `<endpoint>/v1/logs`. */
export type LogExport = BatchExport<ObservabilityStoredLog, ReadableLogRecord>;
export const logExport = (options: ExportOptions): LogExport =>
  new BatchExport(options, new OTLPLogExporter(exporterOptions(options, '/v1/logs')), readableLog);
