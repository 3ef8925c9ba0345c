/**
 * What the console's Streams, Queues and Flow pages read from a running engine (the embedded
 * default config) with a real svc-sdk worker: a group's items with their ids, the edges
 * function → state scope / stream / queue / event topic learned from the traces, the saved flow
 * layout, and the `queues` group of the live feed following a message into the dead-letter queue.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, startEngineProcess } from '../process.js';
import { type Caller, caller, runFixture } from '../state/harness.js';
import { join, liveData, streamClient, streamUrl } from '../stream/harness.js';

describe('the console API behind the observe pages', () => {
  let engine: EngineProcess;
  let c: Caller;
  const started: ChildProcess[] = [];
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${engine.listeners.http}/_console${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    engine = await startEngineProcess();
    c = await caller(engine.url);
    const shop = runFixture(started, 'shop-worker.mjs', engine.url);
    const deadline = Date.now() + 15_000;
    while (!shop.output().includes('ready')) {
      if (Date.now() > deadline) throw new Error(`shop worker did not start: ${shop.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 30_000);
  afterAll(async () => {
    for (const child of started) child.kill();
    c?.close();
    await engine?.kill();
  });

  it('lists a group’s items with their ids, by page', async () => {
    for (const id of ['a', 'b', 'c'])
      await c.result('stream::set', { stream_name: 'todo', group_id: 'inbox', item_id: id, data: { title: id } });
    const first = await request('GET', '/streams/todo/groups/inbox/items?limit=2');
    expect(first).toEqual({
      status: 200,
      body: {
        items: [
          { id: 'a', value: { title: 'a' } },
          { id: 'b', value: { title: 'b' } },
        ],
        next_cursor: 'b',
      },
    });
    const rest = await request('GET', '/streams/todo/groups/inbox/items?cursor=b');
    expect(rest.body).toEqual({ items: [{ id: 'c', value: { title: 'c' } }], next_cursor: null });
    const bad = await c.call('stream::list_items', { stream_name: 'todo' });
    expect(bad.error).toMatchObject({ code: 'deserialization_error' });
  });

  it('learns what each function touched from its traces, and follows the queue into the DLQ live', async () => {
    const client = await streamClient(streamUrl(engine));
    client.send(join('q', 'svc:live', 'queues'));
    client.send(join('i', 'svc:live', 'invocations'));
    await client.next((f) => f.groupId === 'queues' && (f.event as { type: string }).type === 'sync');
    const placed = await fetch(`${engine.listeners.http}/shop/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'o7', item: 'lamp' }),
    });
    expect(placed.status).toBe(201);
    // shop::ship fails without retries: the message reaches the dead-letter queue, and the feed says so.
    type Topics = { topics: { name: string; dlq_depth: number; failed: number; subscriber_count: number }[] };
    const shipments = () =>
      (liveData(client, 'queues') as unknown as Topics[])
        .flatMap((d) => d.topics)
        .filter((t) => t.name === 'shipments');
    await client.next(() => shipments().some((t) => t.dlq_depth === 1), 15_000);
    expect(shipments().at(-1)).toMatchObject({ dlq_depth: 1, failed: 1, subscriber_count: 1 });
    // The feed's own reads of the queues are not counted as invocations.
    const counted = liveData(client, 'invocations').flatMap((d) => Object.keys(d.by_function as object));
    expect(counted).toContain('shop::ship');
    expect(counted.filter((id) => id.startsWith('engine::queue::'))).toEqual([]);
    client.close();

    type Edge = { function_id: string; kind: string; target: string; via?: string; count: number };
    let edges: Edge[] = [];
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      edges = ((await request('POST', '/otel/traces/flow', {})).body as { edges: Edge[] }).edges;
      if (edges.some((e) => e.function_id === 'shop::on_placed')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const placedEdges = edges.filter((e) => e.function_id === 'shop::place').map((e) => `${e.kind}:${e.target}`);
    expect(placedEdges.sort()).toEqual(['event:order.placed', 'queue:shipments', 'state:orders', 'stream:board']);
    expect(edges.find((e) => e.function_id === 'shop::on_placed')).toMatchObject({ kind: 'stream', target: 'board' });
    expect(edges.find((e) => e.kind === 'state' && e.target === 'orders')).toMatchObject({ via: 'state::set' });
    // The live feed's own reads of the queues made no traces.
    const internal = (await request('POST', '/otel/traces', { include_internal: true, name: 'engine::queue' })).body;
    expect(internal.total).toBe(0);
  });

  it('keeps the flow layout in the state store, and refuses a bad one', async () => {
    expect(await request('GET', '/flows/config/default')).toEqual({ status: 200, body: { id: 'default', config: {} } });
    const layout = { config: { 'f:shop::place': { x: 10, y: 20 } }, view: { zoom: 1.5, x: 3, y: 4 } };
    expect((await request('POST', '/flows/config/default', layout)).status).toBe(200);
    expect((await request('GET', '/flows/config/default')).body).toEqual({ id: 'default', ...layout });
    expect(await c.result('state::get', { scope: '__console.flowConfigs', key: 'default' })).toMatchObject(layout);
    const badBody = await request('POST', '/flows/config/default', { config: { n: { x: 'left' } } });
    expect(badBody).toMatchObject({ status: 400, body: { error: { code: 'bad_request' } } });
    const many = Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`n${i}`, { x: i, y: 0 }]));
    expect(await request('POST', '/flows/config/default', { config: many })).toMatchObject({ status: 400 });
    const badId = await request('GET', '/flows/config/a%20b');
    expect(badId).toMatchObject({ status: 400, body: { error: { code: 'bad_request' } } });
  });
});
