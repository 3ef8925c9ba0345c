/**
 * svc-state in a real engine process, used by svc-sdk workers in their own processes, on each
 * adapter: 100 concurrent writers × 1,000 increments of one key, 50 concurrent compare-and-set
 * claimers, and a worker's `state` trigger filtered by event type.
 */
import type { ChildProcess } from 'node:child_process';
import type { JsonValue } from '@svc/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEngineProcess, writeConfig, type EngineProcess } from '../process.js';
import { caller, runFixture, startRedis, tempDir, type Caller, type RedisServer } from './harness.js';

const children: ChildProcess[] = [];
const run = (name: string, ...args: string[]) => runFixture(children, name, ...args);

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(async () => {
  await redis?.stop();
});

const ADAPTER_YAML = {
  in_memory: () => '{ name: in_memory }',
  file_based: () => `{ name: file_based, path: ${JSON.stringify(tempDir())} }`,
  redis: () => `{ name: redis, url: ${JSON.stringify(redis.url)}, key_prefix: "workers-${Date.now()}:" }`,
};

describe.each(Object.keys(ADAPTER_YAML) as (keyof typeof ADAPTER_YAML)[])(
  'svc-state on %s used by worker processes',
  (adapter) => {
    let engine: EngineProcess;
    let client: Caller;
    beforeAll(async () => {
      const config = writeConfig(
        'workers:\n  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n' +
          `  - name: svc-state\n    config:\n      adapter: ${ADAPTER_YAML[adapter]()}\n`,
      );
      engine = await startEngineProcess(['--config', config]);
      client = await caller(engine.url);
    });
    afterAll(async () => {
      client?.close();
      await engine?.kill();
    });

    it('100 concurrent writers × 1,000 increments of one key end at exactly 100,000', async () => {
      const writers = Array.from({ length: 4 }, () =>
        run('state-incrementer.mjs', engine.url, '25', '1000', 'counters', 'hits'),
      );
      const outputs = await Promise.all(writers.map((w) => w.exited));
      expect(outputs).toEqual(['done 0', 'done 0', 'done 0', 'done 0']);
      expect(await client.result('state::get', { scope: 'counters', key: 'hits' })).toEqual({ n: 100_000 });
    }, 60_000);

    it('50 concurrent compare-and-set claimers: exactly one wins, and its value is stored', async () => {
      const claimers = [
        run('state-claimer.mjs', engine.url, '25', 'jobs', 'j1'),
        run('state-claimer.mjs', engine.url, '25', 'jobs', 'j1'),
      ];
      const outputs = await Promise.all(claimers.map((c) => c.exited));
      const counts = outputs.map((o) => o.split(' ').slice(1).map(Number));
      expect(counts.reduce((sum, [won]) => sum + won!, 0)).toBe(1);
      expect(counts.reduce((sum, [, lost]) => sum + lost!, 0)).toBe(49);
      expect(await client.result('state::get', { scope: 'jobs', key: 'j1' })).toEqual({
        owner: expect.stringMatching(/^\d+-\d+$/),
      });
    }, 30_000);

    it("deliver a worker's state trigger only for the event types and scope it asked for", async () => {
      const watcher = run('state-watcher.mjs', engine.url, 'watched');
      await expect
        .poll(
          async () => {
            const listed = await client.result<{ registered_triggers: { status: string }[] }>(
              'engine::registered-triggers::list',
              { trigger_type: 'state' },
            );
            return listed.registered_triggers.map((t) => t.status);
          },
          { timeout: 10_000 },
        )
        .toEqual(['active']);
      await client.result('state::set', { scope: 'watched', key: 'k', value: 1 });
      await client.result('state::set', { scope: 'other', key: 'k', value: 1 });
      await client.result('state::update', {
        scope: 'watched',
        key: 'k',
        ops: [{ type: 'increment', path: '', by: 1 }],
      });
      await client.result('state::delete', { scope: 'watched', key: 'k' });
      await client.result('state::set', { scope: 'watched', key: 'k2', value: 'a' });
      await client.result('state::set', { scope: 'watched', key: 'k2', value: 'b' });
      const events = () =>
        watcher
          .output()
          .split('\n')
          .filter((l) => l.startsWith('event '))
          .map((l) => JSON.parse(l.slice(6)) as Record<string, JsonValue>);
      await expect.poll(() => events().length, { timeout: 10_000 }).toBe(2);
      expect(events()).toEqual([
        { type: 'state', event_type: 'state:updated', scope: 'watched', key: 'k', old_value: 1, new_value: 2 },
        { type: 'state', event_type: 'state:updated', scope: 'watched', key: 'k2', old_value: 'a', new_value: 'b' },
      ]);
    }, 30_000);
  },
);
