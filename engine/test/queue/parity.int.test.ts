/**
 * One suite over the three adapters (in-memory, file, a real redis-server): each keeps, orders,
 * holds, retries, dead-letters and redrives messages the same way. Only Redis leases expire (an
 * engine that went away); the file adapter also gets its messages back after a reopen.
 */
import type { JsonValue } from '@svc/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import type { ModuleStorage } from '../../src/modules/host.js';
import type { LaneKey, QueueAdapter, QueueMessage } from '../../src/modules/queue/adapters/adapter.js';
import { openQueueAdapter } from '../../src/modules/queue/adapters/index.js';
import type { AdapterSettings } from '../../src/modules/state/config.js';
import { RecordLog } from '../../src/storage/record-log.js';
import { openRedis } from '../../src/storage/redis-pool.js';
import { startRedis, tempDir, type RedisServer } from '../state/harness.js';

const logger = createLogger('error', () => {});
const storage: Pick<ModuleStorage, 'openLog' | 'redis'> = {
  openLog: (dir, options) => RecordLog.open(dir, { owner: 'svc-queue', logger, ...options }),
  redis: (url, options) => openRedis(url, options, { owner: 'svc-queue', logger }),
};

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

let opened: QueueAdapter[] = [];
afterEach(async () => {
  for (const adapter of opened.splice(0)) await adapter.close();
});

let prefixes = 0;
const SETTINGS: Record<string, () => AdapterSettings> = {
  in_memory: () => ({ name: 'in_memory' }),
  file_based: () => ({ name: 'file_based', path: tempDir('svc-queue-'), durability: 'fsync', batchWindowMs: 100 }),
  redis: () => ({ name: 'redis', url: redis.url, keyPrefix: `parity-${++prefixes}:`, commandTimeoutMs: 2000 }),
};

async function open(settings: AdapterSettings): Promise<QueueAdapter> {
  const adapter = await openQueueAdapter(settings, logger, storage);
  opened.push(adapter);
  return adapter;
}

let ids = 0;
function message(lane: Omit<LaneKey, 'fifo'>, data: JsonValue, extra: Partial<QueueMessage> = {}): QueueMessage {
  return { id: `m${++ids}`, ...lane, data, priority: 0, attempts: 0, availableAt: 0, seq: 0, ...extra };
}
const data = (messages: QueueMessage[]) => messages.map((m) => m.data);
const LEASE = () => Date.now() + 60_000;

