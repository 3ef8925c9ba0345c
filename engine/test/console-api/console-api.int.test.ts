import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, rawClient, startEngineProcess, writeConfig } from '../process.js';
import { type Caller, caller, runFixture } from '../state/harness.js';

/** An engine with svc-http, svc-state and svc-stream, and no queue, events, cron or observability module. */
const CONFIG = `workers:
  - name: svc-bridge
    config: { host: 127.0.0.1, port: 0 }
  - name: svc-http
    config: { port: 0 }
  - name: svc-state
  - name: svc-stream
    config: { port: 0 }
`;

describe('the console API on a running engine with real workers', () => {
  let engine: EngineProcess;
  let c: Caller;
  const started: ChildProcess[] = [];
  /** A request to `/_console<path>`: its status and JSON body. */
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${engine.listeners.http}/_console${path}`, {
      method,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
  };

  beforeAll(async () => {
    engine = await startEngineProcess(['--config', writeConfig(CONFIG)]);
    c = await caller(engine.url);
    const sdk = runFixture(started, 'sdk-worker.mjs', engine.url, 'math');
    const iii = runFixture(started, 'iii-sdk-worker.mjs', engine.url);
    const hang = runFixture(started, 'hang-on-invoke.mjs', engine.url);
    await c.untilRegistered(['math::add', 'iiisdk::echo', 'hang::forever'], () =>
      [sdk, iii, hang].map((w) => w.output()).join(' '),
    );
  }, 30_000);
  afterAll(async () => {
    for (const child of started) child.kill();
    c?.close();
    await engine?.kill();
  });

  it('invokes a function and answers its result; `input` is accepted for `payload`', async () => {
    expect(await request('POST', '/invoke', { function_id: 'math::add', payload: { a: 2, b: 3 } })).toEqual({
      status: 200,
      body: { sum: 5 },
    });
    const iii = await request('POST', '/invoke', { function_id: 'iiisdk::echo', input: { x: 1 } });
    expect(iii).toMatchObject({ status: 200, body: { echoed: { x: 1 }, by: 'iii-sdk' } });
  });

  it('says what happened with the status: 404 not found, 502 failed, 504 timeout, 400 bad body', async () => {
    const missing = await request('POST', '/invoke', { function_id: 'math::nope', payload: {} });
    expect(missing).toMatchObject({ status: 404, body: { error: { code: 'function_not_found' } } });
    const failed = await request('POST', '/invoke', { function_id: 'math::boom', payload: {} });
    expect(failed).toMatchObject({ status: 502, body: { error: { code: 'invocation_failed' } } });
    expect((failed.body.error as { message: string }).message).toContain('boom from math');
    const slow = await request('POST', '/invoke', { function_id: 'hang::forever', payload: {}, timeout_ms: 300 });
    expect(slow).toMatchObject({ status: 504, body: { error: { code: 'timeout' } } });
    const bad = await request('POST', '/invoke', { payload: {} });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'bad_request' } } });
    expect((bad.body.error as { message: string }).message).toContain('function_id');
    expect(await request('POST', '/invoke', '{not json')).toMatchObject({ status: 400 });
    expect(await request('GET', '/no/such/endpoint')).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
  });

  it('lists functions, one function with its triggers, workers and trigger types', async () => {
    const functions = await request('GET', '/functions');
    const ids = (functions.body.functions as { function_id: string }[]).map((f) => f.function_id);
    expect(ids).toEqual(expect.arrayContaining(['math::add', 'iiisdk::echo']));
    expect(ids).not.toContain('engine::functions::list');
    const internal = await request('GET', '/functions?include_internal=true');
    expect((internal.body.functions as { function_id: string }[]).map((f) => f.function_id)).toContain(
      'engine::functions::list',
    );
    const detail = await request('GET', `/functions/${encodeURIComponent('math::add')}`);
    expect(detail).toMatchObject({ status: 200, body: { function_id: 'math::add', worker_name: 'math' } });
    const workers = await request('GET', '/workers');
    expect((workers.body.workers as { name: string }[]).map((w) => w.name)).toEqual(
      expect.arrayContaining(['math', 'iii-fixture']),
    );
    expect(await request('GET', '/workers/math')).toMatchObject({ status: 200, body: { worker: { name: 'math' } } });
    const types = await request('GET', '/trigger-types');
    expect((types.body.triggers as { id: string }[]).map((t) => t.id)).toEqual(
      expect.arrayContaining(['http', 'state', 'stream', 'stream:join']),
    );
  });

  it('lists each trigger as active, error (refused, with its reason) or inactive (type not provided)', async () => {
    await c.result('engine::register_trigger', {
      trigger_type: 'state',
      function_id: 'math::add',
      config: { scope: 'u' },
    });
    await c.result('engine::register_trigger', { trigger_type: 'nobody::type', function_id: 'math::add', config: {} });
    // A worker's binding that its provider refuses stays listed, parked with the reason.
    const worker = await rawClient(engine.url);
    worker.send({ type: 'registerfunction', id: 'raw::handler' });
    worker.send({
      type: 'registertrigger',
      id: 'refused-1',
      trigger_type: 'stream',
      function_id: 'raw::handler',
      config: { group_id: 'no stream name' },
    });
    await worker.next((f) => f.type === 'triggerregistrationresult' && f.id === 'refused-1');
    const triggers = (await request('GET', '/triggers')).body.triggers as {
      id: string;
      reason?: string;
      trigger_type: string;
      console_status: string;
    }[];
    expect(triggers.find((t) => t.trigger_type === 'state')?.console_status).toBe('active');
    expect(triggers.find((t) => t.trigger_type === 'nobody::type')?.console_status).toBe('inactive');
    const refused = triggers.find((t) => t.id === 'refused-1');
    expect(refused).toMatchObject({ console_status: 'error', status: 'parked' });
    expect(refused?.reason).toContain('stream_name');
    worker.close();
  });

  it('writes, lists with real keys, reads and deletes state entries', async () => {
    expect(await request('POST', '/states/users/item', { key: 'ada', value: { n: 1 } })).toMatchObject({
      status: 200,
      body: { old_value: null, new_value: { n: 1 } },
    });
    await request('POST', '/states/users/item', { key: 'bob', value: 2 });
    expect((await request('GET', '/states/groups')).body).toMatchObject({
      groups: expect.arrayContaining([{ id: 'users' }]),
    });
    const page = await request('POST', '/states/group', { scope: 'users', limit: 1 });
    expect(page.body).toEqual({ items: [{ key: 'ada', value: { n: 1 } }], next_cursor: 'ada' });
    const next = await request('POST', '/states/group', { scope: 'users', cursor: 'ada' });
    expect(next.body).toEqual({ items: [{ key: 'bob', value: 2 }], next_cursor: null });
    expect(await request('GET', '/states/users/item/ada')).toEqual({ status: 200, body: { n: 1 } });
    expect(await request('DELETE', '/states/users/item/ada')).toEqual({ status: 200, body: { n: 1 } });
    expect(await request('POST', '/states/group', { limit: 1 })).toMatchObject({ status: 400 });
  });

  it('lists streams with the system ones marked, their groups and items, and sends a custom event', async () => {
    await c.result('stream::set', { stream_name: 'todo', group_id: 'inbox', item_id: 't1', data: { title: 'milk' } });
    const list = await request('GET', '/streams/list');
    expect(list.body.stream).toEqual(
      expect.arrayContaining([
        { id: 'todo', groups: ['inbox'] },
        expect.objectContaining({ id: 'svc:live', system: true }),
      ]),
    );
    expect(await request('GET', '/streams/todo/groups')).toEqual({ status: 200, body: ['inbox'] });
    expect(await request('GET', '/streams/todo/groups/inbox')).toEqual({ status: 200, body: [{ title: 'milk' }] });
    const sent = await request('POST', '/streams/send', { stream_name: 'todo', group_id: 'inbox', type: 'ping' });
    expect(sent.status).toBe(200);
  });

  it('answers 503 with the module to add for endpoints of modules that are not running', async () => {
    for (const [method, path, module] of [
      ['GET', '/queues', 'svc-queue'],
      ['POST', '/dlq/jobs/redrive', 'svc-queue'],
      ['POST', '/otel/traces', 'svc-observability'],
      ['POST', '/emit', 'svc-events'],
      ['POST', '/cron/trigger', 'svc-cron'],
    ] as const) {
      const body = path === '/emit' ? { topic: 't' } : path === '/cron/trigger' ? { trigger_id: 'x' } : {};
      const answer = await request(method, path, method === 'GET' ? undefined : body);
      expect(answer, path).toMatchObject({ status: 503, body: { error: { code: 'module_unavailable', module } } });
    }
  });

  it('describes the engine: version, listeners and modules with their settings', async () => {
    const info = await request('GET', '/info');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ version: expect.any(String), otel: null });
    expect(Object.keys(info.body.listeners as object)).toEqual(expect.arrayContaining(['bridge', 'http', 'stream']));
    expect((info.body.modules as { name: string }[]).map((m) => m.name)).toEqual([
      'svc-http',
      'svc-state',
      'svc-stream',
    ]);
  });
});
