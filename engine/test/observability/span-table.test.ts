/** Invocation spans kept as columns read back as the stored spans the queries and the exporter see. */
import { describe, expect, it } from 'vitest';
import type { InvocationRecord } from '../../src/core/events.js';
import { HAS_PARENT, SAMPLED, TRACED } from '../../src/core/trace-context.js';
import { plain } from '../../src/modules/observability/engine-span.js';
import { EngineSpans } from '../../src/modules/observability/engine-spans.js';
import { SpanStore } from '../../src/modules/observability/records.js';
import { SpanTable } from '../../src/modules/observability/span-table.js';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

/** The signed word the 8 hex digits of `hex` at `at` write, as the router keeps ids. */
const word = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 8), 16) | 0;

/** The router's record of a sampled call of `orders::place` from `w-2` on `w-1`, as observers read it. */
function call(id: string, fields: Partial<InvocationRecord> = {}): InvocationRecord {
  return {
    id,
    functionId: 'orders::place',
    targetId: 'w-1',
    callerId: 'w-2',
    trigger: undefined,
    traceparent: undefined,
    baggage: undefined,
    startedAtMs: 1_700_000_000_000,
    traceFlags: TRACED | SAMPLED | HAS_PARENT,
    trace0: word(TRACE, 0),
    trace1: word(TRACE, 8),
    trace2: word(TRACE, 16),
    trace3: word(TRACE, 24),
    span0: word('00f067aa0ba902b7', 0),
    span1: word('00f067aa0ba902b7', 8),
    parentSpan0: word('a2fb4a1d1a96d312', 0),
    parentSpan1: word('a2fb4a1d1a96d312', 8),
    spanSlot: -1,
    ...fields,
  };
}

function recorder(max = 100) {
  const table = new SpanTable('svc', 64);
  const store = new SpanStore(max, 0, table);
  const spans = new EngineSpans({
    serviceName: 'svc',
    samplingRatio: 1,
    maxAttributeLength: 64,
    pending: store.pending,
    finished: (span) => store.add(span),
    table,
    running: store.running,
    finishedSlot: (slot) => store.addSlot(slot),
    workerName: (id) => (id === 'w-1' ? 'orders' : undefined),
    now: () => 0,
  });
  // The router's records of the calls in flight: the tracer keeps the span's slot on it.
  const records = new Map<string, InvocationRecord>();
  const start = (invocationId: string, extra: Partial<InvocationRecord> = {}) => {
    const record = call(invocationId, extra);
    records.set(invocationId, record);
    spans.started(record);
  };
  const finish = (invocationId: string, error?: { code: string; message: string }) =>
    spans.finished(records.get(invocationId)!, 1_700_000_000_002.5, error);
  const annotate = (invocationId: string, attributes: Record<string, string>) =>
    spans.annotate(records.get(invocationId)!, attributes);
  /** Every span the store holds, as the queries read it (the running ones listed first). */
  const all = () => {
    spans.listRunning();
    return [...store.all()];
  };
  return { store, table, spans, start, finish, annotate, all };
}

describe('invocation spans in a span table', () => {
  it('read as the stored span of the invocation: ids, times, attributes in order, status', () => {
    const { start, finish, annotate, all } = recorder();
    start('inv-1', { baggage: 'tenant=acme' });
    annotate('inv-1', { 'svc.state.scope': 'orders' });
    finish('inv-1', { code: 'handler_error', message: 'out of stock' });
    expect(all().map(plain)).toEqual([
      {
        trace_id: TRACE,
        span_id: '00f067aa0ba902b7',
        parent_span_id: 'a2fb4a1d1a96d312',
        name: 'orders::place',
        kind: 'server',
        start_time_unix_nano: 1_700_000_000_000 * 1e6,
        end_time_unix_nano: 1_700_000_000_002.5 * 1e6,
        status: 'error',
        status_description: 'out of stock',
        attributes: [
          ['function_id', 'orders::place'],
          ['faas.invoked_name', 'orders::place'],
          ['svc.invocation.id', 'inv-1'],
          ['svc.worker.id', 'w-1'],
          ['svc.worker.name', 'orders'],
          ['svc.caller.worker_id', 'w-2'],
          ['svc.outcome', 'handler_error'],
          ['baggage.tenant', 'acme'],
          ['svc.state.scope', 'orders'],
          ['error.code', 'handler_error'],
        ],
        service_name: 'svc',
        events: [],
        links: [],
        flags: 1,
      },
    ]);
  });

  it('shows a running span as pending, and an invocation id of any length whole', () => {
    const { store, table, start, finish, all } = recorder();
    const longId = `call-${'x'.repeat(45)}`;
    start(longId);
    const [running] = all();
    expect(running).toMatchObject({ pending: true, end_time_unix_nano: 0, status: 'unset' });
    expect(running!.attributes).toContainEqual(['svc.invocation.id', longId]);
    finish(longId);
    const [ended] = all();
    expect(ended!.status).toBe('ok');
    expect(ended!.attributes).toContainEqual(['svc.invocation.id', longId]);
    expect(store.running.size).toBe(0);
    expect(table.running).toBe(0);
  });

  it('ends a span whose end time is 0 (a test clock at the epoch) with its outcome', () => {
    const { spans, all } = recorder();
    const record = call('inv-0', { functionId: 'f', startedAtMs: 0, traceFlags: TRACED | SAMPLED });
    spans.started(record);
    spans.finished(record, 0, undefined);
    const [ended] = all().map(plain);
    expect(ended).toMatchObject({ status: 'ok', end_time_unix_nano: 0 });
    expect(ended!.attributes).toContainEqual(['svc.outcome', 'ok']);
  });

  it('reuses the slots of evicted spans: the table stays the size of the store', () => {
    const { store, table, start, finish, all } = recorder(10);
    for (let i = 0; i < 5000; i++) {
      start(`inv-${i}`);
      finish(`inv-${i}`);
    }
    expect(store.ring.size).toBe(10);
    expect(table.used).toBe(10);
    expect(all().map((span) => span.attributes[2]![1])).toEqual(
      Array.from({ length: 10 }, (_, i) => `inv-${4990 + i}`),
    );
    expect(store.clear()).toBe(10);
    expect(table.used).toBe(0);
  });
});

describe('running invocation spans', () => {
  it('are listed as pending in the order they started, whichever ends first', () => {
    const { start, finish, all } = recorder();
    for (const id of ['a', 'b', 'c', 'd']) start(id);
    finish('b');
    finish('d');
    start('e');
    const pending = all().filter((span) => span.pending === true);
    expect(pending.map((span) => span.attributes[2]![1])).toEqual(['a', 'c', 'e']);
    for (const id of ['a', 'c', 'e']) finish(id);
    expect(all().filter((span) => span.pending === true)).toEqual([]);
  });
});
