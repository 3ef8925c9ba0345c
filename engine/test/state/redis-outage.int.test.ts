/**
 * The redis adapter while its redis-server is down, on real processes: a server that refuses
 * connections (killed) and one that accepts but never answers (SIGSTOP). Calls fail fast with
 * `store_unavailable`, nothing refused is applied when Redis returns, the engine's memory does
 * not grow with the calls it refuses, and calls succeed again without restarting the engine.
 */
import { createClient } from '@redis/client';
import type { JsonValue } from '@svc/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { startEngineProcess, writeConfig, type EngineProcess } from '../process.js';
import { caller, rssBytes, startRedis, tempDir, type Caller, type RedisServer } from './harness.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const PREFIX = 'outage:';
/** The engine's default invocation timeout: a call that waits for Redis to return gets `timeout` then. */
const INVOCATION_TIMEOUT_MS = 30_000;

async function engineOn(redis: RedisServer): Promise<{ engine: EngineProcess; client: Caller }> {
  const config = writeConfig(
    'workers:\n  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n' +
      '  - name: svc-state\n    config:\n' +
      `      adapter: { name: redis, url: ${JSON.stringify(redis.url)}, key_prefix: ${JSON.stringify(PREFIX)} }\n`,
  );
  const engine = await startEngineProcess(['--config', config]);
  const client = await caller(engine.url);
  cleanups.push(
    () => engine.kill(),
    () => client.close(),
  );
  return { engine, client };
}

/** Calls a function; resolves with the error code (`ok` on success) and how long the call took. */
async function timedCall(client: Caller, functionId: string, data: JsonValue): Promise<{ code: string; ms: number }> {
  const started = performance.now();
  const frame = await client.call(functionId, data);
  const error = frame.error as { code: string } | undefined;
  return { code: error?.code ?? 'ok', ms: performance.now() - started };
}

/** The keys of a scope's hash, read from Redis itself rather than through the engine. */
async function keysInRedis(url: string, scope: string): Promise<string[]> {
  const direct = createClient({ url });
  await direct.connect();
  try {
    return (await direct.hKeys(`${PREFIX}v:${scope}`)).sort();
  } finally {
    direct.destroy();
  }
}

/** Waits until a set succeeds again, as Redis is back and reconnected to by itself. */
async function setOnceBack(client: Caller, scope: string, key: string): Promise<void> {
  await expect
    .poll(async () => (await timedCall(client, 'state::set', { scope, key, value: key })).code, {
      timeout: 30_000,
      interval: 250,
    })
    .toBe('ok');
}

describe('redis adapter during an outage', () => {
  it('fails writes at once while Redis refuses connections, applies none later, keeps memory flat', async () => {
    const dir = tempDir('svc-redis-data-');
    let redis = await startRedis({ dir });
    cleanups.push(() => redis.stop());
    const { engine, client } = await engineOn(redis);
    await client.result('state::set', { scope: 'o', key: 'before', value: 1 });
    redis.child.kill('SIGKILL');
    await redis.exited;
    // Once the engine has seen the connection close: a write racing that close was in flight.
    await expect.poll(() => engine.output(), { timeout: 10_000 }).toContain('redis unreachable');

    const first = await timedCall(client, 'state::set', { scope: 'o', key: 'refused-first', value: 1 });
    expect(first.code).toBe('store_unavailable');
    expect(first.ms).toBeLessThan(INVOCATION_TIMEOUT_MS / 3);

    // 20,000 refused writes of 16 KiB each: were they kept for later, they would hold 320 MB. RSS
    // also moves as the heap and the allocator size themselves (by up to ~50 MB on the test VM).
    const pad = 'x'.repeat(16 * 1024);
    const refuse = async (from: number, count: number) => {
      const codes = new Map<string, number>();
      let next = from;
      const lane = async () => {
        while (next < from + count) {
          const { code } = await timedCall(client, 'state::set', { scope: 'o', key: `refused-${next++}`, value: pad });
          codes.set(code, (codes.get(code) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: 50 }, lane));
      return Object.fromEntries(codes);
    };
    expect(await refuse(0, 2000)).toEqual({ store_unavailable: 2000 });
    const rssAfterWarmUp = rssBytes(engine.child.pid!);
    expect(await refuse(2000, 20_000)).toEqual({ store_unavailable: 20_000 });
    const rssAfter = rssBytes(engine.child.pid!);
    const growth = rssAfter - rssAfterWarmUp;
    console.info(
      `redis outage: engine RSS ${(rssAfterWarmUp / 2 ** 20).toFixed(1)} MiB after 2,000 refused writes, ` +
        `${(rssAfter / 2 ** 20).toFixed(1)} MiB after 20,000 more (${(growth / 2 ** 20).toFixed(1)} MiB)`,
    );
    expect(growth).toBeLessThan(100 * 2 ** 20);

    redis = await startRedis({ dir, port: redis.port });
    await setOnceBack(client, 'o', 'after');
    expect(await keysInRedis(redis.url, 'o')).toEqual(['after', 'before']);
    expect(await client.result('state::get', { scope: 'o', key: 'before' })).toBe(1);
    // One line when Redis went away and one when it came back, not one per refused call.
    expect(engine.output().match(/redis unreachable/g)).toHaveLength(1);
    expect(engine.output().match(/redis reachable again/g)).toHaveLength(1);
  }, 120_000);

  it('reports writes in flight to a hung Redis as of unknown outcome, refuses the next fast, recovers', async () => {
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    const { engine, client } = await engineOn(redis);
    await client.result('state::set', { scope: 'h', key: 'before', value: 1 });
    redis.child.kill('SIGSTOP');

    // Sent before anything could tell the server hung: Redis may still apply them once it runs.
    const inFlight = await Promise.all(
      Array.from({ length: 20 }, (_, i) => timedCall(client, 'state::set', { scope: 'h', key: `sent-${i}`, value: i })),
    );
    for (const { code, ms } of inFlight) {
      expect(code).toBe('store_outcome_unknown');
      expect(ms).toBeLessThan(INVOCATION_TIMEOUT_MS / 3);
    }
    // The connection is given up: later calls are not sent, and fail at once.
    const refused = [];
    for (let i = 0; i < 50; i++)
      refused.push(await timedCall(client, 'state::set', { scope: 'h', key: `refused-${i}`, value: i }));
    for (const { code, ms } of refused) {
      expect(code).toBe('store_unavailable');
      expect(ms).toBeLessThan(INVOCATION_TIMEOUT_MS / 3);
    }
    expect((await timedCall(client, 'state::get', { scope: 'h', key: 'before' })).code).toBe('store_unavailable');
    expect(
      (
        await timedCall(client, 'state::update', {
          scope: 'h',
          key: 'n',
          ops: [{ type: 'increment', path: 'n', by: 1 }],
        })
      ).code,
    ).toBe('store_unavailable');

    redis.child.kill('SIGCONT');
    await setOnceBack(client, 'h', 'after');
    const stored = await keysInRedis(redis.url, 'h');
    expect(stored.filter((key) => key.startsWith('refused-') || key === 'n')).toEqual([]);
    expect(stored).toEqual(expect.arrayContaining(['after', 'before']));
    const applied = stored.filter((key) => key.startsWith('sent-')).length;
    console.info(`hung redis: ${applied} of 20 writes reported as of unknown outcome were applied once it ran again`);
    expect(engine.output().match(/redis reachable again/g)).toHaveLength(1);
  }, 120_000);
});
