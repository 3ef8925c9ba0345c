import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { registerWorker, type Worker } from 'svc-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEngineProcess, type EngineProcess } from './process.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/sdk-worker.mjs', import.meta.url));
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

let engine: EngineProcess;
let caller: Worker;
const children: ChildProcess[] = [];

/** Starts a worker process in `role`; `output()` is everything it printed. */
function workerProcess(...args: string[]) {
  const child = spawn(process.execPath, [FIXTURE, engine.url, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  return { child, output: () => out, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

async function functionIds(): Promise<string[]> {
  const listed = await caller.trigger<{ functions: { function_id: string }[] }>({
    function_id: 'engine::functions::list',
    payload: {},
  });
  return listed.functions.map((f) => f.function_id);
}

beforeAll(async () => {
  engine = await startEngineProcess();
  caller = registerWorker(engine.url, { worker_name: 'test-caller', logger: quiet });
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(async () => {
  await caller.shutdown();
  await engine.kill();
});

describe('svc-sdk workers in separate processes', () => {
  it('call each other, get errors with the handler stack, and make void calls', async () => {
    workerProcess('math');
    await expect.poll(functionIds, { timeout: 10_000 }).toContain('math::recorded');
    expect(await caller.trigger({ function_id: 'math::add', payload: { a: 2, b: 3 } })).toEqual({ sum: 5 });
    const error = await caller.trigger({ function_id: 'math::boom', payload: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'InvocationError',
      code: 'invocation_failed',
      message: expect.stringContaining('boom from math'),
    });
    expect((error as { stacktrace?: string }).stacktrace).toMatch(/explode/);
    expect(
      await caller.trigger({ function_id: 'math::record', payload: { n: 1 }, action: { type: 'void' } }),
    ).toBeUndefined();
    await expect
      .poll(
        async () =>
          (await caller.trigger<{ recorded: number[] }>({ function_id: 'math::recorded', payload: {} })).recorded,
      )
      .toEqual([1]);
    await expect(caller.trigger({ function_id: 'nope::x', payload: {} })).rejects.toMatchObject({
      code: 'function_not_found',
    });
  });

  it('register 100 workers with 10 functions each, all listed', async () => {
    workerProcess('many', '100', '10');
    await expect
      .poll(async () => (await functionIds()).filter((id) => id.startsWith('many')).length, { timeout: 20_000 })
      .toBe(1000);
    const workers = await caller.trigger<{ workers: { name: string; function_count: number }[] }>({
      function_id: 'engine::workers::list',
      payload: {},
    });
    const many = workers.workers.filter((w) => w.name.startsWith('many-'));
    expect(many).toHaveLength(100);
    expect(many.every((w) => w.function_count === 10)).toBe(true);
    expect(await caller.trigger({ function_id: 'many57::f9', payload: {} })).toEqual({ w: 57, f: 9 });
  });

  it('park a binding until another worker provides its trigger type, which then fires it', async () => {
    const user = workerProcess('user');
    await expect.poll(functionIds, { timeout: 10_000 }).toContain('user::on_tick');
    const parked = await caller.trigger<{ registered_triggers: { trigger_type: string; status: string }[] }>({
      function_id: 'engine::registered-triggers::list',
      payload: { trigger_type: 'tick' },
    });
    expect(parked.registered_triggers).toEqual([expect.objectContaining({ trigger_type: 'tick', status: 'parked' })]);
    expect(user.output()).not.toContain('fired');
    const provider = workerProcess('provider');
    await expect.poll(() => provider.output(), { timeout: 10_000 }).toMatch(/bound \S+ user::on_tick/);
    await expect.poll(() => user.output(), { timeout: 10_000 }).toContain('fired {"every":"once"}');
    user.child.kill('SIGKILL');
    await expect.poll(() => provider.output(), { timeout: 10_000 }).toMatch(/unbound/);
  });

  it('refuse a duplicate function id to a worker of another name, and pool it between copies of one name', async () => {
    const byOf = () => caller.trigger<{ by: string }>({ function_id: 'shared::fn', payload: {} }).then((r) => r.by);
    const first = workerProcess('dup', 'dup-pool', 'first');
    await expect.poll(() => byOf().catch(() => null), { timeout: 10_000 }).toBe('first');
    const other = workerProcess('dup', 'dup-other');
    await expect.poll(other.output, { timeout: 10_000 }).toContain('ready');
    workerProcess('dup', 'dup-pool', 'copy');
    await expect.poll(byOf, { timeout: 10_000 }).toBe('copy');
    const seen = new Set(await Promise.all(Array.from({ length: 8 }, byOf)));
    expect(seen.has('dup-other')).toBe(false);
    first.child.kill('SIGKILL');
    await first.exited;
    await new Promise((r) => setTimeout(r, 200));
    expect(await Promise.all([byOf(), byOf(), byOf()])).toEqual(['copy', 'copy', 'copy']);
  });
});
