import {
  type Attributes,
  type AttributeValue,
  type Context,
  context,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  type TextMapSetter,
  trace,
  ValueType,
} from '@opentelemetry/api';
import { type Logger as OtelLogger, SeverityNumber } from '@opentelemetry/api-logs';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { Resource } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, LoggerProvider } from '@opentelemetry/sdk-logs';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import type { InvokeFunction } from '@svc/protocol';
import { messageOf } from '../core/attempt.js';
import type { Tracing } from '../core/tracing.js';
import type { LogFields, LogLevel, LogSink } from '../logger.js';
import { SDK_VERSION } from '../version.js';
import { OtelSocket } from './otel-socket.js';
import { socketExporters } from './socket-exporters.js';
import type { TelemetrySettings } from './settings.js';

/** Span attribute names the SDK sets on its spans. */
export const ATTR = {
  functionId: 'svc.function.id',
  invocationId: 'svc.invocation.id',
  workerName: 'svc.worker.name',
  workerId: 'svc.worker.id',
  outcome: 'svc.outcome',
} as const;

/** Metric names the SDK records per handler invocation (attributes: function id, outcome). */
export const METRIC = {
  invocations: 'svc.sdk.invocations',
  duration: 'svc.sdk.invocation.duration',
} as const;

/** A running telemetry pipeline: spans and log records batched out over `/otel`. */
export interface Telemetry {
  /** Spans around handlers and calls, for the protocol core. */
  readonly tracing: Tracing;
  /** Turns worker log calls into log records correlated with the active span. */
  readonly logSink: LogSink;
  /** Frames dropped while the socket was down. */
  readonly droppedFrames: () => number;
  /** Exports what is batched, then closes the socket. */
  shutdown(): Promise<void>;
}

const SEVERITY: Record<LogLevel, SeverityNumber> = {
  debug: SeverityNumber.DEBUG,
  info: SeverityNumber.INFO,
  warn: SeverityNumber.WARN,
  error: SeverityNumber.ERROR,
};

const propagator = new CompositePropagator({
  propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()],
});

type Carrier = { traceparent?: string; baggage?: string };
const getter: TextMapGetter<Carrier> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => (key === 'traceparent' || key === 'baggage' ? carrier[key] : undefined),
};
const setter: TextMapSetter<Carrier> = {
  set: (carrier, key, value) => {
    if (key === 'traceparent' || key === 'baggage') carrier[key] = value;
  },
};

let contextManagerSet = false;

/**
 * Active spans follow async code through AsyncLocalStorage. Set once per process, and only
 * when the application has not registered a context manager of its own.
 */
function ensureContextManager(): void {
  if (contextManagerSet) return;
  contextManagerSet = true;
  const manager = new AsyncLocalStorageContextManager();
  if (context.setGlobalContextManager(manager)) manager.enable();
}

