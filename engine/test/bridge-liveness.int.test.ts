/**
 * Liveness: a worker whose process is stopped (SIGSTOP) keeps its socket open, so only a ping
 * that goes unanswered shows it is gone. The engine drops it after `ping_interval_ms` +
 * `ping_timeout_ms` (short here, so the test runs in seconds) and its calls end
 * `invocation_stopped`; a quiet worker that still answers pings stays connected.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitLogLines, Peer, startFixture, until, type Fixture } from './bridge/peers.js';
import { startEngineProcess, writeConfig, type EngineProcess } from './process.js';

const HANG_ON_INVOKE = fileURLToPath(new URL('./fixtures/hang-on-invoke.mjs', import.meta.url));
const CONFIG = writeConfig(`workers:
  - name: svc-bridge
    config: { port: 0, ping_interval_ms: 300, ping_timeout_ms: 300 }
`);

let engine: EngineProcess;
beforeAll(async () => {
  engine = await startEngineProcess(['--config', CONFIG]);
});
afterAll(async () => {
  await engine.kill();
});

describe('a worker whose process is stopped with its socket open', () => {
  it('is dropped with 4004 once a ping goes unanswered, its calls ended; a quiet live worker stays', async () => {
    const worker: Fixture = startFixture(HANG_ON_INVOKE, [engine.url]);
    const quiet = await Peer.connect(engine.url);
    const quietSince = Date.now();
    const caller = await Peer.connect(engine.url);
    await until(() => worker.output().includes('ready'), 10_000, 'the worker did not start');
    await caller.waitForFunction('hang::forever');
    const call = caller.call('hang::forever', {});
    await until(() => worker.output().includes('invoked'), 10_000, 'the call did not reach the worker');

    worker.child.kill('SIGSTOP');
    try {
      // Generous: detection takes ping_interval_ms + ping_timeout_ms (0.6 s) plus the check step.
      const result = await Promise.race([call, new Promise((resolve) => setTimeout(() => resolve(undefined), 15_000))]);
      expect(result).toMatchObject({ error: { code: 'invocation_stopped' } });
    } finally {
      worker.child.kill('SIGKILL');
      worker.child.kill('SIGCONT');
    }
    expect(await awaitLogLines(engine.output, 'worker connection closed by the bridge')).toEqual([
      expect.objectContaining({ code: 4004, reason: 'no pong' }),
    ]);
    // The quiet worker sends nothing, but answers pings: after many ping intervals it is still connected.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, quietSince + 3000 - Date.now())));
    expect(quiet.closeCode).toBeUndefined();
    expect((await quiet.call('engine::functions::list', {})).result).toEqual({ functions: [] });
    quiet.close();
    caller.close();
  }, 30_000);
});
