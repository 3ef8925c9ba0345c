// The hijacks a second worker could do before the duplicate-id rule (ADR 0040), each tried
// against a real engine with real workers, and each refused.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { registerWorker, type Worker } from 'svc-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, rawClient, startEngineProcess } from './process.js';

const OWNER = fileURLToPath(new URL('./fixtures/iii-route-owner.mjs', import.meta.url));
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

let engine: EngineProcess;
let owner: ChildProcess;
let caller: Worker;

/** POSTs `body` to the owner's route. */
async function postEcho(body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${engine.listeners.http}/a/echo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** The id of the owner's `http` trigger, as `engine::registered-triggers::list` shows it. */
async function ownerTriggerId(): Promise<string> {
  const listed = await caller.trigger<{ registered_triggers: { id: string; function_id: string }[] }>({
    function_id: 'engine::registered-triggers::list',
    payload: { trigger_type: 'http' },
  });
  return listed.registered_triggers.find((t) => t.function_id === 'a::echo')!.id;
}

/** Who serves `a::echo`, as `engine::functions::info` says. */
const echoServedBy = async () =>
  (
    await caller.trigger<{ worker_name: string }>({
      function_id: 'engine::functions::info',
      payload: { function_id: 'a::echo' },
    })
  ).worker_name;

beforeAll(async () => {
  engine = await startEngineProcess();
  caller = registerWorker(engine.url, { worker_name: 'ownership-caller', logger: quiet });
  owner = spawn(process.execPath, [OWNER, engine.url], { stdio: 'ignore' });
  const deadline = Date.now() + 15_000;
  while ((await postEcho({ n: 0 }).catch(() => ({ status: 0 }))).status !== 200) {
    if (Date.now() > deadline) throw new Error(`the route owner did not come up:\n${engine.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  owner.kill('SIGKILL');
  await caller.shutdown();
  await engine.kill();
});

describe('a second worker cannot take what another worker or the engine serves', () => {
  it('a::echo, state::get and engine::functions::list are refused to it and keep working after it leaves', async () => {
    const refusals: Record<string, unknown>[] = [];
    const logger = { ...quiet, warn: (_message: string, fields?: Record<string, unknown>) => refusals.push(fields!) };
    const intruder = registerWorker(engine.url, { worker_name: 'intruder', logger });
    for (const id of ['a::echo', 'state::get', 'engine::functions::list'])
      intruder.registerFunction(id, async () => ({ hijacked: true, status_code: 200, body: { by: 'intruder' } }));
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBe(3);
    expect(refusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'registrationrejected',
          code: 'FUNCTION_NAMESPACE_CONFLICT',
          function_id: 'a::echo',
          owner_worker_id: expect.any(String),
          error: expect.objectContaining({ code: 'FUNCTION_NAMESPACE_CONFLICT' }),
        }),
        expect.objectContaining({
          function_id: 'state::get',
          owner_worker_id: '',
          error: expect.objectContaining({ code: 'reserved_id' }),
        }),
        expect.objectContaining({
          function_id: 'engine::functions::list',
          error: expect.objectContaining({ code: 'reserved_id' }),
        }),
      ]),
    );
    // A card number posted to the route reaches its owner only.
    expect(await postEcho({ card: '4242' })).toEqual({
      status: 200,
      json: { by: 'route-owner', pid: owner.pid, got: { card: '4242' } },
    });
    expect(await caller.trigger({ function_id: 'state::get', payload: { scope: 'own', key: 'k' } })).not.toMatchObject({
      hijacked: true,
    });
    expect(await echoServedBy()).toBe('route-owner');
    await intruder.shutdown();
    expect(await postEcho({ n: 1 })).toMatchObject({ status: 200, json: { by: 'route-owner' } });
    expect(await caller.trigger({ function_id: 'state::get', payload: { scope: 'own', key: 'k' } })).toBeFalsy();
    expect(await echoServedBy()).toBe('route-owner');
    expect(await caller.trigger({ function_id: 'engine::functions::list', payload: {} })).toHaveProperty('functions');
  });

  it("re-registering the owner's trigger id is refused and its route stays with the owner", async () => {
    const id = await ownerTriggerId();
    const raw = await rawClient(engine.url);
    raw.send({ type: 'registerfunction', id: 'x::steal' });
    raw.send({
      type: 'registertrigger',
      id,
      trigger_type: 'http',
      function_id: 'x::steal',
      config: { api_path: 'a/echo', http_method: 'POST' },
    });
    const answer = await raw.next((f) => f.type === 'triggerregistrationresult' && f.id === id);
    expect(answer).toMatchObject({ error: { code: 'trigger_id_taken' } });
    expect(await postEcho({ n: 2 })).toMatchObject({ status: 200, json: { by: 'route-owner' } });
    expect(raw.frames.some((f) => f.type === 'invokefunction' && f.function_id === 'x::steal')).toBe(false);
    raw.close();
  });

  it("engine::unregister_trigger cannot remove the owner's route", async () => {
    const id = await ownerTriggerId();
    const raw = await rawClient(engine.url);
    const result = await raw.call('engine::unregister_trigger', { id });
    expect(result).toMatchObject({ error: { code: 'trigger_not_owned' } });
    raw.close();
    expect(await ownerTriggerId()).toBe(id);
    expect(await postEcho({ n: 3 })).toMatchObject({ status: 200, json: { by: 'route-owner' } });
  });

  it('providing the http trigger type is refused, and after that worker leaves new routes still work', async () => {
    const raw = await rawClient(engine.url);
    raw.send({ type: 'registertriggertype', id: 'http', description: 'mine now' });
    const refused = await raw.next((f) => f.type === 'registrationrejected');
    expect(refused).toMatchObject({
      code: 'TRIGGER_TYPE_CONFLICT',
      trigger_type: 'http',
      error: { code: 'reserved_id' },
    });
    raw.close();
    const late = registerWorker(engine.url, { worker_name: 'late-route', logger: quiet });
    late.registerFunction('late::hello', async () => ({ status_code: 200, body: { late: true } }));
    late.registerTrigger({
      type: 'http',
      function_id: 'late::hello',
      config: { api_path: 'late/hello', http_method: 'GET' },
    });
    await expect
      .poll(async () => (await fetch(`${engine.listeners.http}/late/hello`)).status, { timeout: 10_000 })
      .toBe(200);
    expect(await postEcho({ n: 4 })).toMatchObject({ status: 200, json: { by: 'route-owner' } });
    await late.shutdown();
  });
});