/** Starts the pipeline: tracer, logger and meter providers batching into one `/otel` socket. */
export function startTelemetry(settings: TelemetrySettings, workerId: () => string | undefined): Telemetry {
  ensureContextManager();
  const socket = new OtelSocket({
    url: settings.url,
    headers: settings.headers,
    logger: settings.logger,
    maxQueuedFrames: settings.maxQueuedFrames,
  });
  const resource = Resource.default().merge(new Resource(settings.resource));
  const batch = {
    scheduledDelayMillis: settings.flushIntervalMs,
    maxQueueSize: settings.maxQueueSize,
    // A frame of 128 spans is about 80 KB of JSON: under V8's large-object size, so neither this
    // worker's serializer nor the engine's parser allocates it in the old generation, and each
    // stalls its process a quarter as long as a batch of 512 did.
    maxExportBatchSize: Math.min(128, settings.maxQueueSize),
  };
  const exporters = socketExporters(socket);
  const tracerProvider = new BasicTracerProvider({
    resource,
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.samplingRatio) }),
    spanProcessors: [new BatchSpanProcessor(exporters.spans, batch)],
  });
  const loggerProvider = new LoggerProvider({ resource });
  loggerProvider.addLogRecordProcessor(new BatchLogRecordProcessor(exporters.logs, batch));
  const meterProvider = new MeterProvider({
    resource,
    readers: [
      new PeriodicExportingMetricReader({
        exporter: exporters.metrics,
        exportIntervalMillis: settings.metricsIntervalMs,
        exportTimeoutMillis: Math.min(30_000, settings.metricsIntervalMs),
      }),
    ],
  });
  const meter = meterProvider.getMeter('svc-sdk', SDK_VERSION);
  const invocations = meter.createCounter(METRIC.invocations, {
    description: 'Handler invocations, by outcome',
    valueType: ValueType.INT,
  });
  const duration = meter.createHistogram(METRIC.duration, { description: 'Handler run time', unit: 'ms' });
  const measure = (functionId: string, started: number, outcome: 'ok' | 'error'): void => {
    const attributes = { [ATTR.functionId]: functionId, [ATTR.outcome]: outcome };
    invocations.add(1, attributes);
    duration.record(performance.now() - started, attributes);
  };
  const tracer = tracerProvider.getTracer('svc-sdk', SDK_VERSION);
  const otelLogger = loggerProvider.getLogger('svc-sdk', SDK_VERSION);
  socket.start();

  const workerName = settings.workerName;
  const tracing: Tracing = {
    invocation: (frame, run) => {
      const parent = invocationParent(frame);
      const attributes: Attributes = { [ATTR.functionId]: frame.function_id, [ATTR.workerName]: workerName };
      if (typeof frame.invocation_id === 'string') attributes[ATTR.invocationId] = frame.invocation_id;
      const id = workerId();
      if (id !== undefined) attributes[ATTR.workerId] = id;
      const span = tracer.startSpan(frame.function_id, { kind: SpanKind.SERVER, attributes }, parent);
      const started = performance.now();
      return context.with(trace.setSpan(parent, span), run).then(
        (result) => {
          span.end();
          measure(frame.function_id, started, 'ok');
          return result;
        },
        (error: unknown) => {
          measure(frame.function_id, started, 'error');
          if (error instanceof Error) span.recordException(error);
          span.setStatus({ code: SpanStatusCode.ERROR, message: messageOf(error) });
          span.end();
          throw error;
        },
      );
    },
    call: (frame) => {
      const active = context.active();
      const attributes: Attributes = { [ATTR.functionId]: frame.function_id, [ATTR.workerName]: workerName };
      if (typeof frame.invocation_id === 'string') attributes[ATTR.invocationId] = frame.invocation_id;
      const kind = frame.invocation_id === undefined ? SpanKind.PRODUCER : SpanKind.CLIENT;
      const span = tracer.startSpan(`call ${frame.function_id}`, { kind, attributes }, active);
      propagator.inject(trace.setSpan(active, span), frame as Carrier, setter);
      return (outcome) => {
        if (outcome.error !== undefined) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: messageOf(outcome.error) });
        }
        span.end();
      };
    },
  };

  return {
    tracing,
    logSink: (level, message, fields) => emitLog(otelLogger, level, message, fields, workerName),
    droppedFrames: () => socket.dropped,
    shutdown: async () => {
      await Promise.allSettled([tracerProvider.forceFlush(), loggerProvider.forceFlush(), meterProvider.forceFlush()]);
      await socket.stop();
      await Promise.allSettled([tracerProvider.shutdown(), loggerProvider.shutdown(), meterProvider.shutdown()]);
    },
  };
}

/**
 * The context an invocation's span is a child of. A `traceparent` in the form the engine writes
 * (version 00, lowercase, no other field) with no baggage is read by hand into the context the W3C
 * propagators would make of it: their pattern tests cost more than the rest of the span's start.
 * Anything else goes through the propagators.
 */
export function invocationParent(frame: InvokeFunction): Context {
  const text = frame.traceparent;
  if (frame.baggage === undefined && typeof text === 'string' && engineTraceparent(text)) {
    return trace.setSpanContext(ROOT_CONTEXT, {
      traceId: text.slice(3, 35),
      spanId: text.slice(36, 52),
      traceFlags: hexValue(text.charCodeAt(53)) * 16 + hexValue(text.charCodeAt(54)),
      isRemote: true,
    });
  }
  return propagator.extract(ROOT_CONTEXT, carrierOf(frame), getter);
}

/** The value of a lowercase hex digit, or -1. */
function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  return c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
}

/** `00-<32 hex>-<16 hex>-<2 hex>`, lowercase, with a trace id and a span id that are not all zeros. */
function engineTraceparent(text: string): boolean {
  if (text.length !== 55 || text.charCodeAt(0) !== 0x30 || text.charCodeAt(1) !== 0x30) return false;
  let trace = 0;
  let span = 0;
  for (let i = 3; i < 55; i++) {
    const c = text.charCodeAt(i);
    if (i === 35 || i === 52) {
      if (c !== 0x2d) return false;
      continue;
    }
    const digit = hexValue(c);
    if (digit < 0) return false;
    if (i < 35) trace |= digit;
    else if (i < 52) span |= digit;
  }
  return text.charCodeAt(2) === 0x2d && trace !== 0 && span !== 0;
}

function carrierOf(frame: InvokeFunction): Carrier {
  const carrier: Carrier = {};
  if (typeof frame.traceparent === 'string') carrier.traceparent = frame.traceparent;
  if (typeof frame.baggage === 'string') carrier.baggage = frame.baggage;
  return carrier;
}

function emitLog(
  logger: OtelLogger,
  level: LogLevel,
  message: string,
  fields: LogFields | undefined,
  workerName: string,
): void {
  const attributes: Attributes = { [ATTR.workerName]: workerName };
  if (fields !== undefined) {
    for (const [key, value] of Object.entries(fields)) attributes[key] = attributeValue(value);
  }
  logger.emit({
    severityNumber: SEVERITY[level],
    severityText: level.toUpperCase(),
    body: message,
    attributes,
    context: context.active(),
  });
}

// OTel attributes hold primitives and arrays of them; anything else is kept as its JSON text.
function attributeValue(value: unknown): AttributeValue {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
