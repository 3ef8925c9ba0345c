/**
 * What `svc start` loads: an engine whose config names no Redis does not load the Redis client
 * (about 60 ms and 19 MB of a start, bench/README.md); one whose svc-state uses Redis does. ws's
 * native bufferutil loads at the first frame it unmasks, not at start. Node's module log
 * (`NODE_DEBUG=module`) names every package file it loads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawClient, startEngineProcess, writeConfig } from './process.js';
import { startRedis, type RedisServer } from './state/harness.js';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

describe('svc start', () => {
  it('loads no Redis client on the embedded default config, and bufferutil at the first frame to unmask', async () => {
    const engine = await startEngineProcess([], { NODE_DEBUG: 'module' });
    try {
      const client = await rawClient(engine.url);
      // Connected and greeted: the engine has unmasked nothing of 32 bytes or more yet.
      const beforeFrames = engine.output();
      // Run from its compiled modules instead, ws would load bufferutil with itself.
      expect(beforeFrames, 'svc ran its compiled modules, not the bundle: run `make build`').not.toMatch(
        /node_modules\/ws\/lib\//,
      );
      const answer = await client.call('engine::workers::list', { padding: 'x'.repeat(64) });
      client.close();
      expect(beforeFrames).not.toMatch(/node_modules\/bufferutil\//);
      // The frame came through whole, unmasked by bufferutil, which the log shows loading.
      expect(answer.error).toBeUndefined();
      expect((answer.result as { workers: unknown[] }).workers.length).toBeGreaterThan(0);
      expect(engine.output()).toMatch(/node_modules\/bufferutil\//);
      expect(engine.output()).not.toMatch(/@redis\/client/);
    } finally {
      await engine.kill();
    }
  });

  it('loads it when svc-state keeps its data in Redis', async () => {
    const config = writeConfig(
      `workers:\n  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n` +
        `  - name: svc-state\n    config:\n      adapter: { name: redis, url: "${redis.url}" }\n`,
    );
    const engine = await startEngineProcess(['start', '--config', config], { NODE_DEBUG: 'module' });
    await engine.kill();
    expect(engine.output()).toMatch(/@redis\/client/);
  });
});
