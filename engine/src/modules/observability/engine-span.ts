/**
 * One engine span as it is kept: the invocation's facts as plain fields (strings the engine holds
 * anyway, shared, not copied), with the reference's attribute pairs made only when something
 * reads them (a query, the exporter). The invocation path allocates one object per span instead
 * of one per attribute, which at thousands of calls a second is most of the cost of keeping them.
 */
import type { ObservabilityStoredSpan } from '@svc/protocol';
import type { SpanAttributes } from '../host.js';
import { truncate } from './truncate.js';

const NONE: never[] = [];

/** An engine span; reads as a stored span (contracts/observability/stored-span) and serializes as one. */
export class EngineSpan implements ObservabilityStoredSpan {
  [key: string]: unknown;
  parent_span_id?: string;
  kind?: string;
  end_time_unix_nano = 0;
  status = 'unset';
  status_description?: string;
  flags = 1;
  events: ObservabilityStoredSpan['events'] = NONE;
  links: ObservabilityStoredSpan['links'] = NONE;
  /** `ok` or the error code, once ended (invocation spans). */
  outcome: string | undefined;
  /** The invocation's facts (absent for a span a module opened): fields, so a span is one allocation. */
  functionId: string | undefined;
  invocationId = '';
  workerId = '';
  workerName: string | undefined;
  callerId: string | undefined;
  trigger: { id: string; type: string } | undefined;
  /** Attributes set by `annotate` or the span's opener, after the facts'. */
  private extra: [string, string][] | undefined;
  private pairs: [string, string][] | undefined;

  constructor(
    readonly trace_id: string,
    readonly span_id: string,
    readonly name: string,
    readonly start_time_unix_nano: number,
    readonly service_name: string,
    private readonly maxLength: number,
  ) {}

  /** The attribute pairs: the facts', then the annotated ones (a later value of a key replaces it). */
  get attributes(): [string, string][] {
    if (this.pairs) return this.pairs;
    const pairs: [string, string][] = [];
    if (this.functionId !== undefined) {
      const max = this.maxLength;
      const functionId = truncate(this.functionId, max);
      pairs.push(
        ['function_id', functionId],
        ['faas.invoked_name', functionId],
        ['svc.invocation.id', truncate(this.invocationId, max)],
        ['svc.worker.id', this.workerId],
      );
      if (this.workerName !== undefined) pairs.push(['svc.worker.name', this.workerName]);
      if (this.callerId !== undefined) pairs.push(['svc.caller.worker_id', this.callerId]);
      if (this.trigger) pairs.push(['svc.trigger.type', this.trigger.type], ['svc.trigger.id', this.trigger.id]);
      if (this.functionId.startsWith('engine::')) pairs.push(['iii.function.kind', 'internal']);
      if (this.outcome !== undefined) pairs.push(['svc.outcome', this.outcome]);
    }
    for (const [key, value] of this.extra ?? NONE) {
      const existing = pairs.find((pair) => pair[0] === key);
      if (existing) existing[1] = value;
      else pairs.push([key, value]);
    }
    // Kept once the span has ended: it does not change any more.
    if (this.end_time_unix_nano !== 0) this.pairs = pairs;
    return pairs;
  }

  /** Adds attributes (values cut to the configured length). */
  annotate(attributes: SpanAttributes): void {
    const extra = (this.extra ??= []);
    for (const key in attributes) extra.push([key, truncate(String(attributes[key]), this.maxLength)]);
    this.pairs = undefined;
  }

  /** Sets the attributes annotated before it was made (values cut already), in order. */
  annotated(pairs: readonly [string, string][]): void {
    this.extra = pairs.map(([key, value]) => [key, value]);
    this.pairs = undefined;
  }

  /** Ends it: `ok`, or the error (code and message). */
  end(endNs: number, outcome: 'ok' | { code: string; message?: string }): void {
    this.end_time_unix_nano = Math.max(this.start_time_unix_nano, endNs);
    if (outcome === 'ok') {
      this.status = 'ok';
      if (this.functionId !== undefined) this.outcome = 'ok';
      return;
    }
    this.status = 'error';
    this.status_description = truncate(outcome.message ?? outcome.code, this.maxLength);
    if (this.functionId !== undefined) this.outcome = outcome.code;
    this.annotate({ 'error.code': outcome.code });
  }

  /** The stored-span shape, as answers carry it; `pending: true` while it runs. */
  toJSON(): ObservabilityStoredSpan {
    const span: ObservabilityStoredSpan = {
      trace_id: this.trace_id,
      span_id: this.span_id,
      name: this.name,
      start_time_unix_nano: this.start_time_unix_nano,
      end_time_unix_nano: this.end_time_unix_nano,
      status: this.status,
      attributes: this.attributes,
      service_name: this.service_name,
      events: [],
      links: [],
      flags: this.flags,
    };
    if (this.parent_span_id !== undefined) span.parent_span_id = this.parent_span_id;
    if (this.kind !== undefined) span.kind = this.kind;
    if (this.status_description !== undefined) span.status_description = this.status_description;
    if (this.end_time_unix_nano === 0) span.pending = true;
    return span;
  }
}

/** A span as a plain object (what spreading an EngineSpan would lose: its attributes). */
export const plain = (span: ObservabilityStoredSpan): ObservabilityStoredSpan =>
  span instanceof EngineSpan ? span.toJSON() : span;
