/**
 * Back-pressure on the worker bridge, with real engine processes and real sockets: a worker that
 * stops reading is paused (calls to it are refused with `worker_paused`) and then closed with
 * 4001, its calls ending `invocation_stopped`, with the engine's memory bounded; a connection
 * past `max_in_flight_calls` is answered `too_many_requests`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  awaitLogLines,
  fixture,
  logLines,
  Peer,
  mib,
  rssBytes,
  sampleRss,
  startFixture,
  until,
  type Fixture,
} from './bridge/peers.js';
import { startEngineProcess, writeConfig, type EngineProcess } from './process.js';

const started: { engine?: EngineProcess; fixtures: Fixture[] } = { fixtures: [] };
afterEach(async () => {
  for (const fixture of started.fixtures.splice(0)) fixture.child.kill('SIGKILL');
  await started.engine?.kill('SIGKILL');
  started.engine = undefined;
});

async function engineWith(bridgeConfig?: string, otherWorkers = ''): Promise<EngineProcess> {
  const args = bridgeConfig
    ? [
        '--config',
        writeConfig(`workers:\n  - name: svc-bridge\n    config: { port: 0, ${bridgeConfig} }\n${otherWorkers}`),
      ]
    : [];
  started.engine = await startEngineProcess(args, { SVC_LOG_LEVEL: 'info' });
  return started.engine;
}

/**
 * Sends `caller` calls of 256 KiB to `functionId`, eight at a time, until the worker stays paused:
 * a call is refused with `worker_paused` and so is another sent 300 ms later (or `maxBytes` were
 * sent). Returns the ids of the calls the engine forwarded. One refusal is not enough: the
 * kernel's socket buffers take several MiB on loopback, and the engine resumes a worker whose
 * buffer drained into them, until they are full too.
 */
async function callUntilPaused(caller: Peer, functionId: string, maxBytes: number): Promise<string[]> {
  const payload = 'x'.repeat(256 * 1024);
  const ids: string[] = [];
  const refused = (id: string) => caller.results.get(id)?.error?.code === 'worker_paused';
  for (let sent = 0; sent < maxBytes; sent += 8 * payload.length) {
    const batch = Array.from({ length: 8 }, () => caller.invoke(functionId, { payload }));
    ids.push(...batch);
    await caller.barrier();
    if (!batch.some(refused)) continue;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const probe = caller.invoke(functionId, { payload });
    ids.push(probe);
    await caller.barrier();
    if (refused(probe)) break;
  }
  return ids.filter((id) => !refused(id));
}

describe('a worker that stops reading', () => {
  it('is paused (worker_paused), closed with 4001 past max_outbound_bytes, calls ended; memory bounded', async () => {
    const engine = await engineWith();
    const pid = engine.child.pid!;
    const responder = startFixture(fixture('responder.mjs'), [engine.url]);
    started.fixtures.push(responder);
    const sink = await Peer.connect(engine.url);
    sink.send({ type: 'registerfunction', id: 'sink::hold' });
    const caller = await Peer.connect(engine.url);
    await caller.waitForFunction('sink::hold');
    await caller.waitForFunction('big::make');
    const rssBefore = rssBytes(pid);
    const rss = sampleRss(pid);

    sink.ws.pause();
    const forwarded = await callUntilPaused(caller, 'sink::hold', 256 * 1024 * 1024);
    const refused = [...caller.results.values()].find((r) => r.error?.code === 'worker_paused');
    expect(refused?.error?.message).toContain('sink::hold');
    expect(await awaitLogLines(engine.output, 'worker paused: it is not reading; calls to it are refused')).not.toEqual(
      [],
    );
    const rssPaused = rss.peak();

    // Frames other than calls still go to a paused worker: the results of its own calls. A worker
    // that asks for 256 results of 1 MiB and reads none of them passes max_outbound_bytes (64 MiB).
    for (let i = 0; i < 256; i++) sink.invoke('big::make', { bytes: 1024 * 1024 });
    await until(() => forwarded.every((id) => caller.results.has(id)), 30_000, 'the forwarded calls did not end');
    // The results still on their way are read and dropped; the engine's memory is sampled meanwhile.
    await caller.barrier();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rss.stop();
    for (const id of forwarded) expect(caller.results.get(id)?.error?.code).toBe('invocation_stopped');
    expect(await awaitLogLines(engine.output, 'worker connection closed by the bridge')).toEqual([
      expect.objectContaining({ code: 4001, reason: 'worker not reading: outbound buffer over limit' }),
    ]);
    console.log(
      JSON.stringify({
        slow_consumer: {
          calls_forwarded_before_pause: forwarded.length,
          engine_rss_before: mib(rssBefore),
          engine_rss_peak_while_paused: mib(rssPaused),
          engine_rss_peak: mib(rss.peak()),
        },
      }),
    );
    // The engine held at most max_outbound_bytes (64 MiB) for the worker, plus frames in transit
    // and garbage not yet collected; buffering all 256 MiB sent to it would be far above this.
    expect(rss.peak() - rssBefore).toBeLessThan(256 * 1024 * 1024);
    const [closed] = logLines(engine.output(), 'worker connection closed by the bridge');
    expect(closed?.bytes).toBeLessThan(64 * 1024 * 1024 + 2 * 1024 * 1024);
    // The function is gone with its worker; the caller's connection still works.
    expect((await caller.call('sink::hold', {})).error?.code).toBe('function_not_found');
    caller.close();
  }, 90_000);

  it('is closed with 4001 after outbound_paused_timeout_ms paused; one that reads again is resumed', async () => {
    const engine = await engineWith('outbound_pause_bytes: 1048576, outbound_paused_timeout_ms: 1500');
    const stalled = await Peer.connect(engine.url);
    stalled.send({ type: 'registerfunction', id: 'stalled::hold' });
    const reader = await Peer.connect(engine.url);
    reader.send({ type: 'registerfunction', id: 'reader::hold' });
    const caller = await Peer.connect(engine.url);
    await caller.waitForFunction('stalled::hold');
    await caller.waitForFunction('reader::hold');

    // One reads again after a while: it is resumed, and calls reach it again.
    reader.ws.pause();
    await callUntilPaused(caller, 'reader::hold', 64 * 1024 * 1024);
    const resumed = logLines(engine.output(), 'worker resumed').length;
    reader.ws.resume();
    await until(
      () => logLines(engine.output(), 'worker resumed').length > resumed,
      10_000,
      'the worker was not resumed',
    );
    const after = caller.invoke('reader::hold', { n: 1 });
    await until(
      () => reader.invoked.some((f) => f.invocation_id === after),
      10_000,
      'the call did not reach the worker',
    );

    // The other never does: it is closed once it has been paused for outbound_paused_timeout_ms.
    stalled.ws.pause();
    const forwarded = await callUntilPaused(caller, 'stalled::hold', 64 * 1024 * 1024);
    await until(() => forwarded.every((id) => caller.results.has(id)), 20_000, 'the forwarded calls did not end');
    for (const id of forwarded) expect(caller.results.get(id)?.error?.code).toBe('invocation_stopped');
    expect(await awaitLogLines(engine.output, 'worker connection closed by the bridge')).toEqual([
      expect.objectContaining({ code: 4001, reason: 'worker not reading: paused too long' }),
    ]);
    expect(reader.closeCode).toBeUndefined();
    caller.close();
    reader.close();
  }, 60_000);
});

