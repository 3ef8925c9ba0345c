/**
 * A cluster whose engines require tokens: each engine presents the cluster's token to the others'
 * bridges, so calls still cross engines, while a worker without a token is refused on every one.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, startEngineProcess, writeConfig } from '../process.js';
import { type Caller, caller, runFixture, type RedisServer, startRedis } from '../state/harness.js';
import { tryUpgrade } from '../auth/harness.js';
import { eventually, HEARTBEAT_MS, TTL_MS } from './harness.js';

const WORKER = 'worker-token-0123456789';
const CLUSTER = 'cluster-token-0123456789';

let redis: RedisServer;
let engines: EngineProcess[] = [];
let onB: Caller;
const started: ChildProcess[] = [];

const config = (engineId: string, token: string | undefined) =>
  writeConfig(
    `cluster: { redis_url: "${redis.url}", engine_id: ${engineId}, heartbeat_ms: ${HEARTBEAT_MS}, ` +
      `ttl_ms: ${TTL_MS}${token ? `, token: ${token}` : ''} }\n` +
      `auth:\n  tokens: [{ name: workers, value: ${WORKER} }]\n` +
      'workers:\n' +
      '  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n' +
      '  - name: svc-state\n',
  );

const withToken = (url: string) => `${url}/?token=${WORKER}`;

beforeAll(async () => {
  redis = await startRedis();
  engines = await Promise.all([
    startEngineProcess(['--config', config('engine-a', CLUSTER)]),
    startEngineProcess(['--config', config('engine-b', CLUSTER)]),
  ]);
  onB = await caller(withToken(engines[1]!.url));
}, 30_000);

afterAll(async () => {
  onB?.close();
  for (const child of started) child.kill('SIGKILL');
  await Promise.all(engines.map((engine) => engine.kill()));
  await redis?.stop();
}, 30_000);

describe('a cluster whose engines require tokens', () => {
  it('routes a call from engine B to a worker on engine A over a link admitted by the cluster token', async () => {
    const worker = runFixture(started, 'cluster-worker.mjs', withToken(engines[0]!.url), 'count', 'on-a');
    await eventually(async () => (worker.output().includes('ready') ? true : undefined));
    const frame = await eventually(async () => {
      const answer = await onB.call('cluster::count', { n: 7 });
      return (answer.error as { code?: string } | undefined)?.code === 'function_not_found' ? undefined : answer;
    });
    expect(frame.error).toBeUndefined();
    expect(worker.output()).toContain('got 7 on-a');
  });

  it('still refuses a worker without a token on every engine', async () => {
    for (const engine of engines) expect(await tryUpgrade(engine.url)).toMatchObject({ opened: false, status: 401 });
  });
});
