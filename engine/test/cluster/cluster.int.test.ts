/**
 * Three engine processes on one real redis-server behaving as one engine: calls in every
 * direction between engines (svc-sdk, sdk-py and iii-sdk workers), listings of the whole cluster,
 * HTTP routes served by every engine, cron ticks fired once in the cluster, queue messages
 * delivered once, and what callers see when a worker or an engine dies.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, rawClient } from '../process.js';
import { type Caller, caller, runFixture, type RedisServer, startRedis } from '../state/harness.js';
import { eventTypes, join, liveData, streamClient, streamUrl } from '../stream/harness.js';
import { eventually, HEARTBEAT_MS, startMember, TTL_MS } from './harness.js';

const PRINTER = fileURLToPath(new URL('../fixtures/trigger_printer.py', import.meta.url));
const PYTHON = fileURLToPath(new URL('../../../.venv/bin/python', import.meta.url));
const REPLICA = fileURLToPath(new URL('../fixtures/pool_replica.py', import.meta.url));

let redis: RedisServer;
const engines: EngineProcess[] = [];
const callers: Caller[] = [];
const started: ChildProcess[] = [];

/** Output of a started worker process, by the name the test gave it. */
const outputs = new Map<string, () => string>();

function worker(name: string, fixture: string, ...args: string[]): void {
  outputs.set(name, runFixture(started, fixture, ...args).output);
}

