/**
 * What `svc start` loads: an engine whose config names no Redis does not load the Redis client
 * (about 60 ms and 19 MB of a start, bench/README.md); one whose svc-state uses Redis does.
 * Node's module log (`NODE_DEBUG=module`) names every package file it loads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngineProcess, writeConfig } from './process.js';
import { startRedis, type RedisServer } from './state/harness.js';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

describe('svc start', () => {
  it('loads no Redis client on the embedded default config', async () => {
    const engine = await startEngineProcess([], { NODE_DEBUG: 'module' });
    await engine.kill();
    // The log does show packages loading: ws's native bufferutil is one.
    expect(engine.output()).toMatch(/node_modules\/bufferutil\//);
    expect(engine.output()).not.toMatch(/@redis\/client/);
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
