import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/logger.js';
import { registerWorker, type Worker, type WorkerOptions } from '../../src/worker.js';
import { MockEngine, waitFor } from '../helpers/mock-engine.js';
import { attribute, OtelReceiver, type OtlpAttribute } from '../helpers/otel-receiver.js';

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function setup(
  options: WorkerOptions = {},
): Promise<{ engine: MockEngine; receiver: OtelReceiver; worker: Worker }> {
  const engine = await MockEngine.start();
  const receiver = await OtelReceiver.start();
  const worker = registerWorker(engine.url, {
    worker_name: 'telemetry-test',
    logger: silentLogger,
    ...options,
    otel: { url: receiver.url, flush_interval_ms: 50, ...(options.otel === false ? {} : options.otel) },
  });
  stops.push(
    () => worker.shutdown(),
    () => engine.stop(),
    () => receiver.stop(),
  );
  await waitFor(() => engine.connections.length === 1, 10_000, 'the worker connection');
  return { engine, receiver, worker };
}

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';

describe('telemetry over /otel', () => {
  it('traces a handler as a child of the frame traceparent, and its calls and logs in the same trace', async () => {
    const { engine, receiver, worker } = await setup();
    worker.registerFunction('orders::place', async (_payload, context) => {
      context.logger.info('placing', { order: 7 });
      return worker.trigger({ function_id: 'stock::reserve', payload: { sku: 'a' } });
    });
    await waitFor(() => engine.last.framesOf('registerfunction').length === 1);
    engine.last.send({
      type: 'invokefunction',
      invocation_id: '11111111-1111-4111-8111-111111111111',
      function_id: 'orders::place',
      data: {},
      traceparent: `00-${TRACE_ID}-${PARENT_ID}-01`,
      baggage: 'tenant=t1',
    });
    await waitFor(() => engine.last.framesOf('invokefunction').some((f) => f.function_id === 'stock::reserve'));
    const call = engine.last.framesOf('invokefunction').find((f) => f.function_id === 'stock::reserve');
    engine.last.send({
      type: 'invocationresult',
      invocation_id: call?.invocation_id,
      function_id: 'stock::reserve',
      result: { ok: true },
    });
    await waitFor(() => engine.last.framesOf('invocationresult').length === 1);
    expect(engine.last.framesOf('invocationresult')[0]?.result).toEqual({ ok: true });

    await waitFor(() => receiver.spans().length >= 2 && receiver.logs().some((l) => l.body.stringValue === 'placing'));
    const handler = receiver.spans().find((s) => s.name === 'orders::place');
    const outgoing = receiver.spans().find((s) => s.name === 'call stock::reserve');
    expect(handler).toMatchObject({ traceId: TRACE_ID, parentSpanId: PARENT_ID, kind: 2, service: 'telemetry-test' });
    expect(attribute(handler?.attributes, 'svc.function.id')).toBe('orders::place');
    expect(attribute(handler?.attributes, 'svc.invocation.id')).toBe('11111111-1111-4111-8111-111111111111');
    expect(attribute(handler?.attributes, 'svc.worker.name')).toBe('telemetry-test');
    expect(outgoing).toMatchObject({ traceId: TRACE_ID, parentSpanId: handler?.spanId, kind: 3 });
    // The outgoing frame carries the call span's context and the baggage it came with.
    expect(call?.traceparent).toBe(`00-${TRACE_ID}-${outgoing?.spanId}-01`);
    expect(call?.baggage).toBe('tenant=t1');

    const log = receiver.logs().find((l) => l.body.stringValue === 'placing');
    expect(log).toMatchObject({ traceId: TRACE_ID, spanId: handler?.spanId, severityText: 'INFO', severityNumber: 9 });
    expect(attribute(log?.attributes, 'order')).toBe(7);
    expect(log?.service).toBe('telemetry-test');
    expect(receiver.paths).toEqual(['/otel']);
    expect(receiver.textFrames).toBe(0);
  });

  it('marks a failing handler span as an error with its message', async () => {
    const { engine, receiver, worker } = await setup();
    worker.registerFunction('math::boom', () => {
      throw new Error('boom');
    });
    await waitFor(() => engine.last.framesOf('registerfunction').length === 1);
    engine.last.send({
      type: 'invokefunction',
      invocation_id: '22222222-2222-4222-8222-222222222222',
      function_id: 'math::boom',
      data: null,
    });
    await waitFor(() => receiver.spans().some((s) => s.name === 'math::boom'));
    const span = receiver.spans().find((s) => s.name === 'math::boom');
    expect(span?.status).toEqual({ code: 2, message: 'boom' });
    // Without a traceparent the handler starts a new trace.
    expect(span?.parentSpanId ?? '').toBe('');
    expect(engine.last.framesOf('invocationresult')[0]?.error).toMatchObject({ code: 'invocation_failed' });
  });

  it('counts invocations by function and outcome, and measures their run time, in MTRC frames', async () => {
    const { engine, receiver, worker } = await setup({ otel: { metrics_interval_ms: 100 } });
    worker.registerFunction('count::me', (payload: { fail: boolean }) => {
      if (payload.fail) throw new Error('no');
      return 1;
    });
    await waitFor(() => engine.last.framesOf('registerfunction').length === 1);
    for (const [i, fail] of [false, false, true].entries()) {
      engine.last.send({
        type: 'invokefunction',
        invocation_id: `77777777-7777-4777-8777-77777777777${i}`,
        function_id: 'count::me',
        data: { fail },
      });
    }
    type Point = { attributes: OtlpAttribute[]; asInt?: number; count?: number | string };
    type Metric = { name: string; sum?: { dataPoints: Point[] }; histogram?: { dataPoints: Point[] } };
    const metrics = (): Metric[] =>
      receiver
        .documents('MTRC')
        .flatMap((doc) =>
          (doc.resourceMetrics as Array<{ scopeMetrics: Array<{ metrics: Metric[] }> }>).flatMap((rm) =>
            rm.scopeMetrics.flatMap((sm) => sm.metrics),
          ),
        );
    const countOf = (outcome: string): number | undefined =>
      metrics()
        .filter((m) => m.name === 'svc.sdk.invocations')
        .flatMap((m) => m.sum?.dataPoints ?? [])
        .filter((p) => attribute(p.attributes, 'svc.outcome') === outcome)
        .map((p) => Number(p.asInt))
        .at(-1);
    await waitFor(() => countOf('ok') === 2 && countOf('error') === 1, 10_000, 'the invocation counts');
    const durations = metrics()
      .filter((m) => m.name === 'svc.sdk.invocation.duration')
      .flatMap((m) => m.histogram?.dataPoints ?? []);
    expect(durations.some((p) => attribute(p.attributes, 'svc.function.id') === 'count::me')).toBe(true);
  });

  it('honours an unsampled traceparent: nothing is exported, and calls stay unsampled', async () => {
    const { engine, receiver, worker } = await setup();
    worker.registerFunction('quiet::run', async () => {
      await worker.trigger({ function_id: 'quiet::next', action: { type: 'void' } });
      return 1;
    });
    worker.registerFunction('loud::run', () => 2);
    await waitFor(() => engine.last.framesOf('registerfunction').length === 2);
    engine.last.send({
      type: 'invokefunction',
      invocation_id: '33333333-3333-4333-8333-333333333333',
      function_id: 'quiet::run',
      data: null,
      traceparent: `00-${TRACE_ID}-${PARENT_ID}-00`,
    });
    await waitFor(() => engine.last.framesOf('invocationresult').length === 1);
    const call = engine.last.framesOf('invokefunction').find((f) => f.function_id === 'quiet::next');
    expect(call?.traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-00$`));
    // A sampled invocation after it is exported: the unsampled one before it was not.
    engine.last.send({
      type: 'invokefunction',
      invocation_id: '44444444-4444-4444-8444-444444444444',
      function_id: 'loud::run',
      data: null,
    });
    await waitFor(() => receiver.spans().some((s) => s.name === 'loud::run'));
    expect(receiver.spans().filter((s) => s.traceId === TRACE_ID)).toEqual([]);
  });

  it('sampling_ratio 0 records no new trace, but follows a sampled traceparent it is given', async () => {
    const { engine, receiver, worker } = await setup({ otel: { sampling_ratio: 0 } });
    worker.registerFunction('kept::run', () => 1);
    await waitFor(() => engine.last.framesOf('registerfunction').length === 1);
    await worker.trigger({ function_id: 'fresh::trace', action: { type: 'void' } });
    await waitFor(() => engine.last.framesOf('invokefunction').some((f) => f.function_id === 'fresh::trace'));
    const fresh = engine.last.framesOf('invokefunction').find((f) => f.function_id === 'fresh::trace');
    expect(fresh?.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    engine.last.send({
      type: 'invokefunction',
      invocation_id: '66666666-6666-4666-8666-666666666666',
      function_id: 'kept::run',
      data: null,
      traceparent: `00-${TRACE_ID}-${PARENT_ID}-01`,
    });
    await waitFor(() => receiver.spans().some((s) => s.name === 'kept::run'));
    expect(receiver.spans().map((s) => s.name)).toEqual(['kept::run']);
  });

  it('sends a handler result before the span batch its end filled', async () => {
    const engine = await MockEngine.start();
    // A queue of one span: every span that ends fills a batch and is exported at once.
    const worker = registerWorker(engine.url, {
      worker_name: 'batch-order',
      logger: silentLogger,
      otel: { max_queue_size: 1, flush_interval_ms: 60_000, metrics_interval_ms: 60_000 },
    });
    stops.push(
      () => worker.shutdown(),
      () => engine.stop(),
    );
    worker.registerFunction('echo::run', (payload: unknown) => payload);
    await waitFor(() => engine.connections.length === 1 && engine.last.framesOf('registerfunction').length === 1);
    const invoke = (n: number) =>
      engine.last.send({
        type: 'invokefunction',
        invocation_id: `66666666-6666-4666-8666-66666666666${n}`,
        function_id: 'echo::run',
        data: { n },
      });
    // The first invocation's batch opens the /otel socket; the second finds it open.
    invoke(1);
    await waitFor(() => engine.arrivals.includes('otel:OTLP'), 10_000, 'the first span batch');
    const from = engine.arrivals.length;
    invoke(2);
    await waitFor(() => engine.arrivals.slice(from).includes('otel:OTLP'), 10_000, 'the second span batch');
    const after = engine.arrivals.slice(from).filter((kind) => kind === 'invocationresult' || kind === 'otel:OTLP');
    expect(after).toEqual(['invocationresult', 'otel:OTLP']);
  });

  it('never holds up a handler while /otel is down, and sends what it kept once it is back', async () => {
    const engine = await MockEngine.start();
    const parked = await OtelReceiver.start();
    const port = parked.port;
    await parked.stop();
    const worker = registerWorker(engine.url, {
      worker_name: 'offline-telemetry',
      logger: silentLogger,
      otel: { url: `ws://127.0.0.1:${port}/otel`, flush_interval_ms: 50 },
    });
    stops.push(
      () => worker.shutdown(),
      () => engine.stop(),
    );
    worker.registerFunction('echo::run', (payload: unknown) => payload);
    await waitFor(() => engine.connections.length === 1 && engine.last.framesOf('registerfunction').length === 1);
    for (let i = 0; i < 5; i += 1) {
      engine.last.send({
        type: 'invokefunction',
        invocation_id: `55555555-5555-4555-8555-55555555555${i}`,
        function_id: 'echo::run',
        data: { i },
      });
    }
    await waitFor(() => engine.last.framesOf('invocationresult').length === 5);
    expect(engine.last.framesOf('invocationresult').map((f) => f.result)).toEqual([0, 1, 2, 3, 4].map((i) => ({ i })));

    // The socket retries with backoff (about 1 s, then 2 s): a receiver on the port gets the kept spans.
    const receiver = await OtelReceiver.start(port);
    stops.push(() => receiver.stop());
    await waitFor(() => receiver.spans().filter((s) => s.name === 'echo::run').length === 5, 20_000, 'kept spans');
  });
});
