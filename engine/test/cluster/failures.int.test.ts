/**
 * A cluster when things break: an engine stopped (SIGSTOP) past the membership bound and resumed,
 * an engine killed with -9 while it holds cron jobs, and the cluster's Redis going down and
 * coming back.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineProcess } from '../process.js';
import { type Caller, caller, runFixture, type RedisServer, startRedis } from '../state/harness.js';
import { eventually, HEARTBEAT_MS, startMember, TTL_MS } from './harness.js';

let redis: RedisServer;
let a: EngineProcess;
let b: EngineProcess;
let callA: Caller;
let callB: Caller;
const started: ChildProcess[] = [];
const BOUND_MS = TTL_MS + HEARTBEAT_MS;

const code = (frame: Record<string, unknown>) => (frame.error as { code?: string } | undefined)?.code;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `c` gets an answer to `functionId` other than `function_not_found`. */
const served = (c: Caller, functionId: string, timeoutMs?: number) =>
  eventually(async () => {
    const frame = await c.call(functionId, {});
    return code(frame) === 'function_not_found' || code(frame) === 'cluster_unavailable' ? undefined : frame;
  }, timeoutMs);

beforeAll(async () => {
  redis = await startRedis();
  [a, b] = await Promise.all([startMember(redis.url, 'engine-a'), startMember(redis.url, 'engine-b')]);
  [callA, callB] = await Promise.all([caller(a.url), caller(b.url)]);
}, 30_000);

afterAll(async () => {
  callA?.close();
  callB?.close();
  for (const child of started) child.kill('SIGKILL');
  await Promise.all([a?.kill(), b?.kill()]);
  await redis?.stop();
}, 30_000);

describe('a cluster when things break', () => {
  it('routes nothing to an engine stopped past the bound, and takes it back when it resumes', async () => {
    const e = await startMember(redis.url, 'engine-e');
    try {
      const hang = runFixture(started, 'hang-on-invoke.mjs', e.url);
      runFixture(started, 'sdk-worker.mjs', e.url, 'dup', 'on-e');
      const shared = await served(callA, 'shared::fn');
      expect(shared.result).toEqual({ by: 'on-e' });
      await eventually(async () => (hang.output().includes('ready') ? true : undefined));
      const inFlight = served(callA, 'hang::forever');
      await eventually(async () => (hang.output().includes('invoked') ? true : undefined));

      e.child.kill('SIGSTOP');
      const stoppedAt = Date.now();
      expect(code(await inFlight)).toBe('invocation_stopped');
      expect(Date.now() - stoppedAt).toBeLessThan(BOUND_MS + 2000);
      const missing = await callA.call('shared::fn', {});
      expect(code(missing)).toBe('function_not_found');

      e.child.kill('SIGCONT');
      const back = await served(callA, 'shared::fn', 15_000);
      expect(back.result).toEqual({ by: 'on-e' });
      expect((await served(callB, 'shared::fn')).result).toEqual({ by: 'on-e' });
    } finally {
      e.child.kill('SIGCONT');
      await e.kill('SIGKILL');
    }
  }, 40_000);

  it("picks up a killed engine's cron jobs at the next tick", async () => {
    const c = await startMember(redis.url, 'engine-c');
    const onA = runFixture(started, 'cluster-worker.mjs', a.url, 'tick', 'on-a');
    const onC = runFixture(started, 'cluster-worker.mjs', c.url, 'tick', 'on-c');
    const fires = (output: () => string) => output().match(/^fired /gm)?.length ?? 0;
    await eventually(async () => (fires(onA.output) + fires(onC.output) >= 3 ? true : undefined));
    await c.kill('SIGKILL');
    const before = fires(onA.output);
    await sleep(4000);
    const after = fires(onA.output) - before;
    // One fire a second, the first at the next tick after the kill: no tick lost beyond the one in flight.
    expect(after).toBeGreaterThanOrEqual(3);
    expect(after).toBeLessThanOrEqual(5);
    started.at(-2)!.kill('SIGKILL');
  }, 30_000);

  it("rejoins after Redis drops every engine's connections (CLIENT KILL), keeping the routes", async () => {
    runFixture(started, 'sdk-worker.mjs', a.url, 'dup', 'on-a');
    expect((await served(callB, 'shared::fn')).result).toEqual({ by: 'on-a' });
    for (const type of ['normal', 'pubsub'])
      spawnSync('redis-cli', ['-p', String(redis.port), 'CLIENT', 'KILL', 'TYPE', type]);
    // Past the bound, the engines have reconnected, renewed their records and still route.
    await sleep(BOUND_MS + 500);
    expect((await served(callB, 'shared::fn')).result).toEqual({ by: 'on-a' });
    const { functions } = await callB.result<{ functions: { function_id: string; engine: string }[] }>(
      'engine::functions::list',
      { prefix: 'shared::' },
    );
    expect(functions.map((f) => f.engine)).toEqual(['engine-a']);
  });

  it('keeps local calls working while Redis is down, fails cross-engine calls fast, rejoins when back', async () => {
    runFixture(started, 'sdk-worker.mjs', a.url, 'math');
    expect((await served(callB, 'math::add')).error).toBeUndefined();
    const port = redis.port;
    await redis.stop();

    const refused = await eventually(async () => {
      const frame = await callB.call('math::add', { a: 1, b: 1 });
      return code(frame) === 'cluster_unavailable' ? frame : undefined;
    });
    expect((refused.error as { message: string }).message).toContain('Redis');
    const askedAt = Date.now();
    expect(code(await callB.call('math::add', { a: 1, b: 1 }))).toBe('cluster_unavailable');
    expect(Date.now() - askedAt).toBeLessThan(1000);
    const local = await callA.call('math::add', { a: 1, b: 2 });
    expect(local.result).toEqual({ sum: 3 });

    redis = await startRedis({ port });
    const back = await served(callB, 'math::add', 15_000);
    expect(back.result).toBeDefined();
    const sum = await callB.call('math::add', { a: 2, b: 2 });
    expect(sum.result).toEqual({ sum: 4 });
  }, 40_000);
});
