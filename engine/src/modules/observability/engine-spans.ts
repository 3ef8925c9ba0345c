/**
 * The engine's own spans: one per invocation, built from the host's invocation events (pending
 * from its start, finished with its outcome), with what a built-in function annotated, and the
 * spans modules open themselves (svc-http's request span, the parent of its function's span).
 */
import { formatTraceparent, invocationTrace } from '../../core/trace-context.js';
import type { EngineEvent, SpanAttributes, SpanHandle, SpanOptions, Tracer } from '../host.js';
import { EngineSpan } from './engine-span.js';
import { truncate } from './truncate.js';

/** Where the engine's spans go. */
export interface EngineSpanOptions {
  serviceName: string;
  samplingRatio: number;
  maxAttributeLength: number;
  /** In-flight spans by key: shown as pending by the queries. */
  pending: Map<string, EngineSpan>;
  /** A sampled span that ended. */
  finished(span: EngineSpan): void;
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

/** Records the engine's spans; the `Tracer` the module provides to the host. */
export class EngineSpans implements Tracer {
  private moduleSpans = 0;

  constructor(private readonly options: EngineSpanOptions) {}

  /** Handles one invocation event. */
  onEvent(event: EngineEvent): void {
    if (event.type === 'invocation_started') {
      const trace = event.trace;
      if (!trace?.sampled) return;
      const span = new EngineSpan(
        trace.traceId,
        trace.spanId,
        truncate(event.functionId, this.options.maxAttributeLength),
        msToNs(event.atMs),
        this.options.serviceName,
        this.options.maxAttributeLength,
      );
      span.functionId = event.functionId;
      span.invocationId = event.invocationId;
      span.workerId = event.targetId;
      span.workerName = this.options.workerName(event.targetId);
      span.callerId = event.callerId;
      span.trigger = event.trigger;
      if (trace.parentSpanId !== undefined) span.parent_span_id = trace.parentSpanId;
      span.kind = 'server';
      if (event.baggage) span.annotate(baggageAttributes(event.baggage));
      this.options.pending.set(event.invocationId, span);
    } else if (event.type === 'invocation_finished') {
      const span = this.options.pending.get(event.invocationId);
      if (!span) return;
      this.options.pending.delete(event.invocationId);
      span.end(msToNs(event.atMs + event.durationMs), event.outcome);
      this.options.finished(span);
    }
  }

  annotate(invocationId: string, attributes: SpanAttributes): void {
    this.options.pending.get(invocationId)?.annotate(attributes);
  }

  startSpan(name: string, options: SpanOptions): SpanHandle {
    const trace = invocationTrace(options.traceparent, this.options.samplingRatio);
    const traceparent = formatTraceparent(trace.traceId, trace.spanId, trace.sampled);
    if (!trace.sampled) return { traceparent, annotate: () => {}, end: () => {} };
    const key = `span:${++this.moduleSpans}`;
    const max = this.options.maxAttributeLength;
    const span = new EngineSpan(
      trace.traceId,
      trace.spanId,
      truncate(name, max),
      msToNs(this.options.now()),
      this.options.serviceName,
      max,
    );
    if (trace.parentSpanId !== undefined) span.parent_span_id = trace.parentSpanId;
    if (options.kind !== undefined) span.kind = options.kind;
    if (options.attributes) span.annotate(options.attributes);
    this.options.pending.set(key, span);
    let ended = false;
    return {
      traceparent,
      annotate: (attributes) => void (ended || span.annotate(attributes)),
      end: (outcome) => {
        if (ended) return;
        ended = true;
        this.options.pending.delete(key);
        span.end(msToNs(this.options.now()), outcome);
        this.options.finished(span);
      },
    };
  }
}
