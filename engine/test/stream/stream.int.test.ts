import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type EngineProcess, startEngineProcess } from '../process.js';
import { type Caller, caller } from '../state/harness.js';
import { eventTypes, join, liveData, streamClient, streamUrl } from './harness.js';

describe('svc-stream on the default config', () => {
  let engine: EngineProcess;
  let c: Caller;
  beforeAll(async () => {
    engine = await startEngineProcess();
    c = await caller(engine.url);
  });
  afterAll(async () => {
    c?.close();
    await engine?.kill();
  });

  it('listens on its own port, given by SVC_STREAM_PORT (0 here)', () => {
    expect(streamUrl(engine)).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(streamUrl(engine)).not.toMatch(/:3112$/);
  });

  it('sends a joined client sync, then create, update, delete and custom events in order', async () => {
    await c.result('stream::set', { stream_name: 'todo', group_id: 'inbox', item_id: 'a', data: { n: 0 } });
    const client = await streamClient(streamUrl(engine));
    client.send(join('s1', 'todo', 'inbox'));
    const sync = await client.next((f) => (f.event as { type: string })?.type === 'sync');
    expect(sync).toMatchObject({ type: 'stream', streamName: 'todo', groupId: 'inbox', event: { data: [{ n: 0 }] } });
    await c.result('stream::set', { stream_name: 'todo', group_id: 'inbox', item_id: 'b', data: { n: 1 } });
    await c.result('stream::update', {
      stream_name: 'todo',
      group_id: 'inbox',
      item_id: 'b',
      ops: [{ type: 'increment', path: 'n', by: 2 }],
    });
    await c.result('stream::send', { stream_name: 'todo', group_id: 'inbox', type: 'ping', data: { at: 1 } });
    await c.result('stream::delete', { stream_name: 'todo', group_id: 'inbox', item_id: 'b' });
    // Another group's changes do not reach this subscription.
    await c.result('stream::set', { stream_name: 'todo', group_id: 'other', item_id: 'x', data: 1 });
    await client.next((f) => (f.event as { type: string })?.type === 'delete');
    expect(eventTypes(client, 'todo')).toEqual(['sync', 'create', 'update', 'event', 'delete']);
    const [, create, update, event, removed] = client.frames;
    expect(create).toMatchObject({ id: 'b', event: { type: 'create', data: { n: 1 } } });
    expect(update).toMatchObject({ id: 'b', event: { type: 'update', data: { n: 3 } } });
    expect(event).toMatchObject({ event: { type: 'event', event: { type: 'ping', data: { at: 1 } } } });
    expect(removed).toMatchObject({ id: 'b', event: { type: 'delete', data: { n: 3 } } });
    client.close();
  });

  it('follows one item when the join names it, and stops after leave', async () => {
    const client = await streamClient(streamUrl(engine));
    client.send(join('one', 'todo', 'inbox', 'a'));
    await client.next((f) => (f.event as { type: string })?.type === 'sync');
    expect(client.frames[0]).toMatchObject({ id: 'a', event: { type: 'sync', data: { n: 0 } } });
    await c.result('stream::set', { stream_name: 'todo', group_id: 'inbox', item_id: 'z', data: 'other item' });
    await c.result('stream::set', { stream_name: 'todo', group_id: 'inbox', item_id: 'a', data: { n: 5 } });
    await client.next((f) => (f.event as { type: string })?.type === 'update');
    client.send({ type: 'leave', data: { subscriptionId: 'one', streamName: 'todo', groupId: 'inbox', id: 'a' } });
    // A frame after the leave: the socket answers an invalid one, so the leave has been handled.
    client.send({ type: 'join', data: {} });
    await client.next((f) => f.type === 'error');
    await c.result('stream::set', { stream_name: 'todo', group_id: 'inbox', item_id: 'a', data: { n: 6 } });
    client.send({ type: 'join' });
    await client.next((f) => f.type === 'error' && f !== client.frames.find((g) => g.type === 'error'));
    expect(eventTypes(client, 'todo')).toEqual(['sync', 'update']);
    client.close();
  });

  it('answers a join without its required fields, or a frame that is not JSON, with an error frame', async () => {
    const client = await streamClient(streamUrl(engine));
    client.send({ type: 'join', data: { streamName: 'todo', subscriptionId: 's' } });
    const error = await client.next((f) => f.type === 'error');
    expect(error).toMatchObject({ subscriptionId: 's', error: { code: 'invalid_message' } });
    expect((error.error as { message: string }).message).toContain('groupId');
    client.send('not json');
    await client.next((f) => f.type === 'error' && (f.error as { message: string }).message.includes('not JSON'));
    // The socket stays usable.
    client.send(join('s', 'todo', 'inbox'));
    await client.next((f) => f.type === 'stream');
    client.close();
  });

  it('refuses writes to system streams with reserved_stream', async () => {
    const frame = await c.call('stream::set', { stream_name: 'svc:live', group_id: 'x', item_id: 'y', data: 1 });
    expect(frame.error).toMatchObject({ code: 'reserved_stream' });
  });

  it('lists streams and groups; list_all shows the system streams only when asked, marked', async () => {
    expect(await c.result('stream::list_groups', { stream_name: 'todo' })).toEqual(['inbox', 'other']);
    const all = await c.result<{ stream: { id: string; system?: boolean }[] }>('stream::list_all', {});
    expect(all.stream.map((s) => s.id)).toEqual(['todo']);
    const withSystem = await c.result<{ stream: { id: string; system?: boolean }[] }>('stream::list_all', {
      include_system: true,
    });
    expect(withSystem.stream.find((s) => s.id === 'svc:live')).toMatchObject({ system: true });
  });

  it("forwards svc-observability's new traces and log records", async () => {
    const client = await streamClient(streamUrl(engine));
    client.send(join('t', 'svc:live', 'traces'));
    client.send(join('l', 'svc:live', 'logs'));
    await client.next((f) => f.groupId === 'logs' && (f.event as { type: string }).type === 'sync');
    // The feed binds the `trace` and `log` types of the default config's svc-observability as the
    // first client joins; calls and log records keep coming until the first of each is forwarded.
    const telemetry = new WebSocket(`${engine.url}/otel`);
    await new Promise((resolve, reject) => telemetry.once('open', resolve).once('error', reject));
    const record = { severityText: 'INFO', body: { stringValue: 'hello from a worker' } };
    const logsDoc = {
      resourceLogs: [{ resource: { attributes: [] }, scopeLogs: [{ scope: { name: 't' }, logRecords: [record] }] }],
    };
    const traffic = setInterval(() => {
      void c.call('stream::get', { stream_name: 'traced', group_id: 'g', item_id: 'x' });
      telemetry.send(Buffer.concat([Buffer.from('LOGS'), Buffer.from(JSON.stringify(logsDoc))]));
    }, 100);
    try {
      type Rows = { event: { event: { data: { spans?: { name: string }[] } } } };
      const isEvent = (f: Record<string, unknown>, group: string) =>
        f.groupId === group && (f.event as { type: string }).type === 'event';
      const rows = (await client.next(
        (f) => isEvent(f, 'traces') && ((f as Rows).event.event.data.spans ?? []).some((s) => s.name === 'stream::get'),
      )) as Rows;
      expect(rows.event.event).toMatchObject({ type: 'rows' });
      const logs = await client.next((f) => isEvent(f, 'logs'));
      // A window may carry several of the records sent every 100 ms.
      type Logs = { event: { event: { type: string; data: { logs: { body: string }[] } } } };
      expect((logs as Logs).event.event.type).toBe('logs');
      expect((logs as Logs).event.event.data.logs[0]).toMatchObject({ body: 'hello from a worker' });
    } finally {
      clearInterval(traffic);
      telemetry.close();
      client.close();
    }
  }, 20_000);

  it('the live feed sends invocation counters with latency, and registry changes, coalesced', async () => {
    const client = await streamClient(streamUrl(engine));
    client.send(join('inv', 'svc:live', 'invocations'));
    client.send(join('reg', 'svc:live', 'registry'));
    await client.next((f) => f.groupId === 'registry' && (f.event as { type: string }).type === 'sync');
    for (let i = 0; i < 50; i++)
      await c.result('stream::get', { stream_name: 'todo', group_id: 'inbox', item_id: 'a' });
    await c.call('no::such', {});
    await client.next((f) => f.groupId === 'invocations' && (f.event as { type: string }).type === 'event');
    const other = await caller(engine.url);
    const joined = () => liveData(client, 'registry').some((d) => (d.workers as { added: string[] }).added.length > 0);
    await client.next(joined);
    other.close();
    // The frame of the window that held the last calls may follow the registry frame of the same tick.
    const counted = () => liveData(client, 'invocations').reduce((sum, s) => sum + (s.total as number), 0);
    await client.next(() => counted() >= 50);
    const stats = liveData(client, 'invocations');
    const counts = stats.map((s) => (s.by_function as Record<string, number[]>)['stream::get']).filter(Boolean);
    expect(counts.reduce((sum, n) => sum + n![0]!, 0)).toBe(50);
    expect(stats[0]).toMatchObject({ window_ms: 250, latency_ms: { p50: expect.any(Number) } });
    // 50 calls in a burst make a handful of frames, not 50.
    expect(stats.length).toBeLessThan(20);
    client.close();
  }, 20_000);
});
