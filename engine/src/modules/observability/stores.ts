/**
 * Everything the module keeps, in one place: the span, log and metric stores, the engine's
 * counters, and the ingestion of `/otel` frames into them. A frame that is not OTLP/JSON is
 * counted and dropped; the socket stays open.
 */
import type { ObservabilityStoredLog, ObservabilityStoredSpan } from '@svc/protocol';
import { sampledByRatio } from '../../core/trace-context.js';
import type { Logger } from '../../log.js';
import type { ObservabilitySettings } from './config.js';
import type { EngineSpan } from './engine-span.js';
import type { EngineMetrics } from './metrics.js';
import { decodeLogs, decodeMetrics, decodeSpans, spanFacts } from './otlp.js';
import { logRing, metricRing, SpanStore, type StoredMetric } from './records.js';
import type { PackedRing } from './packed.js';
import type { Ring } from './ring.js';
import { SpanTable } from './span-table.js';

/** What the `/otel` socket brought, counted. */
export interface TelemetryStats {
  frames: number;
  malformed: number;
  spans: number;
  logs: number;
  metrics: number;
  /** Spans and logs left out by sampling. */
  unsampled: number;
}

/** Where stored records go besides the stores: the trigger types and the exporter. */
export interface StoreListeners {
  span?(span: ObservabilityStoredSpan): void;
  log?(log: ObservabilityStoredLog): void;
}

/** The module's stores. */
export class Stores {
  /** Finished and pending spans; absent when the memory exporter is off. */
  readonly spans: SpanStore | undefined;
  /** The engine's invocation spans, as slots. */
  readonly table: SpanTable;
  /** Spans a module opened, in flight (the span store's, or a map of their own without it). */
  readonly pending: Set<EngineSpan>;
  /**
   * Invocation spans in flight, slot key → slot, filled when a query reads them (the span
   * store's, or a map of their own).
   */
  readonly running: Map<string, number>;
  readonly logs: PackedRing<ObservabilityStoredLog>;
  readonly metrics: Ring<StoredMetric>;
  readonly telemetry: TelemetryStats = { frames: 0, malformed: 0, spans: 0, logs: 0, metrics: 0, unsampled: 0 };
  readonly listeners: StoreListeners = {};
  /** The OTLP log exporter's queue, when logs are exported. */
  exportLog: ((log: ObservabilityStoredLog) => void) | undefined;
  /** The OTLP metric exporter's queue, when SDK metrics are exported. */
  exportMetric: ((metric: StoredMetric) => void) | undefined;

  constructor(
    private readonly settings: ObservabilitySettings,
    readonly engine: EngineMetrics,
    private readonly logger: Logger,
  ) {
    this.table = new SpanTable(settings.serviceName, settings.maxAttributeLength);
    this.spans = settings.memory
      ? new SpanStore(settings.maxSpans, settings.spanRetentionMs, this.table, settings.maxAttributeLength)
      : undefined;
    this.pending = this.spans?.pending ?? new Set();
    this.running = this.spans?.running ?? new Map();
    this.logs = logRing(settings.maxLogs, settings.logRetentionMs);
    this.metrics = metricRing(settings.maxMetrics, settings.metricRetentionMs);
  }

  /** A sampled span that ended: stored, and passed on. */
  addSpan(span: ObservabilityStoredSpan): void {
    this.spans?.add(span);
    this.listeners.span?.(span);
  }

  /**
   * The invocation span in `slot` ended: stored by slot; made into a span object only when a
   * listener (the exporter, a `trace` trigger) takes it.
   */
  addSlot(slot: number): void {
    const listener = this.listeners.span;
    if (listener) listener(this.table.span(slot));
    if (this.spans) this.spans.addSlot(slot);
    else this.table.release(slot);
  }

  addLog(log: ObservabilityStoredLog): void {
    if (!this.settings.logsEnabled) return;
    if (
      log.trace_id !== undefined
        ? !sampledByRatio(log.trace_id, this.settings.logsSamplingRatio)
        : Math.random() >= this.settings.logsSamplingRatio
    ) {
      this.telemetry.unsampled++;
      return;
    }
    this.logs.push(log);
    this.exportLog?.(log);
    if (this.settings.logsConsoleOutput)
      this.logger.info(log.body, { service: log.service_name, severity: log.severity_text, trace_id: log.trace_id });
    this.listeners.log?.(log);
  }

  /** One frame of the `/otel` socket. Never throws. */
  ingest(kind: string, body: Buffer): void {
    this.telemetry.frames++;
    if (!this.settings.enabled) return;
    const max = this.settings.maxAttributeLength;
    const nowNs = Date.now() * 1e6;
    try {
      const doc: unknown = JSON.parse(body.toString('utf8'));
      if (kind === 'OTLP') this.ingestSpans(doc, body, max);
      else if (kind === 'LOGS') {
        for (const log of decodeLogs(doc, max, nowNs)) {
          this.telemetry.logs++;
          this.addLog(log);
        }
      } else if (kind === 'MTRC') {
        if (!this.settings.metricsEnabled) return;
        for (const metric of decodeMetrics(doc, max, nowNs)) {
          this.telemetry.metrics++;
          this.metrics.push(metric);
          this.exportMetric?.(metric);
        }
      } else throw new Error(`unknown telemetry prefix ${JSON.stringify(kind)}`);
    } catch (error) {
      this.telemetry.malformed++;
      this.logger.debug('malformed telemetry frame dropped', {
        kind,
        error: String((error as Error)?.message ?? error),
      });
    }
  }

  /**
   * The spans of an `OTLP` frame. With only the store to feed, the frame is kept as it came and
   * its spans decoded when read; with a listener (the exporter, a `trace` trigger) they are
   * decoded now.
   */
  private ingestSpans(doc: unknown, body: Buffer, max: number): void {
    const ratio = this.settings.samplingRatio;
    if (this.spans && !this.listeners.span) {
      const facts = spanFacts(doc);
      const kept = ratio >= 1 ? facts : facts.filter((span) => sampledByRatio(span.traceId, ratio));
      if (this.spans.addFrame(body, kept)) {
        this.telemetry.spans += kept.length;
        this.telemetry.unsampled += facts.length - kept.length;
        return;
      }
    }
    for (const span of decodeSpans(doc, max)) {
      if (!sampledByRatio(span.trace_id, ratio)) {
        this.telemetry.unsampled++;
        continue;
      }
      this.telemetry.spans++;
      this.addSpan(span);
    }
  }

  /** Evicts what is older than the retentions. */
  prune(): void {
    const now = Date.now();
    this.spans?.ring.prune(now);
    this.logs.prune(now);
    this.metrics.prune(now);
  }

  /** `storage` of a query answer. */
  storage(kind: 'spans' | 'logs') {
    const ring = kind === 'spans' ? this.spans?.ring : this.logs;
    const stats = ring?.stats();
    return {
      kind: 'memory',
      [kind]: ring?.size ?? 0,
      max: stats?.max ?? 0,
      retention_seconds: stats?.retentionSeconds ?? 0,
      evicted: stats?.evicted ?? 0,
      ...(kind === 'spans' ? { pending: this.pending.size + this.running.size } : {}),
    };
  }
}
