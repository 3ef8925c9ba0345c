/**
 * svc-state's announcements to the other engines sharing its Redis, on a real redis-server:
 * changes completed together travel in one message, a message stays bounded, and another engine's
 * changes fire this engine's bindings (once each, in order) while its own announcements and
 * messages that break the contract fire nothing. A change is answered once Redis has taken its
 * announcement.
 */
import type { JsonValue } from '@svc/protocol';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordingLink } from '../helpers.js';
import { adapterSettings, type RedisServer, startRedis, stateOnRouter } from './harness.js';

const PREFIX = 'relay-test:';
let redis: RedisServer;
let engines: Awaited<ReturnType<typeof stateOnRouter>>[];
let listener: ReturnType<typeof createClient>;
const messages: { origin: string; changes: { key: string; event_type: string }[] }[] = [];

/** Waits until `check()` holds (up to 10 s). */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  redis = await startRedis();
  const settings = adapterSettings('redis', { redisUrl: redis.url, keyPrefix: PREFIX });
  engines = await Promise.all([stateOnRouter(settings), stateOnRouter(settings)]);
  listener = createClient({ url: redis.url });
  await listener.connect();
  await listener.subscribe(`${PREFIX}changes`, (text) => {
    if (text.startsWith('{"origin":"x"') || text === 'not json') return;
    messages.push(JSON.parse(text));
  });
}, 30_000);

afterAll(async () => {
  await listener?.quit();
  for (const engine of engines ?? []) await engine.module.stop();
  await redis?.stop();
});

describe('svc-state announcements', () => {
  it('sends changes completed together in one message, every change once, in the order they were made', async () => {
    messages.length = 0;
    const [a] = engines;
    await Promise.all(['k1', 'k2', 'k3'].map((key) => a!.call('state::set', { scope: 'one', key, value: key })));
    await a!.call('state::delete', { scope: 'one', key: 'k2' });
    await until(() => messages.flatMap((m) => m.changes).length === 4);
    expect(messages.flatMap((m) => m.changes.map((c) => `${c.event_type} ${c.key}`))).toEqual([
      'state:created k1',
      'state:created k2',
      'state:created k3',
      'state:deleted k2',
    ]);
    // The three sets were sent together and answered together: fewer messages than changes.
    expect(messages.length).toBeLessThan(4);
  });

  it('answers a change once Redis has taken its announcement: what the caller sends next comes after it', async () => {
    messages.length = 0;
    const marker = await listener.duplicate().connect();
    try {
      for (let n = 0; n < 10; n++) {
        await engines[0]!.call('state::set', { scope: 'order', key: `ordered-${n}`, value: n });
        await marker.publish(`${PREFIX}changes`, JSON.stringify({ origin: `marker-${n}`, changes: [] }));
      }
    } finally {
      await marker.quit();
    }
    await until(
      () => messages.some((m) => m.origin === 'marker-9') && messages.flatMap((m) => m.changes).length === 10,
    );
    const at = (key: string) => messages.findIndex((m) => m.changes.some((c) => c.key === key));
    for (let n = 0; n < 10; n++) {
      expect(at(`ordered-${n}`)).toBeLessThan(messages.findIndex((m) => m.origin === `marker-${n}`));
    }
  });

  it('keeps a message within a megabyte: large changes go in messages of their own', async () => {
    messages.length = 0;
    const big = 'x'.repeat(700_000);
    await Promise.all(['b1', 'b2'].map((key) => engines[0]!.call('state::set', { scope: 'big', key, value: big })));
    await until(() => messages.flatMap((m) => m.changes).length === 2);
    expect(messages.map((m) => m.changes.length)).toEqual([1, 1]);
  });

  it("fires this engine's bindings for another engine's changes, once each, and never for its own", async () => {
    const [a, b] = engines;
    const watcher = new RecordingLink('watcher');
    b!.router.connect(watcher);
    b!.router.receive(watcher, { type: 'registerfunction', id: 'watch::state' });
    b!.router.receive(watcher, {
      type: 'registertrigger',
      id: 'watch',
      trigger_type: 'state',
      function_id: 'watch::state',
      config: { scope: 'seen' },
    });
    const fired = () => watcher.of('invokefunction').map((f) => f.data as Record<string, JsonValue>);
    // The subscription opens at the first binding: write until a change made through A is seen on B.
    for (let n = 0; fired().length === 0; n++) {
      await a!.call('state::set', { scope: 'seen', key: 'warm', value: n });
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (n > 100) throw new Error('no change of A fired on B');
    }
    const before = fired().length;
    await a!.call('state::set', { scope: 'seen', key: 'k', value: 1 });
    await a!.call('state::update', { scope: 'seen', key: 'k', ops: [{ type: 'increment', path: '', by: 1 }] });
    await until(() => fired().length >= before + 2);
    // B's own change fires its binding once: B ignores its own announcement.
    await b!.call('state::set', { scope: 'seen', key: 'k', value: 10 });
    await until(() => fired().length >= before + 3);
    // Messages that break the contract are dropped, whoever sent them.
    await listener
      .duplicate()
      .connect()
      .then(async (c) => {
        await c.publish(`${PREFIX}changes`, '{"origin":"x","changes":[{"scope":"seen"}]}');
        await c.publish(`${PREFIX}changes`, 'not json');
        await c.quit();
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fired().slice(before)).toEqual([
      { type: 'state', event_type: 'state:created', scope: 'seen', key: 'k', old_value: null, new_value: 1 },
      { type: 'state', event_type: 'state:updated', scope: 'seen', key: 'k', old_value: 1, new_value: 2 },
      { type: 'state', event_type: 'state:updated', scope: 'seen', key: 'k', old_value: 2, new_value: 10 },
    ]);
  });
});