function python(name: string, url: string, triggerType = 'cluster-none', config = '{}'): void {
  const child = spawn(PYTHON, [PRINTER, url, 'sdk-py', triggerType, config], { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  outputs.set(name, () => out);
}

/** The payloads a trigger-printer worker printed (`fired <json>` lines) so far. */
function fired(name: string): Record<string, unknown>[] {
  return [...outputs.get(name)!().matchAll(/^fired (.*)$/gm)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

/** Makes changes with `change(n)` until every printer in `names` has been fired (its binding is live). */
function bound(names: string[], change: (n: number) => Promise<unknown>): Promise<true> {
  let n = 0;
  return eventually(async () => {
    await change(n++);
    return names.every((name) => fired(name).length > 0) ? true : undefined;
  }, 20_000);
}

/** Waits until `caller` sees `functionId` (the cluster has learned of it) and returns the result frame. */
function callWhenServed(c: Caller, functionId: string, data: Record<string, unknown>) {
  return eventually(async () => {
    const frame = await c.call(functionId, data);
    return (frame.error as { code?: string } | undefined)?.code === 'function_not_found' ? undefined : frame;
  });
}

beforeAll(async () => {
  redis = await startRedis();
  engines.push(...(await Promise.all(['a', 'b', 'c'].map((id) => startMember(redis.url, `engine-${id}`)))));
  callers.push(...(await Promise.all(engines.map((e) => caller(e.url)))));
  worker('ts', 'sdk-worker.mjs', engines[0]!.url, 'math');
  python('py', engines[1]!.url);
  worker('iii', 'iii-sdk-worker.mjs', engines[2]!.url);
}, 30_000);

afterAll(async () => {
  for (const c of callers) c.close();
  for (const child of started) child.kill('SIGKILL');
  await Promise.all(engines.map((e) => e.kill()));
  await redis?.stop();
}, 30_000);

describe('a cluster of three engines', () => {
  it('calls a function registered on any engine from every engine (svc-sdk, sdk-py, iii-sdk workers)', async () => {
    for (const c of callers) {
      const sum = await callWhenServed(c, 'math::add', { a: 2, b: 3 });
      expect(sum.result).toEqual({ sum: 5 });
      const echoed = await callWhenServed(c, 'iiisdk::echo', { hello: 'iii' });
      expect(echoed.result).toMatchObject({ echoed: { hello: 'iii' }, by: 'iii-sdk' });
    }
    // The serving engine names the link a call came over in `_caller_worker_id`, not the caller
    // (whose connection it cannot reach).
    const onB = await rawClient(engines[1]!.url);
    const ownId = onB.frames.find((f) => f.type === 'workerregistered')!.worker_id;
    const echoed = await onB.call('iiisdk::echo', { hello: 'iii' });
    const named = (echoed.result as { echoed: { _caller_worker_id?: unknown } }).echoed._caller_worker_id;
    expect(typeof named).toBe('string');
    expect(named).not.toBe(ownId);
    onB.close();
    // A worker's own call crosses too: the iii-sdk worker on C calls math::add, served on A.
    const relayed = await callWhenServed(callers[1]!, 'iiisdk::call', { target: 'math::add', payload: { a: 1, b: 2 } });
    expect(relayed.result).toEqual({ ok: { sum: 3 } });
    for (const [i, c] of callers.entries()) {
      const printed = await callWhenServed(c, 'printer::cluster_none', { from: i });
      expect(printed.error).toBeUndefined();
      await eventually(async () => (outputs.get('py')!().includes(`"from":${i}`) ? true : undefined));
    }
  });

  it('answers errors across engines as a local call does', async () => {
    const [, b] = callers;
    const failed = await callWhenServed(b!, 'math::boom', {});
    expect(failed.error).toMatchObject({ code: 'invocation_failed', message: 'boom from math' });
    const missing = await b!.call('nobody::serves', {});
    expect(missing.error).toMatchObject({ code: 'function_not_found' });
  });

  it('lists the functions and workers of every engine, each with its engine', async () => {
    const [a] = callers;
    const listed = await eventually(async () => {
      const { functions } = await a!.result<{ functions: { function_id: string; engine: string }[] }>(
        'engine::functions::list',
        {},
      );
      const engineOf = (id: string) => functions.find((f) => f.function_id === id)?.engine;
      return engineOf('printer::cluster_none') && engineOf('iiisdk::echo') ? engineOf : undefined;
    });
    expect(listed('math::add')).toBe('engine-a');
    expect(listed('printer::cluster_none')).toBe('engine-b');
    expect(listed('iiisdk::echo')).toBe('engine-c');
    const { workers } = await a!.result<{ workers: { name: string; engine: string }[] }>('engine::workers::list', {});
    expect(workers.find((w) => w.name === 'math')?.engine).toBe('engine-a');
    expect(workers.find((w) => w.name === 'iii-fixture')?.engine).toBe('engine-c');
    const local = await a!.result<{ functions: { engine: string }[] }>('engine::functions::list', { engine: 'local' });
    expect(new Set(local.functions.map((f) => f.engine))).toEqual(new Set(['engine-a']));
  });

  it('delivers an event published on one engine to subscribers on every other', async () => {
    for (const i of [1, 2]) python(`event${i}`, engines[i]!.url, 'event', '{"topic":"cluster.news"}');
    const printed = (name: string) => outputs.get(name)!().includes('hello');
    // Subscriptions are bound once their workers have connected: publish until both engines deliver.
    await eventually(async () => {
      await callers[0]!.result('publish', { topic: 'cluster.news', data: { headline: 'hello' } });
      return printed('event1') && printed('event2') ? true : undefined;
    }, 15_000);
  });

  it("sends a stream change made on one engine to every engine's subscribers", async () => {
    const clients = await Promise.all(engines.slice(1).map((e) => streamClient(streamUrl(e))));
    for (const c of clients) c.send(join('s1', 'cluster-todo', 'inbox'));
    await Promise.all(clients.map((c) => c.next((f) => (f.event as { type: string })?.type === 'sync')));
    const item = { stream_name: 'cluster-todo', group_id: 'inbox', item_id: 't1', data: { title: 'milk' } };
    await eventually(async () => {
      await callers[0]!.result('stream::set', item);
      return clients.every((c) => eventTypes(c, 'cluster-todo').includes('create')) ? true : undefined;
    });
    for (const c of clients) c.close();
  });

  it("shows a console attached to any engine the other engines' traces", async () => {
    // Called on engine A only: its spans are kept in A's memory.
    await callers[0]!.result('math::recorded', {});
    const own = await callers[1]!.result<{ total: number }>('engine::traces::list', { name: 'math::recorded' });
    expect(own.total).toBe(0);
    const page = await eventually(async () => {
      const res = await fetch(`${engines[1]!.listeners.http}/_console/otel/traces`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'math::recorded' }),
      });
      const body = (await res.json()) as { total: number; spans: { name: string }[] };
      return body.total > 0 ? body : undefined;
    });
    expect(page.spans.map((s) => s.name)).toContain('math::recorded');
  });

  it('serves an http trigger registered through one engine on every engine', async () => {
    worker('http', 'http-worker.mjs', engines[0]!.url, 'http-fixture', 'cl');
    for (const engine of engines) {
      const response = await eventually(async () => {
        const res = await fetch(`${engine.listeners.http}/cl/echo/7`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"x":1}',
        });
        return res.status === 404 ? undefined : res;
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ path_params: { id: '7' }, body: { x: 1 } });
    }
  });

  it("keeps the caller's deadline, trace context and void calls across engines", async () => {
    const hang = runFixture(started, 'cluster-worker.mjs', engines[2]!.url, 'hang', 'on-c');
    await eventually(async () => (hang.output().includes('ready') ? true : undefined));
    await eventually(async () => {
      const listed = await callers[0]!.result<{ functions: unknown[] }>('engine::functions::list', {
        prefix: 'cluster::hang',
      });
      return listed.functions.length > 0 ? true : undefined;
    });
    const client = await rawClient(engines[0]!.url);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const askedAt = Date.now();
    client.send({
      type: 'invokefunction',
      invocation_id: 'deadline-1',
      function_id: 'cluster::hang',
      data: {},
      timeout_ms: 500,
      traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
    });
    const result = await client.next((f) => f.invocation_id === 'deadline-1', 10_000);
    expect(result.error).toMatchObject({ code: 'timeout' });
    expect(Date.now() - askedAt).toBeLessThan(5000);
    // The serving engine got a traceparent in the caller's trace, and the same deadline: it gives up too.
    expect(hang.output()).toMatch(new RegExp(`invoked 00-${traceId}-[0-9a-f]{16}-01`));
    await eventually(async () => (hang.output().includes('cancelled timeout') ? true : undefined), 5000);

    // A void call made on engine B for a function served on A reaches it, and B answers nothing.
    await callWhenServed(callers[1]!, 'math::recorded', {});
    const onB = await rawClient(engines[1]!.url);
    onB.send({
      type: 'invokefunction',
      invocation_id: 'void-1',
      function_id: 'math::record',
      data: { n: 42 },
      action: { type: 'void' },
    });
    const recorded = await eventually(async () => {
      const { recorded } = await callers[1]!.result<{ recorded: number[] }>('math::recorded', {});
      return recorded.includes(42) ? recorded : undefined;
    });
    expect(recorded).toContain(42);
    expect(onB.frames.some((f) => f.invocation_id === 'void-1')).toBe(false);
    onB.close();
    client.close();
    started.at(-1)!.kill('SIGKILL');
  });

  it("shows a function registered on one engine in another engine's live feed", async () => {
    // The previous test's `cluster::hang` (on C) must be gone first, or this one is no news.
    await eventually(async () => {
      const listed = await callers[1]!.result<{ functions: unknown[] }>('engine::functions::list', {
        prefix: 'cluster::hang',
      });
      return listed.functions.length === 0 ? true : undefined;
    });
    const live = await streamClient(streamUrl(engines[1]!));
    live.send(join('reg', 'svc:live', 'registry'));
    await live.next((f) => f.groupId === 'registry' && (f.event as { type: string }).type === 'sync');
    // Let the feed send the window that holds that removal: a removal and a registration of one id
    // in one window are no change, and the feed would rightly say nothing.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    runFixture(started, 'cluster-worker.mjs', engines[0]!.url, 'hang', 'on-a');
    await eventually(async () =>
      liveData(live, 'registry').some((d) => (d.functions as { added: string[] }).added.includes('cluster::hang'))
        ? true
        : undefined,
    );
    started.at(-1)!.kill('SIGKILL');
    await eventually(async () =>
      liveData(live, 'registry').some((d) => (d.functions as { removed: string[] }).removed.includes('cluster::hang'))
        ? true
        : undefined,
    );
    live.close();
  });

  it('ends a call with invocation_stopped when the serving worker dies on another engine', async () => {
    const hang = runFixture(started, 'hang-on-invoke.mjs', engines[2]!.url);
    await eventually(async () => (hang.output().includes('ready') ? true : undefined));
    const call = callWhenServed(callers[0]!, 'hang::forever', {});
    await eventually(async () => (hang.output().includes('invoked') ? true : undefined));
    started.at(-1)!.kill('SIGKILL');
    const frame = await call;
    expect(frame.error).toMatchObject({ code: 'invocation_stopped' });
  });

  it('fires a state trigger bound on any engine for a change made through any other, once per binding', async () => {
    // One binding per engine, by a worker of each kind: svc-sdk on A, sdk-py on B, iii-sdk on C.
    const config = '{"scope":"cluster-watch"}';
    worker('stateA', 'trigger-printer.mjs', engines[0]!.url, 'svc-sdk', 'state', config);
    python('stateB', engines[1]!.url, 'state', config);
    worker('stateC', 'trigger-printer.mjs', engines[2]!.url, 'iii-sdk', 'state', config);
    const names = ['stateA', 'stateB', 'stateC'];
    await bound(names, (n) => callers[n % 3]!.result('state::set', { scope: 'cluster-watch', key: 'warm', value: n }));
    // Created through A, updated through B, deleted through C: every binding sees the three, in order.
    await callers[0]!.result('state::set', { scope: 'cluster-watch', key: 'k1', value: { n: 1 } });
    await callers[1]!.result('state::update', {
      scope: 'cluster-watch',
      key: 'k1',
      ops: [{ type: 'increment', path: 'n', by: 1 }],
    });
    await callers[2]!.result('state::delete', { scope: 'cluster-watch', key: 'k1' });
    const k1 = (name: string) => fired(name).filter((p) => p.key === 'k1');
    const change = (type: string, old_value: unknown, new_value: unknown) => {
      const entry = { type: 'state', event_type: `state:${type}`, scope: 'cluster-watch', key: 'k1' };
      return { ...entry, old_value, new_value };
    };
    await eventually(async () => (names.every((name) => k1(name).length >= 3) ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const name of names)
      expect(k1(name)).toEqual([
        change('created', null, { n: 1 }),
        change('updated', { n: 1 }, { n: 2 }),
        change('deleted', { n: 2 }, null),
      ]);
  });

  it('fires a stream trigger bound on any engine for a change made through any other, once per binding', async () => {
    const config = '{"stream_name":"cluster-trig"}';
    for (const [i, engine] of engines.entries())
      worker(`stream${i}`, 'trigger-printer.mjs', engine.url, 'svc-sdk', 'stream', config);
    const names = ['stream0', 'stream1', 'stream2'];
    const item = (id: string, data: unknown) => ({ stream_name: 'cluster-trig', group_id: 'g', item_id: id, data });
    await bound(names, (n) => callers[n % 3]!.result('stream::set', item('warm', n)));
    await callers[1]!.result('stream::set', item('i1', { title: 'milk' }));
    const i1 = (name: string) => fired(name).filter((p) => p.id === 'i1');
    await eventually(async () => (names.every((name) => i1(name).length >= 1) ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const name of names) {
      expect(i1(name)).toHaveLength(1);
      expect(i1(name)[0]).toMatchObject({
        type: 'stream',
        streamName: 'cluster-trig',
        groupId: 'g',
        event: { type: 'create', data: { title: 'milk' } },
      });
    }
  });

  it("shows a trace whose spans are on several engines whole from any engine's console", async () => {
    // Called on B, served on A: B records the call's span, A the span of running it.
    const traceId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    await callWhenServed(callers[1]!, 'math::recorded', {});
    const onB = await rawClient(engines[1]!.url);
    onB.send({
      type: 'invokefunction',
      invocation_id: 'traced-1',
      function_id: 'math::recorded',
      data: {},
      traceparent: `00-${traceId}-1111111111111111-01`,
    });
    expect((await onB.next((f) => f.invocation_id === 'traced-1')).error).toBeUndefined();
    onB.close();
    // Engine C holds none of the trace's spans; its console shows the whole tree.
    const own = await callers[2]!.result<{ roots: unknown[] }>('engine::traces::tree', { trace_id: traceId });
    expect(own.roots).toEqual([]);
    type Node = { span_id: string; parent_span_id?: string; name: string; children: Node[] };
    const tree = await eventually(async () => {
      const res = await fetch(`${engines[2]!.listeners.http}/_console/otel/traces/tree`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ trace_id: traceId }),
      });
      const body = (await res.json()) as { roots: Node[] };
      return body.roots[0]?.children.length ? body : undefined;
    });
    expect(tree.roots).toHaveLength(1);
    const [caller] = tree.roots;
    expect(caller!.parent_span_id).toBe('1111111111111111');
    expect(caller!.children.map((span) => span.parent_span_id)).toEqual([caller!.span_id]);
    expect(caller!.children[0]!.name).toContain('math::recorded');
    // Each engine answers for its own half.
    for (const c of callers.slice(0, 2)) {
      const half = await c.result<{ roots: Node[] }>('engine::traces::tree', { trace_id: traceId });
      expect(half.roots).toHaveLength(1);
    }
  });

  it("counts every engine's invocations in the live feed of a console on any engine, each once", async () => {
    const live = await streamClient(streamUrl(engines[2]!));
    live.send(join('inv', 'svc:live', 'invocations'));
    await live.next((f) => f.groupId === 'invocations' && (f.event as { type: string }).type === 'sync');
    const counted = (functionId: string) =>
      liveData(live, 'invocations').reduce(
        (sum, d) => sum + ((d.by_function as Record<string, number[]>)[functionId]?.[0] ?? 0),
        0,
      );
    // A and B count and publish once they have heard that C's feed is followed.
    await eventually(async () => {
      await callers[0]!.result('math::recorded', {});
      await callers[1]!.result('state::list_groups', {});
      return counted('math::recorded') > 0 && counted('state::list_groups') > 0 ? true : undefined;
    });
    // math::add runs on A: 5 calls made on A, 3 made on B and routed to A. state::get runs where it is called.
    for (let n = 0; n < 5; n++) await callers[0]!.result('math::add', { a: n, b: 1 });
    for (let n = 0; n < 3; n++) await callers[1]!.result('math::add', { a: n, b: 2 });
    for (let n = 0; n < 2; n++) await callers[1]!.result('state::get', { scope: 'cluster-live', key: 'k' });
    await callers[2]!.result('state::get', { scope: 'cluster-live', key: 'k' });
    await eventually(async () => (counted('math::add') >= 8 && counted('state::get') >= 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(counted('math::add')).toBe(8);
    expect(counted('state::get')).toBe(3);
    live.close();
  });

  it('counts the replicas of a pool in the listings of every engine', async () => {
    const replicas = [0, 1].map(() => {
      const child = spawn(PYTHON, [REPLICA, engines[1]!.url, 'replicas', 'replica'], { stdio: 'ignore' });
      started.push(child);
      return child;
    });
    const countOn = (c: Caller) => async () => {
      const { functions } = await c.result<{ functions: { engine: string; worker_count?: number }[] }>(
        'engine::functions::list',
        { prefix: 'replica::work' },
      );
      return functions;
    };
    for (const c of callers) {
      const listed = await eventually(async () => {
        const functions = await countOn(c)();
        return functions[0]?.worker_count === 2 ? functions : undefined;
      });
      expect(listed).toEqual([expect.objectContaining({ engine: 'engine-b', worker_count: 2 })]);
    }
    replicas[0]!.kill('SIGKILL');
    const after = await eventually(async () => {
      const functions = await countOn(callers[0]!)();
      return functions[0]?.worker_count === 1 ? functions : undefined;
    });
    expect(after).toEqual([expect.objectContaining({ engine: 'engine-b', worker_count: 1 })]);
    replicas[1]!.kill('SIGKILL');
  });

  it('fires each cron tick once in the cluster: 20 ticks, 20 fires', async () => {
    for (const [i, engine] of engines.entries()) worker(`tick${i}`, 'cluster-worker.mjs', engine.url, 'tick', `e${i}`);
    const fires = () => [0, 1, 2].reduce((n, i) => n + (outputs.get(`tick${i}`)!().match(/^fired /gm)?.length ?? 0), 0);
    // Counted from the first fire, over 20 whole ticks (one a second).
    await eventually(async () => (fires() > 0 ? true : undefined));
    const first = fires();
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const during = fires() - first;
    // The tick due at the very end may or may not have fired yet.
    expect(during === 20 || during === 19 || during === 21).toBe(true);
    const perSecond = during / 20;
    expect(perSecond).toBeLessThan(1.1);
    for (const i of [0, 1, 2]) started.find((c) => c.spawnargs.includes(`e${i}`))?.kill('SIGKILL');
  }, 60_000);

  it('delivers each queued message once across engines', async () => {
    for (const [i, engine] of engines.entries())
      worker(`count${i}`, 'cluster-worker.mjs', engine.url, 'count', `e${i}`);
    await eventually(async () =>
      [0, 1, 2].every((i) => outputs.get(`count${i}`)!().includes('ready')) ? true : undefined,
    );
    const clients = await Promise.all(engines.map((e) => rawClient(e.url)));
    for (let n = 0; n < 30; n++) {
      clients[n % 3]!.send({
        type: 'invokefunction',
        invocation_id: `q${n}`,
        function_id: 'cluster::count',
        data: { n },
        action: { type: 'enqueue', queue: 'default' },
      });
    }
    for (let n = 0; n < 30; n++) {
      const receipt = await clients[n % 3]!.next((f) => f.invocation_id === `q${n}`);
      expect(receipt.result).toHaveProperty('messageReceiptId');
    }
    for (const c of clients) c.close();
    const received = () =>
      [0, 1, 2].flatMap((i) => [...outputs.get(`count${i}`)!().matchAll(/^got (\d+) /gm)].map((m) => Number(m[1])));
    await eventually(async () => (received().length >= 30 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(received().sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });
});

describe('an engine that leaves', () => {
  it('is gone for the others at once when it stops cleanly, well before its membership would expire', async () => {
    const f = await startMember(redis.url, 'engine-f');
    runFixture(started, 'sdk-worker.mjs', f.url, 'dup', 'on-f');
    expect((await callWhenServed(callers[0]!, 'shared::fn', {})).result).toEqual({ by: 'on-f' });
    const stoppedAt = Date.now();
    const exited = f.kill('SIGTERM');
    await eventually(async () => {
      const frame = await callers[0]!.call('shared::fn', {});
      return (frame.error as { code?: string } | undefined)?.code === 'function_not_found' ? true : undefined;
    });
    expect(Date.now() - stoppedAt).toBeLessThan(TTL_MS);
    await exited;
  });
});

describe('an engine that dies', () => {
  it('ends calls in flight to it with invocation_stopped and drops its functions within the bound', async () => {
    const d = await startMember(redis.url, 'engine-d');
    try {
      const hang = runFixture(started, 'hang-on-invoke.mjs', d.url);
      await eventually(async () => (hang.output().includes('ready') ? true : undefined));
      const call = callWhenServed(callers[1]!, 'hang::forever', {});
      await eventually(async () => (hang.output().includes('invoked') ? true : undefined));
      const killedAt = Date.now();
      d.child.kill('SIGKILL');
      const frame = await call;
      expect(frame.error).toMatchObject({ code: 'invocation_stopped' });
      expect(Date.now() - killedAt).toBeLessThan(TTL_MS + HEARTBEAT_MS + 2000);
      const gone = await eventually(async () => {
        const after = await callers[1]!.call('hang::forever', {});
        return (after.error as { code?: string } | undefined)?.code === 'function_not_found' ? after : undefined;
      });
      expect(gone.error).toMatchObject({ code: 'function_not_found' });
    } finally {
      await d.kill('SIGKILL');
    }
  });
});
