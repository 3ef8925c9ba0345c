import { afterEach, describe, expect, it } from 'vitest';
import { InvocationError } from '../src/errors.js';
import { silentLogger } from '../src/logger.js';
import { registerWorker, type Worker, type WorkerOptions } from '../src/worker.js';
import { type Frame, MockEngine, type MockEngineOptions, waitFor } from './helpers/mock-engine.js';

const engines: MockEngine[] = [];
const workers: Worker[] = [];

async function engine(options: MockEngineOptions = {}): Promise<MockEngine> {
  const e = await MockEngine.start(options);
  engines.push(e);
  return e;
}

function worker(url: string, options: WorkerOptions = {}): Worker {
  const w = registerWorker(url, { worker_name: 'int-worker', logger: silentLogger, ...options });
  workers.push(w);
  return w;
}

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.shutdown()));
  await Promise.all(engines.splice(0).map((e) => e.stop()));
});

const types = (frames: Frame[]) => frames.map((f) => f.type);

describe('worker over a real socket', { timeout: 30_000 }, () => {
  it('connects, sends its registrations and its metadata, and learns its worker id', async () => {
    const e = await engine();
    const w = worker(e.url, { project_name: 'int-project' });
    w.registerFunction('math::add', (p: { a: number; b: number }) => p.a + p.b, { description: 'adds' });
    await waitFor(
      () => e.connections.length === 1 && e.last.framesOf('invokefunction').length === 1,
      10_000,
      'start-up',
    );

    expect(e.last.frames[0]).toEqual({ type: 'registerfunction', id: 'math::add', description: 'adds' });
    const metadata = e.last.framesOf('invokefunction')[0];
    expect(metadata).toMatchObject({
      function_id: 'engine::workers::register',
      action: { type: 'void' },
      data: {
        runtime: 'node',
        name: 'int-worker',
        pid: process.pid,
        isolation: null,
        telemetry: { project_name: 'int-project', framework: 'svc-node' },
      },
    });
    expect(metadata).not.toHaveProperty('invocation_id');
    await waitFor(() => w.workerId === e.last.workerId, 5000, 'worker id');
    expect(w.connectionState).toBe('open');
  });

  it('runs invocations the engine sends and answers each, including errors and unknown functions', async () => {
    const e = await engine();
    const w = worker(e.url);
    w.registerFunction('math::add', async (p: { a: number; b: number }) => ({ c: p.a + p.b }));
    w.registerFunction('math::boom', () => {
      throw new Error('boom');
    });
    await waitFor(() => e.connections.length === 1 && e.last.framesOf('registerfunction').length === 2);

    e.last.send({ type: 'invokefunction', invocation_id: 'i-1', function_id: 'math::add', data: { a: 2, b: 3 } });
    e.last.send({ type: 'invokefunction', invocation_id: 'i-2', function_id: 'math::boom', data: {} });
    e.last.send({ type: 'invokefunction', invocation_id: 'i-3', function_id: 'nope::x', data: {} });
    await waitFor(() => e.last.framesOf('invocationresult').length === 3);

    const results = new Map(e.last.framesOf('invocationresult').map((f) => [f.invocation_id, f]));
    expect(results.get('i-1')).toEqual({
      type: 'invocationresult',
      invocation_id: 'i-1',
      function_id: 'math::add',
      result: { c: 5 },
    });
    expect(results.get('i-2')).toMatchObject({ error: { code: 'invocation_failed', message: 'boom' } });
    expect(results.get('i-3')).toMatchObject({
      error: { code: 'function_not_found', message: 'Function nope::x not found' },
    });
  });

  it('calls a function through the engine and gets its result or its error', async () => {
    const e = await engine();
    const w = worker(e.url);
    await waitFor(() => e.connections.length === 1);

    const ok = w.trigger<{ c: number }>({ function_id: 'math::add', payload: { a: 1, b: 2 } });
    const bad = w.trigger({ function_id: 'nope::x' });
    await waitFor(() => e.last.framesOf('invokefunction').filter((f) => f.invocation_id !== undefined).length === 2);
    const [first, second] = e.last.framesOf('invokefunction').filter((f) => f.invocation_id !== undefined);
    e.last.send({
      type: 'invocationresult',
      invocation_id: first?.invocation_id,
      function_id: 'math::add',
      result: { c: 3 },
    });
    e.last.send({
      type: 'invocationresult',
      invocation_id: second?.invocation_id,
      function_id: 'nope::x',
      error: { code: 'function_not_found', message: 'Function nope::x not found' },
    });
    await expect(ok).resolves.toEqual({ c: 3 });
    const error = await bad.catch((x: unknown) => x);
    expect(error).toBeInstanceOf(InvocationError);
    expect(error).toMatchObject({ code: 'function_not_found' });
  });

  it('reconnects after the engine closes with 1000, reattaches and replays its registrations', async () => {
    const e = await engine();
    const w = worker(e.url);
    w.registerFunction('math::add', () => 1);
    const trigger = w.registerTrigger({
      type: 'cron',
      function_id: 'math::add',
      config: { expression: '*/5 * * * * *' },
    });
    await waitFor(() => e.connections.length === 1 && e.last.framesOf('invokefunction').length === 1);
    const first = e.last;
    await waitFor(() => w.workerId === first.workerId);

    first.ws.close(1000, 'bye');
    await waitFor(
      () => e.connections.length === 2 && e.last.framesOf('invokefunction').length === 1,
      10_000,
      'reconnect',
    );

    expect(e.last.frames).toEqual([
      { type: 'reattach', previous_worker_id: first.workerId, reattach_token: first.reattachToken },
      { type: 'registerfunction', id: 'math::add' },
      {
        type: 'registertrigger',
        id: trigger.id,
        trigger_type: 'cron',
        function_id: 'math::add',
        config: { expression: '*/5 * * * * *' },
      },
      expect.objectContaining({ function_id: 'engine::workers::register' }),
    ]);
    await waitFor(() => w.workerId === e.last.workerId);
  });

  it('reconnects after the engine process goes away and comes back on the same port', async () => {
    const e = await engine();
    const w = worker(e.url);
    w.registerFunction('orders::create', () => 'ok');
    await waitFor(() => e.connections.length === 1 && e.last.framesOf('invokefunction').length === 1);
    const port = e.port;
    await e.stop();
    engines.splice(engines.indexOf(e), 1);
    await waitFor(() => w.connectionState === 'reconnecting', 5000, 'noticing the loss');

    const queued = w.trigger({ function_id: 'math::add', payload: { a: 1, b: 1 } });
    const restarted = await engine({ port });
    await waitFor(
      () => restarted.connections.length >= 1 && restarted.last.framesOf('invokefunction').length >= 2,
      20_000,
      'reconnect',
    );

    expect(types(restarted.last.frames)).toEqual(['reattach', 'registerfunction', 'invokefunction', 'invokefunction']);
    const call = restarted.last.frames[2];
    expect(call).toMatchObject({ function_id: 'math::add', data: { a: 1, b: 1 } });
    restarted.last.send({
      type: 'invocationresult',
      invocation_id: call?.invocation_id,
      function_id: 'math::add',
      result: 2,
    });
    await expect(queued).resolves.toBe(2);

    restarted.last.send({ type: 'invokefunction', invocation_id: 'i-9', function_id: 'orders::create', data: {} });
    await waitFor(() => restarted.last.framesOf('invocationresult').length === 1);
    expect(restarted.last.framesOf('invocationresult')[0]).toMatchObject({ invocation_id: 'i-9', result: 'ok' });
  });

  it('reconnects after the connection is dropped without a close frame', async () => {
    const e = await engine();
    worker(e.url).registerFunction('a::b', () => 1);
    await waitFor(() => e.connections.length === 1);
    e.last.ws.terminate();
    await waitFor(
      () => e.connections.length === 2 && e.last.framesOf('registerfunction').length === 1,
      10_000,
      'reconnect',
    );
  });

  it('keeps the order of frames sent in one tick and across ticks (write batching)', async () => {
    const e = await engine();
    const w = worker(e.url);
    await waitFor(() => e.connections.length === 1 && e.last.frames.length === 1);
    let seq = 0;
    for (let tick = 0; tick < 5; tick += 1) {
      for (let i = 0; i < 200; i += 1)
        void w.trigger({ function_id: 'seq::fn', payload: seq++, action: { type: 'void' } });
      await new Promise((resolve) => setImmediate(resolve));
    }
    await waitFor(() => e.last.framesOf('invokefunction').length === 1 + seq, 10_000, 'all frames');
    const received = e.last
      .framesOf('invokefunction')
      .filter((f) => f.function_id === 'seq::fn')
      .map((f) => f.data);
    expect(received).toEqual(Array.from({ length: seq }, (_, i) => i));
  });

  it('sends a JSON ping when idle, and terminates and reconnects when the engine stays silent', async () => {
    const e = await engine({ answerPings: false });
    const w = worker(e.url, { heartbeat: { ping_interval_ms: 100, idle_timeout_ms: 600 } });
    w.registerFunction('a::b', () => 1);
    await waitFor(() => e.connections.length === 1 && e.last.framesOf('ping').length >= 1, 5000, 'a ping');
    await waitFor(() => e.connections.length === 2, 10_000, 'reconnect after the idle timeout');
    expect(e.connections[0]?.closed).toBe(true);
    await waitFor(() => e.last.framesOf('registerfunction').length === 1);
  });

  it('keeps a connection whose engine answers pings', async () => {
    const e = await engine();
    worker(e.url, { heartbeat: { ping_interval_ms: 100, idle_timeout_ms: 1000 } });
    // 25 pings take 2.5 idle timeouts: without the pongs the connection would have died twice.
    await waitFor(() => e.connections.length === 1 && e.last.framesOf('ping').length >= 25, 15_000, 'pings');
    expect(e.connections).toHaveLength(1);
    expect(e.last.closed).toBe(false);
  });

  it('accepts frames larger than 4 MiB', async () => {
    const e = await engine();
    const w = worker(e.url);
    w.registerFunction('blob::size', (p: { blob: string }) => p.blob.length);
    await waitFor(() => e.connections.length === 1 && e.last.framesOf('registerfunction').length === 1);
    const blob = 'x'.repeat(6 * 1024 * 1024);
    e.last.send({ type: 'invokefunction', invocation_id: 'i-big', function_id: 'blob::size', data: { blob } });
    await waitFor(() => e.last.framesOf('invocationresult').length === 1);
    expect(e.last.framesOf('invocationresult')[0]).toMatchObject({ result: blob.length });
  });

  it('shutdown() rejects pending calls, aborts handlers, closes with 1000 and stays closed', async () => {
    const e = await engine();
    const w = worker(e.url);
    let signal: AbortSignal | undefined;
    w.registerFunction('slow::op', (_p, ctx) => {
      signal = ctx.signal;
      return new Promise(() => undefined);
    });
    await waitFor(() => e.connections.length === 1 && e.last.framesOf('registerfunction').length === 1);
    e.last.send({ type: 'invokefunction', invocation_id: 'i-1', function_id: 'slow::op', data: null });
    const pending = w.trigger({ function_id: 'other::fn' }).catch((error: unknown) => error);
    await waitFor(() => signal !== undefined);

    await w.shutdown();
    expect(await pending).toMatchObject({ name: 'InvocationError', code: 'shutting_down' });
    expect(signal?.aborted).toBe(true);
    expect(w.connectionState).toBe('closed');
    await waitFor(() => e.last.closed);
    expect(e.last.closeCode).toBe(1000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(e.connections).toHaveLength(1);
  });
});
