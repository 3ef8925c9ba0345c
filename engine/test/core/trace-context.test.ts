import { describe, expect, it } from 'vitest';
import {
  formatTraceparent,
  invocationTrace,
  newSpanId,
  newTraceId,
  parseTraceparent,
  sampledByRatio,
} from '../../src/core/trace-context.js';
import { settle, setup } from '../helpers.js';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('trace context', () => {
  it('reads a W3C traceparent and refuses malformed or all-zero ones', () => {
    expect(parseTraceparent(`00-${TRACE}-00f067aa0ba902b7-01`)).toEqual({
      traceId: TRACE,
      spanId: '00f067aa0ba902b7',
      sampled: true,
    });
    expect(parseTraceparent(`00-${TRACE}-00f067aa0ba902b7-00`)?.sampled).toBe(false);
    for (const bad of [
      undefined,
      '',
      'garbage',
      `ff-${TRACE}-00f067aa0ba902b7-01`,
      `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `00-${TRACE.slice(1)}-00f067aa0ba902b7-01`,
    ])
      expect(parseTraceparent(bad)).toBeUndefined();
  });

  it('makes a child in the caller’s trace with its sampled flag, or a new trace sampled by ratio', () => {
    const child = invocationTrace(`00-${TRACE}-00f067aa0ba902b7-00`, 1);
    expect(child).toMatchObject({ traceId: TRACE, parentSpanId: '00f067aa0ba902b7', sampled: false });
    expect(child.spanId).toMatch(/^[0-9a-f]{16}$/);
    const fresh = invocationTrace(undefined, 1);
    expect(fresh.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh.parentSpanId).toBeUndefined();
    expect(fresh.sampled).toBe(true);
    expect(invocationTrace('not a traceparent', 0).sampled).toBe(false);
    expect(formatTraceparent(TRACE, child.spanId, true)).toBe(`00-${TRACE}-${child.spanId}-01`);
  });

  it('samples a trace from its id alone, so every process decides the same, near the ratio', () => {
    const ids = Array.from({ length: 20_000 }, newTraceId);
    const kept = ids.filter((id) => sampledByRatio(id, 0.25));
    expect(kept.length / ids.length).toBeGreaterThan(0.22);
    expect(kept.length / ids.length).toBeLessThan(0.28);
    expect(ids.filter((id) => sampledByRatio(id, 0.25))).toEqual(kept);
    expect(sampledByRatio(`${'f'.repeat(16)}${'0'.repeat(16)}`, 0.001)).toBe(true);
    expect(sampledByRatio(`${'0'.repeat(16)}${'f'.repeat(16)}`, 0.999)).toBe(false);
  });

  it('never repeats a span id or a trace id', () => {
    const spans = new Set(Array.from({ length: 10_000 }, newSpanId));
    const traces = new Set(Array.from({ length: 10_000 }, newTraceId));
    expect(spans.size).toBe(10_000);
    expect(traces.size).toBe(10_000);
    // Ids are cut from a pool of random hex refilled every 256 trace ids: each is whole.
    for (const id of traces) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the router with tracing on', () => {
  it('sends the target a child traceparent and passes baggage; with tracing off, passes both through', async () => {
    const { router, connect } = setup();
    const target = connect('target');
    const caller = connect('caller');
    router.receive(target, { type: 'registerfunction', id: 'f' });
    const events: unknown[] = [];
    router.onEvent((event) => events.push(event), { invocations: true });
    const traceparent = `00-${TRACE}-00f067aa0ba902b7-01`;
    const call = (id: string) =>
      router.receive(caller, {
        type: 'invokefunction',
        invocation_id: id,
        function_id: 'f',
        data: {},
        traceparent,
        baggage: 'k=v',
      });
    call('off');
    expect(target.of('invokefunction').at(-1)).toMatchObject({ traceparent, baggage: 'k=v' });
    router.setTracing({ samplingRatio: 1 });
    call('on');
    const sent = target.of('invokefunction').at(-1)!;
    const [, traceId, spanId, flags] = sent.traceparent!.split('-');
    expect([traceId, flags, sent.baggage]).toEqual([TRACE, '01', 'k=v']);
    expect(spanId).not.toBe('00f067aa0ba902b7');
    expect(events.at(-1)).toMatchObject({
      type: 'invocation_started',
      invocationId: 'on',
      traceparent,
      trace: { traceId: TRACE, spanId, parentSpanId: '00f067aa0ba902b7', sampled: true },
    });
    router.receive(target, { type: 'invocationresult', invocation_id: 'on', function_id: 'f', result: 1 });
    await settle();
    expect(events.at(-1)).toMatchObject({ type: 'invocation_finished', invocationId: 'on', trace: { spanId } });
  });
});
