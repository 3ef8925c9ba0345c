import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, rawClient, startEngineProcess, writeConfig } from '../process.js';
import { type RedisServer, startRedis } from '../state/harness.js';
import { bearer } from './harness.js';

const CONSOLE = 'console-token-0123456789';
const CLUSTER = 'cluster-token-0123456789';
const PASSWORD = 'redis-password-0123456789';

describe('secrets never leak: Redis passwords and tokens', () => {
  let redis: RedisServer;
  let engine: EngineProcess;

  beforeAll(async () => {
    redis = await startRedis();
    spawnSync('redis-cli', ['-p', String(redis.port), 'CONFIG', 'SET', 'requirepass', PASSWORD]);
    const url = `redis://:${PASSWORD}@127.0.0.1:${redis.port}`;
    const config = writeConfig(
      `cluster: { redis_url: "${url}", token: ${CLUSTER} }\n` +
        `auth:\n  tokens: [{ name: console, value: ${CONSOLE}, console: true }]\n` +
        'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n' +
        '  - name: svc-http\n    config: { port: 0 }\n' +
        `  - name: svc-state\n    config: { adapter: { name: redis, url: "${url}" } }\n`,
    );
    engine = await startEngineProcess(['--config', config], { SVC_LOG_LEVEL: 'debug' });
  });
  afterAll(async () => {
    await engine?.kill();
    await redis?.stop();
  });

  it('masks the Redis password on the console info page and keeps it working', async () => {
    const info = await fetch(`${engine.listeners.http}/_console/info`, { headers: bearer(CONSOLE) });
    const text = await info.text();
    expect(info.status).toBe(200);
    expect(text).not.toContain(PASSWORD);
    expect(text).toContain(`redis://:***@127.0.0.1:${redis.port}`);
    const client = await rawClient(`${engine.url}/?token=${CONSOLE}`);
    expect((await client.call('state::set', { scope: 's', key: 'k', value: 1 })).error).toBeUndefined();
    client.close();
  });

  it('shows no token in engine::* outputs about the connections that presented one', async () => {
    const client = await rawClient(`${engine.url}/?token=${CONSOLE}`);
    client.send({
      type: 'invokefunction',
      function_id: 'engine::workers::register',
      data: { name: 'masked', runtime: 'node' },
      action: { type: 'void' },
    });
    for (const id of ['engine::workers::list', 'engine::functions::list', 'engine::registered-triggers::list']) {
      const listed = await client.call(id, {});
      expect(listed.error).toBeUndefined();
      expect(JSON.stringify(listed.result)).not.toContain(CONSOLE);
    }
    client.close();
  });

  it('writes no token or password into its log, even at debug level', async () => {
    // The cluster token is a peer's, not a console token: refused, and never written down.
    const refused = await fetch(`${engine.listeners.http}/_console/info?token=${CLUSTER}`);
    expect(refused.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const secret of [PASSWORD, CONSOLE, CLUSTER]) expect(engine.output()).not.toContain(secret);
  });
});