describe('an HTTP route to a worker that stops reading', () => {
  it('answers 503 worker_paused, a condition a client may retry, not a 500', async () => {
    const engine = await engineWith(
      'outbound_pause_bytes: 1048576',
      '  - name: svc-http\n    config: { host: 127.0.0.1, port: 0 }\n',
    );
    const sink = await Peer.connect(engine.url);
    sink.send({ type: 'registerfunction', id: 'sink::hold' });
    sink.send({
      type: 'registertrigger',
      id: 'held',
      trigger_type: 'http',
      function_id: 'sink::hold',
      config: { api_path: '/held', http_method: 'GET' },
    });
    const caller = await Peer.connect(engine.url);
    await caller.waitForFunction('sink::hold');
    sink.ws.pause();
    await callUntilPaused(caller, 'sink::hold', 256 * 1024 * 1024);
    const answer = await fetch(`${engine.listeners.http}/held`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ error: { code: 'worker_paused' } });
    caller.close();
    sink.close();
  }, 60_000);
});

describe('calls in flight on one connection', () => {
  it('past max_in_flight_calls are answered too_many_requests, never reaching the worker, until one ends', async () => {
    const engine = await engineWith();
    const worker = await Peer.connect(engine.url);
    worker.send({ type: 'registerfunction', id: 'slow::hold' });
    const caller = await Peer.connect(engine.url);
    await caller.waitForFunction('slow::hold');
    // waitForFunction's own calls have all been answered: none is in flight now.
    const held = Array.from({ length: 10_000 }, (_, i) => caller.invoke('slow::hold', { i }, { id: `held-${i}` }));
    await until(() => worker.invoked.length === held.length, 30_000, 'the held calls did not reach the worker');
    const over = await caller.call('slow::hold', { i: 'over' });
    expect(over.error).toEqual({
      code: 'too_many_requests',
      message: expect.stringContaining('10000 calls waiting'),
      data: { max_in_flight_calls: 10_000 },
    });
    expect((await caller.call('engine::functions::list', {})).error?.code).toBe('too_many_requests');
    expect(worker.invoked).toHaveLength(held.length);

    worker.send({ type: 'invocationresult', invocation_id: 'held-0', function_id: 'slow::hold', result: 'done' });
    await until(() => caller.results.has('held-0'), 10_000, 'the result did not arrive');
    expect((await caller.call('engine::functions::list', {})).result).toBeDefined();
    // Another connection has its own count.
    const other = await Peer.connect(engine.url);
    expect((await other.call('engine::functions::list', {})).result).toBeDefined();
    caller.close();
    other.close();
    worker.close();
  }, 60_000);
});
