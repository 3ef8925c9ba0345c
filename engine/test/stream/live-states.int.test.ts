import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, startEngineProcess } from '../process.js';
import { type Caller, caller } from '../state/harness.js';
import { join, liveData, streamClient, streamUrl } from './harness.js';

type Change = { scope: string; key: string; event_type: string; value?: unknown; value_omitted?: boolean };
/** Every state change the client's `states` frames carried, in order. */
const changes = (client: Awaited<ReturnType<typeof streamClient>>) =>
  liveData(client, 'states').flatMap((d) => d.changes as Change[]);

describe('the live feed on the default config: state changes and the invocations history', () => {
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

  it('sends state changes made by a worker, coalesced per entry, large values left out', async () => {
    const client = await streamClient(streamUrl(engine));
    client.send(join('st', 'svc:live', 'states'));
    await client.next((f) => f.groupId === 'states' && (f.event as { type: string }).type === 'sync');
    // The first join binds the feed to svc-state's trigger type: write until a change comes through.
    const deadline = Date.now() + 10_000;
    while (!changes(client).some((ch) => ch.key === 'probe')) {
      if (Date.now() > deadline) throw new Error('no state change reached the live feed');
      await c.result('state::set', { scope: 'live', key: 'probe', value: 1 });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The feed's binding is internal: listed only when internal bindings are asked for.
    type Listed = { registered_triggers: { function_id: string }[] };
    const bound = async (all: boolean) =>
      (
        await c.result<Listed>('engine::registered-triggers::list', all ? { include_internal: true } : {})
      ).registered_triggers.map((t) => t.function_id);
    expect(await bound(true)).toContain('stream::live::on_state');
    expect(await bound(false)).not.toContain('stream::live::on_state');
    const before = liveData(client, 'states').length;
    for (let n = 1; n <= 100; n++) await c.result('state::set', { scope: 'live', key: 'counter', value: { n } });
    await c.result('state::set', { scope: 'live', key: 'gone', value: 'x' });
    await c.result('state::delete', { scope: 'live', key: 'gone' });
    await c.result('state::set', { scope: 'live', key: 'big', value: 'y'.repeat(5000) });
    await client.next(() => changes(client).some((ch) => ch.key === 'big'));
    const seen = changes(client);
    expect(seen.filter((ch) => ch.key === 'counter').at(-1)).toEqual({
      scope: 'live',
      key: 'counter',
      event_type: 'state:updated',
      value: { n: 100 },
    });
    expect(seen.filter((ch) => ch.key === 'gone').at(-1)).toEqual({
      scope: 'live',
      key: 'gone',
      event_type: 'state:deleted',
    });
    expect(seen.find((ch) => ch.key === 'big')).toMatchObject({ event_type: 'state:created', value_omitted: true });
    expect(seen.find((ch) => ch.key === 'big')).not.toHaveProperty('value');
    // 103 writes in a burst make a handful of frames, each entry at most once per frame.
    const frames = liveData(client, 'states').slice(before);
    expect(frames.length).toBeLessThan(30);
    for (const frame of frames) {
      const keys = (frame.changes as Change[]).map((ch) => ch.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
    client.close();
  }, 30_000);

  it('gives a later join of invocations the history of the last windows', async () => {
    const first = await streamClient(streamUrl(engine));
    first.send(join('inv', 'svc:live', 'invocations'));
    await first.next((f) => f.groupId === 'invocations' && (f.event as { type: string }).type === 'sync');
    for (let i = 0; i < 40; i++) await c.result('state::get', { scope: 'live', key: 'probe' });
    await first.next(() => liveData(first, 'invocations').some((s) => (s.total as number) > 0));
    first.close();
    // A console opened afterwards starts with what the first one saw.
    const later = await streamClient(streamUrl(engine));
    later.send(join('inv', 'svc:live', 'invocations'));
    const sync = await later.next((f) => f.groupId === 'invocations' && (f.event as { type: string }).type === 'sync');
    const history = (sync.event as { data: { history: Record<string, number>[] } }).data.history;
    expect(history.length).toBeGreaterThan(0);
    const point = history.at(-1)!;
    expect(point.per_second).toBeGreaterThan(0);
    expect(point.at_ms).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(point).sort()).toEqual(['at_ms', 'error_per_second', 'p95_ms', 'per_second']);
    later.close();
  }, 30_000);
});
