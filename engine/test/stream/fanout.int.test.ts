import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngineProcess, writeConfig } from '../process.js';
import { caller, type RedisServer, startRedis } from '../state/harness.js';
import { eventTypes, join, liveData, streamClient, streamUrl } from './harness.js';

const bridge = '  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n';

describe('svc-stream fan-out', () => {
  it('drops a subscriber that does not read (4010); a fast one on the same group gets every change', async () => {
    const config = writeConfig(
      `workers:\n${bridge}  - name: svc-stream\n` +
        '    config: { port: 0, max_buffered_bytes: 65536, live_interval_ms: 100 }\n',
    );
    const engine = await startEngineProcess(['--config', config]);
    const c = await caller(engine.url);
    try {
      const fast = await streamClient(streamUrl(engine));
      const slow = await streamClient(streamUrl(engine));
      fast.send(join('f', 'big', 'g'));
      fast.send(join('live', 'svc:live', 'streams'));
      slow.send(join('s', 'big', 'g'));
      await fast.next((f) => f.streamName === 'big' && (f.event as { type: string }).type === 'sync');
      await slow.next((f) => f.streamName === 'big' && (f.event as { type: string }).type === 'sync');
      // The slow client stops reading: what the engine writes piles up in its buffers.
      (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
      const blob = 'x'.repeat(32 * 1024);
      const writes = 400;
      for (let i = 0; i < writes; i++)
        await c.result('stream::set', { stream_name: 'big', group_id: 'g', item_id: `i${i}`, data: blob });
      await fast.next((f) => f.streamName === 'big' && f.id === `i${writes - 1}`, 20_000);
      expect(eventTypes(fast, 'big')).toEqual(['sync', ...Array(writes).fill('create')]);
      // The engine counted the drop in the live feed, and the slow socket is gone.
      await fast.next(
        (f) => f.groupId === 'streams' && (liveData(fast, 'streams').at(-1)?.dropped as number) >= 1,
        10_000,
      );
      (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
      const code = await slow.closed;
      expect([4010, 1006]).toContain(code);
      expect(eventTypes(slow, 'big').length).toBeLessThan(writes + 1);
      fast.close();
    } finally {
      c.close();
      await engine.kill();
    }
  }, 60_000);
});

describe('svc-stream on Redis, two engines', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("delivers a change made on one engine to the other engine's subscribers, and shares the items", async () => {
    const config = writeConfig(
      `workers:\n${bridge}  - name: svc-stream\n    config:\n      port: 0\n` +
        `      adapter: { name: redis, url: ${JSON.stringify(redis.url)}, key_prefix: "t2:" }\n`,
    );
    const a = await startEngineProcess(['--config', config]);
    const b = await startEngineProcess(['--config', config]);
    const ca = await caller(a.url);
    const cb = await caller(b.url);
    try {
      await ca.result('stream::set', { stream_name: 'room', group_id: 'r1', item_id: 'm0', data: 'hello' });
      const onB = await streamClient(streamUrl(b));
      onB.send(join('s', 'room', 'r1'));
      const sync = await onB.next((f) => (f.event as { type: string }).type === 'sync');
      expect(sync).toMatchObject({ event: { data: ['hello'] } });
      await ca.result('stream::set', { stream_name: 'room', group_id: 'r1', item_id: 'm1', data: 'from a' });
      await ca.result('stream::send', { stream_name: 'room', group_id: 'r1', type: 'typing', data: { who: 'a' } });
      await ca.result('stream::delete', { stream_name: 'room', group_id: 'r1', item_id: 'm0' });
      await onB.next((f) => (f.event as { type: string }).type === 'delete', 10_000);
      expect(eventTypes(onB, 'room')).toEqual(['sync', 'create', 'event', 'delete']);
      expect(await cb.result('stream::list', { stream_name: 'room', group_id: 'r1' })).toEqual(['from a']);
      onB.close();
    } finally {
      ca.close();
      cb.close();
      await Promise.all([a.kill(), b.kill()]);
    }
  }, 60_000);

  it('stops on SIGTERM while its relay waits for Redis to come back', async () => {
    const gone = await startRedis();
    const config = writeConfig(
      `workers:\n${bridge}  - name: svc-stream\n    config:\n      port: 0\n` +
        `      adapter: { name: redis, url: ${JSON.stringify(gone.url)}, key_prefix: "t3:" }\n`,
    );
    const engine = await startEngineProcess(['--config', config]);
    try {
      await gone.stop();
      for (let i = 0; i < 100 && !engine.output().includes('stream relay lost its Redis subscription'); i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(engine.output()).toContain('stream relay lost its Redis subscription');
      const hung = new Promise((resolve) => setTimeout(resolve, 20_000, 'still running'));
      expect(await Promise.race([engine.kill(), hung])).toBe(0);
    } finally {
      engine.child.kill('SIGKILL');
    }
  }, 40_000);
});