describe.each(Object.keys(SETTINGS))('the %s adapter', (name) => {
  const lane = { kind: 't' as const, topic: 'orders', fn: 'f', fifo: false };
  const fifo = { kind: 't' as const, topic: 'mail', fn: 'g', fifo: true };

  it('takes ready messages by priority, then in the order they were kept, each once', async () => {
    const q = await open(SETTINGS[name]!());
    await q.add([message(lane, 'low'), message(lane, 'high', { priority: 5 }), message(lane, 'mid', { priority: 2 })]);
    await q.add([message(lane, 'low2')]);
    expect(data(await q.take(lane, Date.now(), 3, LEASE()))).toEqual(['high', 'mid', 'low']);
    expect(data(await q.take(lane, Date.now(), 3, LEASE()))).toEqual(['low2']);
    expect(await q.take(lane, Date.now(), 3, LEASE())).toEqual([]);
    expect(await q.counts('orders')).toEqual({ depth: 0, inFlight: 4, dlq: 0 });
  });

  it('keeps a delayed message until it is due', async () => {
    const q = await open(SETTINGS[name]!());
    const now = Date.now();
    await q.add([message(lane, 'later', { availableAt: now + 60_000 })]);
    expect(await q.take(lane, now, 1, LEASE())).toEqual([]);
    expect(await q.counts('orders')).toEqual({ depth: 1, inFlight: 0, dlq: 0 });
    expect(data(await q.take(lane, now + 60_000, 1, LEASE()))).toEqual(['later']);
  });

  it('a FIFO group gives one message at a time, in order, and stays held through a retry', async () => {
    const q = await open(SETTINGS[name]!());
    await q.add([
      message(fifo, 'a1', { group: 'a' }),
      message(fifo, 'a2', { group: 'a' }),
      message(fifo, 'b1', { group: 'b' }),
    ]);
    const now = Date.now();
    const first = await q.take(fifo, now, 10, LEASE());
    expect(data(first)).toEqual(['a1', 'b1']);
    expect(await q.take(fifo, now, 10, LEASE())).toEqual([]);
    const a1 = first[0]!;
    a1.attempts = 1;
    await q.retry(a1, now + 1000);
    // a2 waits behind a1's retry.
    expect(await q.take(fifo, now + 10, 10, LEASE())).toEqual([]);
    const again = await q.take(fifo, now + 1000, 10, LEASE());
    expect(again.map((m) => [m.data, m.attempts])).toEqual([['a1', 1]]);
    await q.ack(again[0]!);
    expect(data(await q.take(fifo, now + 1000, 10, LEASE()))).toEqual(['a2']);
  });

  it('dead-letters with attempts and last error, pages them, redrives and discards', async () => {
    const q = await open(SETTINGS[name]!());
    await q.add([message(lane, 1), message(lane, 2), message(lane, 3)]);
    const taken = await q.take(lane, Date.now(), 3, LEASE());
    for (const m of taken) {
      m.attempts = 4;
      m.lastError = `invocation_failed: ${m.data}`;
      await q.bury(m, 1_700_000_000_000 + Number(m.data));
    }
    expect(await q.counts('orders')).toEqual({ depth: 0, inFlight: 0, dlq: 3 });
    expect(await q.dlqTopics()).toEqual([{ topic: 'orders', count: 3 }]);
    const page = await q.dlqPage('orders', 1, 1);
    expect(page.total).toBe(3);
    expect(page.messages.map((m) => [m.data, m.attempts, m.lastError, m.failedAt])).toEqual([
      [2, 4, 'invocation_failed: 2', 1_700_000_000_002],
    ]);
    expect(await q.discard('orders', taken[0]!.id)).toBe(true);
    expect(await q.discard('orders', taken[0]!.id)).toBe(false);
    expect(data(await q.redrive('orders', Date.now(), taken[1]!.id))).toEqual([2]);
    expect(data(await q.redrive('orders', Date.now()))).toEqual([3]);
    expect(await q.dlqTopics()).toEqual([]);
    const back = await q.take(lane, Date.now(), 5, LEASE());
    expect(back.map((m) => [m.data, m.attempts])).toEqual([
      [2, 0],
      [3, 0],
    ]);
    for (const m of back) await q.ack(m);
    expect(await q.size()).toBe(0);
    expect(await q.counts('orders')).toEqual({ depth: 0, inFlight: 0, dlq: 0 });
  });

  it('lists the lanes and topics that hold messages', async () => {
    const q = await open(SETTINGS[name]!());
    await q.add([message({ kind: 'q', topic: 'default', fn: 'h' }, null), message(lane, null)]);
    expect((await q.lanes()).map((l) => `${l.kind}/${l.topic}/${l.fn}`).sort()).toEqual(['q/default/h', 't/orders/f']);
    expect((await q.topics()).sort()).toEqual(['default', 'orders']);
    expect(await q.size()).toBe(2);
  });
});

it('the redis adapter gives a message whose lease ran out (its engine went away) to the next taker', async () => {
  const q = await open(SETTINGS.redis!());
  const lane = { kind: 't' as const, topic: 'orders', fn: 'f', fifo: false };
  await q.add([message(lane, 'x')]);
  const now = Date.now();
  expect(data(await q.take(lane, now, 1, now + 1000))).toEqual(['x']);
  expect(await q.take(lane, now + 500, 1, now + 2000)).toEqual([]);
  expect(data(await q.take(lane, now + 1001, 1, now + 3000))).toEqual(['x']);
});

it('the file adapter keeps its messages and dead letters across a reopen; in-flight ones come back', async () => {
  const settings = SETTINGS.file_based!();
  const lane = { kind: 'q' as const, topic: 'default', fn: 'f', fifo: false };
  const first = await open(settings);
  await first.add([message(lane, 'done'), message(lane, 'running'), message(lane, 'dead'), message(lane, 'waiting')]);
  const [done, running, dead] = await first.take(lane, Date.now(), 3, LEASE());
  await first.ack(done!);
  dead!.attempts = 1;
  dead!.lastError = 'boom';
  await first.bury(dead!, 1_700_000_000_000);
  expect(running!.data).toBe('running');
  await first.close();
  opened = opened.filter((q) => q !== first);
  const second = await open(settings);
  expect(await second.counts('default')).toEqual({ depth: 2, inFlight: 0, dlq: 1 });
  expect(data(await second.take(lane, Date.now(), 5, LEASE()))).toEqual(['running', 'waiting']);
  expect((await second.dlqPage('default', 0, 5)).messages.map((m) => [m.data, m.lastError])).toEqual([
    ['dead', 'boom'],
  ]);
});
