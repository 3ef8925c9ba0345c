/**
 * The redis adapter against real redis-server processes: engines sharing one Redis keep the
 * semantics of one engine, nothing is lost across engine and Redis restarts, and a Redis that
 * cannot be reached stops the engine at start. Outages while running: `redis-outage.int.test.ts`.
 */
import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { startEngineProcess, writeConfig, type EngineProcess } from '../process.js';
import {
  caller,
  freePort,
  readScope,
  runFixture,
  startRedis,
  tempDir,
  type Caller,
  type RedisServer,
} from './harness.js';

const cleanups: (() => unknown)[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function redisConfig(url: string, prefix = 'shared:'): string {
  return writeConfig(
    'workers:\n  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n' +
      '  - name: svc-state\n    config:\n' +
      `      adapter: { name: redis, url: ${JSON.stringify(url)}, key_prefix: ${JSON.stringify(prefix)} }\n`,
  );
}

async function engineOn(redis: RedisServer): Promise<{ engine: EngineProcess; client: Caller }> {
  const engine = await startEngineProcess(['--config', redisConfig(redis.url)]);
  const client = await caller(engine.url);
  cleanups.push(
    () => engine.kill(),
    () => client.close(),
  );
  return { engine, client };
}

const run = (name: string, ...args: string[]) => runFixture(children, name, ...args).exited;

describe('redis adapter', () => {
  it('gives two engines sharing one Redis the atomicity of one: increments add up, one claimer wins', async () => {
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    const [a, b] = [await engineOn(redis), await engineOn(redis)];
    const increments = await Promise.all(
      [a, b, a, b].map(({ engine }) => run('state-incrementer.mjs', engine.url, '25', '500', 'counters', 'shared')),
    );
    expect(increments).toEqual(['done 0', 'done 0', 'done 0', 'done 0']);
    expect(await a.client.result('state::get', { scope: 'counters', key: 'shared' })).toEqual({ n: 50_000 });
    const claims = await Promise.all(
      [a, b].map(({ engine }) => run('state-claimer.mjs', engine.url, '25', 'jobs', 'shared')),
    );
    const won = claims.map((line) => Number(line.split(' ')[1]));
    expect(won[0]! + won[1]!).toBe(1);
    expect(await b.client.result('state::get', { scope: 'jobs', key: 'shared' })).toEqual(
      await a.client.result('state::get', { scope: 'jobs', key: 'shared' }),
    );
  }, 60_000);

  it('loses nothing when the engine is killed and Redis restarts from its append-only file', async () => {
    const dir = tempDir('svc-redis-data-');
    let redis = await startRedis({ dir });
    const port = redis.port;
    cleanups.push(() => redis.stop());
    const first = await engineOn(redis);
    const written = new Map<string, number>();
    await Promise.all(
      Array.from({ length: 20 }, async (_, lane) => {
        for (let i = 0; i < 100; i++) {
          const key = `k${lane}-${i}`;
          await first.client.result('state::set', { scope: 'kept', key, value: i });
          written.set(key, i);
        }
      }),
    );
    await first.client.result('state::update', {
      scope: 'kept',
      key: 'counter',
      ops: [{ type: 'increment', path: 'n', by: 7 }],
    });
    first.engine.child.kill('SIGKILL');
    await first.engine.exited;
    await redis.stop();
    redis = await startRedis({ dir, port });
    const second = await engineOn(redis);
    const stored = await readScope(second.client, 'kept');
    expect(stored.get('counter')).toEqual({ n: 7 });
    stored.delete('counter');
    expect(stored).toEqual(written);
    expect(await second.client.result('state::list_groups', {})).toEqual({ groups: ['kept'] });
  }, 60_000);

  it('stops the engine at start with a clear error when Redis cannot be reached', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    await expect(startEngineProcess(['--config', redisConfig(url)])).rejects.toThrow(
      new RegExp(
        `exited with 1[\\s\\S]*svc: svc-state: cannot connect to Redis at ${url}/? ` +
          '\\(.*\\); start Redis or fix adapter.url',
      ),
    );
  }, 30_000);
});
