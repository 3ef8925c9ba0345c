/**
 * The `svc-observability` module: a span for every invocation (trace context propagated by the
 * engine), the spans, logs and metrics the SDKs send on `/otel`, bounded memory stores behind
 * `engine::traces::*`, `engine::logs::*` and `engine::metrics::list`, the `log` and `trace`
 * trigger types, OTLP/HTTP export and Prometheus metrics on `GET /_metrics`.
 */
import type { SvcObservabilityConfig } from '@svc/protocol';
import { validateSvcObservabilityConfig } from '@svc/protocol/validators/config/workers/svc-observability';
import type { ModuleDescriptor } from '../host.js';
import { resolveSettings } from './config.js';
import { type EngineSpans, engineSpans } from './engine-spans.js';
import type { LogExport, SpanExport } from './export.js';
import type { MetricExport } from './export-metrics.js';
import { registerObservabilityFunctions } from './functions.js';
import { EngineMetrics } from './metrics.js';
import { Stores } from './stores.js';
import { registerObservabilityTriggers } from './triggers.js';

/** How often stores drop what is older than their retention, besides at every query. */
const PRUNE_INTERVAL_MS = 5000;

/** The `svc-observability` module. */
export const observabilityModule: ModuleDescriptor<SvcObservabilityConfig> = {
  name: 'svc-observability',
  aliases: ['iii-observability', 'modules::observability::OtelModule'],
  description: 'Traces, logs and metrics: engine::traces::*, engine::logs::*, engine::metrics::list, /_metrics',
  settings: validateSvcObservabilityConfig,
  async start(host) {
    const settings = resolveSettings(host.settings);
    // The OpenTelemetry exporters cost ~100 ms to load: only an engine that exports pays it.
    let exporter: SpanExport | undefined;
    let logExporter: LogExport | undefined;
    let metricExporter: MetricExport | undefined;
    if (settings.metricsOtlpEndpoint) {
      const { metricExport } = await import('./export-metrics.js');
      metricExporter = metricExport({
        endpoint: settings.metricsOtlpEndpoint,
        serviceName: settings.serviceName,
        ...settings.export,
      });
    }
    if (settings.otlpEndpoint || settings.logsOtlpEndpoint) {
      const exports = await import('./export.js');
      const options = { serviceName: settings.serviceName, ...settings.export };
      if (settings.otlpEndpoint) exporter = exports.spanExport({ endpoint: settings.otlpEndpoint, ...options });
      if (settings.logsOtlpEndpoint)
        logExporter = exports.logExport({ endpoint: settings.logsOtlpEndpoint, ...options });
    }
    const engine: EngineMetrics = new EngineMetrics(() => host.counts(), {
      svc_spans_stored: ['Spans in the memory store.', () => stores.spans?.ring.size ?? 0],
      svc_spans_evicted_total: [
        'Spans evicted by the count cap or the retention.',
        () => stores.spans?.ring.evicted ?? 0,
      ],
      svc_logs_stored: ['Log records in the memory store.', () => stores.logs.size],
      svc_logs_evicted_total: ['Log records evicted.', () => stores.logs.evicted],
      svc_otel_frames_total: ['Frames received on the /otel socket.', () => stores.telemetry.frames],
      svc_otel_frames_malformed_total: ['/otel frames dropped as malformed.', () => stores.telemetry.malformed],
      svc_otlp_export_dropped_total: [
        'Spans dropped from a full OTLP export queue.',
        () => exporter?.stats.dropped ?? 0,
      ],
      svc_otlp_export_failed_total: ['Spans whose OTLP export failed.', () => exporter?.stats.failed ?? 0],
      svc_otlp_exported_total: ['Spans exported over OTLP.', () => exporter?.stats.exported ?? 0],
      svc_otlp_logs_exported_total: ['Log records exported over OTLP.', () => logExporter?.stats.exported ?? 0],
      svc_otlp_metrics_exported_total: [
        'SDK metric points exported over OTLP.',
        () => metricExporter?.stats.exported ?? 0,
      ],
      svc_otlp_logs_dropped_total: [
        'Log records dropped from a full OTLP export queue.',
        () => logExporter?.stats.dropped ?? 0,
      ],
    });
    const stores: Stores = new Stores(settings, engine, host.logger);
    if (exporter) stores.listeners.span = (span) => exporter.add(span);
    if (logExporter) stores.exportLog = (log) => logExporter.add(log);
    if (metricExporter) stores.exportMetric = (metric) => metricExporter.add(metric);
    let spans: EngineSpans | undefined;
    if (settings.enabled) {
      spans = engineSpans(settings, stores, (id) => host.workerName(id));
      host.provideTracer(spans, { samplingRatio: settings.samplingRatio });
    }
    host.onEvent((event) => engine.onEvent(event));
    if (spans) host.observeInvocations(spans);
    host.observeInvocations(engine);
    host.provideTelemetrySink((kind, body) => stores.ingest(kind, body));
    registerObservabilityFunctions(host, stores, () => spans?.listRunning());
    const stopTriggers = registerObservabilityTriggers(host, stores);
    host.mountHttp('/_metrics', async (req, res) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const { text, contentType } = await engine.scrape(host.metrics);
      res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : text);
      return true;
    });
    const pruner = setInterval(() => stores.prune(), PRUNE_INTERVAL_MS).unref();
    host.logger.info('observability on', {
      enabled: settings.enabled,
      memory: settings.memory,
      otlp: settings.otlpEndpoint ?? null,
      sampling_ratio: settings.samplingRatio,
    });
    return {
      stop: async () => {
        clearInterval(pruner);
        stopTriggers();
        await Promise.all([exporter?.stop(), logExporter?.stop(), metricExporter?.stop()]);
      },
    };
  },
};
