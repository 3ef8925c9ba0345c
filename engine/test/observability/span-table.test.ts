/** Invocation spans kept as columns read back as the stored spans the queries and the exporter see. */
import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../src/core/events.js';
import { plain } from '../../src/modules/observability/engine-span.js';
import { EngineSpans } from '../../src/modules/observability/engine-spans.js';
import { SpanStore } from '../../src/modules/observability/records.js';
import { SpanTable } from '../../src/modules/observability/span-table.js';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

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
  const start = (invocationId: string, extra: Partial<EngineEvent> = {}) =>
    spans.onEvent({
      type: 'invocation_started',
      invocationId,
      functionId: 'orders::place',
      callerId: 'w-2',
      targetId: 'w-1',
      atMs: 1_700_000_000_000,
      trace: { traceId: TRACE, spanId: '00f067aa0ba902b7', parentSpanId: 'a2fb4a1d1a96d312', sampled: true },
      ...extra,
    } as EngineEvent);
  const finish = (invocationId: string, outcome: 'ok' | { code: string; message?: string } = 'ok') =>
    spans.onEvent({
      type: 'invocation_finished',
      invocationId,
      functionId: 'orders::place',
      targetId: 'w-1',
      atMs: 1_700_000_000_000,
      durationMs: 2.5,
      outcome,
    });
  return { store, table, spans, start, finish };
}

describe('invocation spans in a span table', () => {
  it('read as the stored span of the invocation: ids, times, attributes in order, status', () => {
    const { store, spans, start, finish } = recorder();
    start('inv-1', { baggage: 'tenant=acme' });
    spans.annotate('inv-1', { 'svc.state.scope': 'orders' });
    finish('inv-1', { code: 'handler_error', message: 'out of stock' });
    expect([...store.all()].map(plain)).toEqual([
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
    const { store, start, finish } = recorder();
    const longId = `call-${'x'.repeat(45)}`;
    start(longId);
    const [running] = [...store.all()];
    expect(running).toMatchObject({ pending: true, end_time_unix_nano: 0, status: 'unset' });
    expect(running!.attributes).toContainEqual(['svc.invocation.id', longId]);
    finish(longId);
    const [ended] = [...store.all()];
    expect(ended!.status).toBe('ok');
    expect(ended!.attributes).toContainEqual(['svc.invocation.id', longId]);
    expect(store.running.size).toBe(0);
  });

  it('ends a span whose end time is 0 (a test clock at the epoch) with its outcome', () => {
    const { store, spans } = recorder();
    const trace = { traceId: TRACE, spanId: '00f067aa0ba902b7', sampled: true };
    const event = { invocationId: 'inv-0', functionId: 'f', targetId: 'w-1', atMs: 0, trace };
    spans.onEvent({ type: 'invocation_started', ...event });
    spans.onEvent({ type: 'invocation_finished', ...event, durationMs: 0, outcome: 'ok' });
    const [ended] = [...store.all()].map(plain);
    expect(ended).toMatchObject({ status: 'ok', end_time_unix_nano: 0 });
    expect(ended!.attributes).toContainEqual(['svc.outcome', 'ok']);
  });

  it('reuses the slots of evicted spans: the table stays the size of the store', () => {
    const { store, table, start, finish } = recorder(10);
    for (let i = 0; i < 5000; i++) {
      start(`inv-${i}`);
      finish(`inv-${i}`);
    }
    expect(store.ring.size).toBe(10);
    expect(table.used).toBe(10);
    expect([...store.all()].map((span) => span.attributes[2]![1])).toEqual(
      Array.from({ length: 10 }, (_, i) => `inv-${4990 + i}`),
    );
    expect(store.clear()).toBe(10);
    expect(table.used).toBe(0);
  });
});
