/**
 * The engine's own spans: one per invocation, built from the host's invocation events (pending
 * from its start, finished with its outcome), with what a built-in function annotated, and the
 * spans modules open themselves (svc-http's request span, the parent of its function's span).
 */
import type { ObservabilityStoredSpan } from '@svc/protocol';
import { formatTraceparent, invocationTrace } from '../../core/trace-context.js';
import type { EngineEvent, SpanAttributes, SpanHandle, SpanOptions, Tracer } from '../host.js';
import { truncate } from './records.js';

/** Where the engine's spans go. */
export interface EngineSpanOptions {
  serviceName: string;
  samplingRatio: number;
  maxAttributeLength: number;
  /** In-flight spans by key: shown as pending by the queries. */
  pending: Map<string, ObservabilityStoredSpan>;
  /** A sampled span that ended. */
  finished(span: ObservabilityStoredSpan): void;
  /** The registered name of a worker, when it has one. */
  workerName(workerId: string): string | undefined;
  now(): number;
}

const msToNs = (ms: number) => Math.round(ms * 1e6);

/** Records the engine's spans; the `Tracer` the module provides to the host. */
export class EngineSpans implements Tracer {
  private moduleSpans = 0;

  constructor(private readonly options: EngineSpanOptions) {}

  /** Handles one invocation event. */
  onEvent(event: EngineEvent): void {
    if (event.type === 'invocation_started') {
      const trace = event.trace;
      if (!trace?.sampled) return;
      const attributes: SpanAttributes = {
        function_id: event.functionId,
        'faas.invoked_name': event.functionId,
        'svc.invocation.id': event.invocationId,
        'svc.worker.id': event.targetId,
      };
      const name = this.options.workerName(event.targetId);
      if (name !== undefined) attributes['svc.worker.name'] = name;
      if (event.callerId !== undefined) attributes['svc.caller.worker_id'] = event.callerId;
      if (event.trigger) {
        attributes['svc.trigger.type'] = event.trigger.type;
        attributes['svc.trigger.id'] = event.trigger.id;
      }
      if (event.functionId.startsWith('engine::')) attributes['iii.function.kind'] = 'internal';
      const span = this.open(event.functionId, trace.traceId, trace.spanId, trace.parentSpanId, event.atMs, 'server');
      this.set(span, attributes);
      this.options.pending.set(event.invocationId, span);
    } else if (event.type === 'invocation_finished') {
      const span = this.options.pending.get(event.invocationId);
      if (!span) return;
      this.options.pending.delete(event.invocationId);
      const outcome = event.outcome;
      this.set(span, { 'svc.outcome': outcome === 'ok' ? 'ok' : outcome.code });
      this.close(span, event.atMs + event.durationMs, outcome);
    }
  }

  annotate(invocationId: string, attributes: SpanAttributes): void {
    const span = this.options.pending.get(invocationId);
    if (span) this.set(span, attributes);
  }

  startSpan(name: string, options: SpanOptions): SpanHandle {
    const trace = invocationTrace(options.traceparent, this.options.samplingRatio);
    const traceparent = formatTraceparent(trace.traceId, trace.spanId, trace.sampled);
    if (!trace.sampled) return { traceparent, annotate: () => {}, end: () => {} };
    const key = `span:${++this.moduleSpans}`;
    const span = this.open(name, trace.traceId, trace.spanId, trace.parentSpanId, this.options.now(), options.kind);
    if (options.attributes) this.set(span, options.attributes);
    this.options.pending.set(key, span);
    let ended = false;
    return {
      traceparent,
      annotate: (attributes) => void (ended || this.set(span, attributes)),
      end: (outcome) => {
        if (ended) return;
        ended = true;
        this.options.pending.delete(key);
        this.close(span, this.options.now(), outcome);
      },
    };
  }

  private open(
    name: string,
    traceId: string,
    spanId: string,
    parentSpanId: string | undefined,
    startMs: number,
    kind: string | undefined,
  ): ObservabilityStoredSpan {
    const span: ObservabilityStoredSpan = {
      trace_id: traceId,
      span_id: spanId,
      name,
      start_time_unix_nano: msToNs(startMs),
      end_time_unix_nano: 0,
      status: 'unset',
      attributes: [],
      service_name: this.options.serviceName,
      events: [],
      links: [],
      flags: 1,
      pending: true,
    };
    if (parentSpanId !== undefined) span.parent_span_id = parentSpanId;
    if (kind !== undefined) span.kind = kind;
    return span;
  }

  private set(span: ObservabilityStoredSpan, attributes: SpanAttributes): void {
    const max = this.options.maxAttributeLength;
    for (const [key, value] of Object.entries(attributes)) {
      const text = truncate(String(value), max);
      const existing = span.attributes.find((pair) => pair[0] === key);
      if (existing) existing[1] = text;
      else span.attributes.push([key, text]);
    }
  }

  private close(span: ObservabilityStoredSpan, endMs: number, outcome: 'ok' | { code: string; message?: string }) {
    span.end_time_unix_nano = Math.max(span.start_time_unix_nano, msToNs(endMs));
    delete span.pending;
    if (outcome === 'ok') span.status = 'ok';
    else {
      span.status = 'error';
      span.status_description = truncate(outcome.message ?? outcome.code, this.options.maxAttributeLength);
      this.set(span, { 'error.code': outcome.code });
    }
    this.options.finished(span);
  }
}
