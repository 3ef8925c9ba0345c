/**
 * The module host's storage, with modules on a real router, a real disk and a real
 * `redis-server`: modules asking for the same Redis URL share one connection, which closes when
 * the last of them stops; a record log a module opened is synced and released when it stops, and
 * its recovery is read from the variable named after the log.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostModule, Seams } from '../../src/core/module-host.js';
import { Router } from '../../src/core/router.js';
import { createLogger } from '../../src/log.js';
import type { ModuleDescriptor, RunningModule } from '../../src/modules/host.js';
import { type RedisServer, startRedis } from '../state/harness.js';
import { Counters, tempDir } from './counter-log.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const anySettings = ((settings: unknown) => typeof settings === 'object') as ModuleDescriptor['settings'];

/** A module whose `start` is `start`, under `name`. */
const moduleOf = (name: string, start: ModuleDescriptor['start']): ModuleDescriptor => ({
  name,
  aliases: [],
  description: name,
  settings: anySettings,
  start,
});

/** A module that counts calls in Redis at `url` through the host's connection: `<name>::incr`. */
const redisCounter = (name: string, url: string) =>
  moduleOf(name, async (host) => {
    const redis = await host.storage.redis(url, { timeoutMs: 2000 });
    host.registerFunction(`${name}::incr`, () => redis.run('write', ({ client }) => client.incr('calls')));
    return undefined;
  });

/** Counters kept in a record log the host opened in `dir`: `counter::add`. */
const logCounter = (dir: string, settings: Parameters<Counters['options']>[0] = {}) =>
  moduleOf('svc-counter', async (host): Promise<RunningModule | undefined> => {
    const counters = new Counters();
    counters.log = await host.storage.openLog(dir, counters.options(settings));
    host.registerFunction('counter::add', (data) => counters.add(data as string));
    return undefined;
  });

function onRouter() {
  const router = new Router({ invocationTimeoutMs: 10_000, logger: createLogger('error', () => {}) });
  const seams = new Seams();
  const start = (descriptor: ModuleDescriptor) =>
    hostModule(descriptor, {
      router,
      seams,
      logger: createLogger('error', () => {}),
      settings: {},
      baseDir: '.',
      extra: {},
    });
  return { router, start };
}

/** Connections the Redis server has open, besides the one asking. */
async function connectionsTo(redis: RedisServer): Promise<number> {
  const observer = await createClient({ url: redis.url }).connect();
  try {
    const info = await observer.info('clients');
    return Number(/connected_clients:(\d+)/.exec(info)![1]) - 1;
  } finally {
    observer.destroy();
  }
}

describe('host.storage.redis', () => {
  it('gives modules asking for the same URL one connection, closed when the last of them stops', async () => {
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    const { router, start } = onRouter();
    const first = await start(redisCounter('svc-a', redis.url));
    const second = await start(redisCounter('svc-b', redis.url));
    expect(await router.invoke('svc-a::incr', null)).toBe(1);
    expect(await router.invoke('svc-b::incr', null)).toBe(2);
    expect(await connectionsTo(redis)).toBe(1);

    // Another URL (database 1 of the same server) is another connection.
    const other = await start(redisCounter('svc-c', `${redis.url}/1`));
    expect(await router.invoke('svc-c::incr', null)).toBe(1);
    expect(await connectionsTo(redis)).toBe(2);
    await other.stop();
    await expect.poll(() => connectionsTo(redis), { timeout: 10_000 }).toBe(1);

    await first.stop();
    expect(await router.invoke('svc-b::incr', null)).toBe(3);
    expect(await connectionsTo(redis)).toBe(1);
    await second.stop();
    await expect.poll(() => connectionsTo(redis), { timeout: 10_000 }).toBe(0);
  }, 30_000);

  it('refuses a module whose Redis cannot be reached, naming the module', async () => {
    const redis = await startRedis();
    const url = redis.url;
    await redis.stop();
    const { start } = onRouter();
    await expect(start(redisCounter('svc-a', url))).rejects.toMatchObject({
      code: 'store_unavailable',
      message: expect.stringMatching(/^svc-a: cannot connect to Redis at redis:\/\/127\.0\.0\.1:\d+\/? \(/),
    });
  }, 30_000);
});

describe('host.storage.openLog', () => {
  it('syncs the log of a module and releases its directory when the module stops', async () => {
    const dir = tempDir();
    const { router, start } = onRouter();
    const module = await start(logCounter(dir, { durability: 'batched', batchWindowMs: 600_000 }));
    for (let i = 1; i <= 10; i++) expect(await router.invoke('counter::add', 'a')).toBe(i);
    // Acknowledged, and not yet synced: the window is ten minutes. (The log may already have its
    // free space: zeroes.)
    expect(readFileSync(join(dir, 'counter.log'), 'utf8').replace(/\0+$/, '')).toBe('');
    await module.stop();
    const reopened = await Counters.open(dir);
    expect(reopened.counts.get('a')).toBe(10);
    await reopened.log.close();
  });

  it('takes the recovery of a log called counter from SVC_COUNTER_RECOVERY', async () => {
    const dir = tempDir();
    const { router, start } = onRouter();
    const module = await start(logCounter(dir));
    await router.invoke('counter::add', 'a');
    await module.stop();
    rmSync(join(dir, 'counter.log'));
    await expect(start(logCounter(dir))).rejects.toMatchObject({
      code: 'store_unavailable',
      message: expect.stringMatching(/^svc-counter: \S+counter\.log is missing[\s\S]*SVC_COUNTER_RECOVERY=start_empty/),
    });
    vi.stubEnv('SVC_COUNTER_RECOVERY', 'start_empty');
    const empty = await start(logCounter(dir));
    expect(await router.invoke('counter::add', 'a')).toBe(1);
    await empty.stop();
    vi.stubEnv('SVC_COUNTER_RECOVERY', 'yes');
    await expect(start(logCounter(dir))).rejects.toThrow(
      /^svc-counter: SVC_COUNTER_RECOVERY is "yes"; it takes start_empty or skip_damaged/,
    );
  });
});
