// Worker pools on one engine (ADR 0040): copies of a Python worker started under one name serve
// its functions together.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { registerWorker, type Worker } from 'svc-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, startEngineProcess } from './process.js';

const PYTHON = fileURLToPath(new URL('../../.venv/bin/python', import.meta.url));
const REPLICA = fileURLToPath(new URL('./fixtures/pool_replica.py', import.meta.url));
const III_OWNER = fileURLToPath(new URL('./fixtures/iii-route-owner.mjs', import.meta.url));
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

let engine: EngineProcess;
let caller: Worker;
const replicas: ChildProcess[] = [];

interface Listed {
  workers: { name: string; replicas?: number; function_count: number; id: string }[];
}

/** Starts `count` replicas named `name` and waits until the engine lists them all. */
async function startPool(name: string, count: number): Promise<ChildProcess[]> {
  const started = Array.from({ length: count }, () => {
    const child = spawn(PYTHON, [REPLICA, engine.url, name], { stdio: 'ignore' });
    replicas.push(child);
    return child;
  });
  await expect
    .poll(
      async () => {
        const listed = await caller.trigger<Listed>({ function_id: 'engine::workers::list', payload: {} });
        const mine = listed.workers.filter((w) => w.name === name);
        return mine.filter((w) => w.function_count === 2 && w.replicas === count).length;
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(count);
  return started;
}

const work = (sleepS: number) =>
  caller.trigger<{ pid: number }>({ function_id: 'pool::work', payload: { sleep_s: sleepS }, timeout_ms: 20_000 });

beforeAll(async () => {
  engine = await startEngineProcess();
  caller = registerWorker(engine.url, { worker_name: 'pool-caller', logger: quiet });
});
afterEach(() => {
  for (const child of replicas.splice(0)) child.kill('SIGKILL');
});
afterAll(async () => {
  await caller.shutdown();
  await engine.kill();
});

describe('a pool of Python replicas', () => {
  it('spreads calls over the replicas, which engine::workers::list shows under one name', async () => {
    const pool = await startPool(`scorer-${randomUUID().slice(0, 8)}`, 3);
    const answers = await Promise.all(Array.from({ length: 6 }, () => work(0.3)));
    // Each replica runs one call at a time here; least in-flight first gives each of them two.
    const pids = answers.map((a) => a.pid);
    expect(new Set(pids)).toEqual(new Set(pool.map((c) => c.pid)));
    for (const pid of new Set(pids)) expect(pids.filter((p) => p === pid)).toHaveLength(2);
  });

  it('a replica killed mid-call ends only its own calls with invocation_stopped; the others keep serving', async () => {
    const name = `scorer-${randomUUID().slice(0, 8)}`;
    const [first, second] = await startPool(name, 2);
    const calls = [work(4), work(4)].map((p) =>
      p.then(
        (a) => ({ pid: a.pid }),
        (e: { code?: string }) => ({ code: e.code }),
      ),
    );
    // Both calls are running, one on each replica, when one of them is killed.
    await expect
      .poll(
        async () =>
          (
            await caller.trigger<{ workers: { active_invocations: number; name: string }[] }>({
              function_id: 'engine::workers::list',
              payload: {},
            })
          ).workers.filter((w) => w.name === name && w.active_invocations === 1).length,
        { timeout: 10_000, interval: 100 },
      )
      .toBe(2);
    first!.kill('SIGKILL');
    const outcomes = await Promise.all(calls);
    expect(outcomes).toEqual(expect.arrayContaining([{ code: 'invocation_stopped' }, { pid: second!.pid }]));
    const after = await Promise.all([work(0), work(0), work(0)]);
    expect(after.map((a) => a.pid)).toEqual([second!.pid, second!.pid, second!.pid]);
  });

  it('iii-sdk copies with one workerName pool a function and its HTTP route, which outlives the newer', async () => {
    const post = async () => {
      const response = await fetch(`${engine.listeners.http}/a/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return response.status === 200 ? ((await response.json()) as { pid: number }).pid : response.status;
    };
    const older = spawn(process.execPath, [III_OWNER, engine.url], { stdio: 'ignore' });
    replicas.push(older);
    await expect.poll(post, { timeout: 15_000 }).toBe(older.pid);
    const newer = spawn(process.execPath, [III_OWNER, engine.url], { stdio: 'ignore' });
    replicas.push(newer);
    // The newer copy's binding serves the route now; the calls go to both copies.
    await expect
      .poll(async () => new Set(await Promise.all(Array.from({ length: 6 }, post))), { timeout: 15_000 })
      .toEqual(new Set([older.pid, newer.pid]));
    newer.kill('SIGKILL');
    await expect
      .poll(async () => (await Promise.all([post(), post(), post()])).every((pid) => pid === older.pid), {
        timeout: 10_000,
      })
      .toBe(true);
  });
});
