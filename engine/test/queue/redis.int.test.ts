/**
 * svc-queue on a real redis-server: two engines consume one topic without delivering a message
 * twice, a message enqueued on one engine runs on the engine whose worker has the function, and
 * with Redis down an enqueue or publish fails at once with store_unavailable, keeping nothing.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startEngineProcess, writeConfig, type EngineProcess } from '../process.js';
import { caller, startRedis, type Caller, type RedisServer } from '../state/harness.js';
import { type Consumer, queueConfig, startConsumer } from './harness.js';

const children: ChildProcess[] = [];
const engines: EngineProcess[] = [];
const callers: Caller[] = [];
let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const c of callers.splice(0)) c.close();
  for (const engine of engines.splice(0)) await engine.kill();
});
afterAll(async () => {
  await redis?.stop();
});

/** Waits until `topic` has one consumer bound in the engine `client` talks to. */
async function subscribed(client: Caller, topic: string): Promise<void> {
  const count = async () =>
    (await client.result<{ consumer_count: number }>('engine::queue::topic_stats', { topic })).consumer_count;
  await expect.poll(count, { timeout: 10_000 }).toBe(1);
}

/** Waits until `consumer` got `{n: 0}` … `{n: count - 1}`, then checks that none comes twice. */
async function receivedOnce(consumer: Consumer, count: number): Promise<void> {
  await expect.poll(() => consumer.got().length, { timeout: 15_000 }).toBe(count);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const got = consumer.got().map((d) => (d as { n: number }).n);
  expect(got.sort((x, y) => x - y)).toEqual(Array.from({ length: count }, (_, n) => n));
}

let prefixes = 0;
async function engineOn(prefix: string): Promise<{ engine: EngineProcess; client: Caller }> {
  const adapter = `adapter: { name: redis, url: ${JSON.stringify(redis.url)}, key_prefix: "${prefix}" }`;
  const engine = await startEngineProcess(['--config', writeConfig(queueConfig(`${adapter}\npoll_interval_ms: 50`))]);
  engines.push(engine);
  const client = await caller(engine.url);
  callers.push(client);
  return { engine, client };
}

it('two engines on one Redis consume one topic: every message is delivered once, and both take a share', async () => {
  const prefix = `two-${++prefixes}-${Date.now()}:`;
  const a = await engineOn(prefix);
  const b = await engineOn(prefix);
  const config = JSON.stringify({ concurrency: 1 });
  const onA = await startConsumer(
    children,
    'queue-consumer.mjs',
    a.engine.url,
    'queue',
    'shared',
    'c::shared',
    'slow:30',
    config,
  );
  const onB = await startConsumer(
    children,
    'queue-consumer.mjs',
    b.engine.url,
    'queue',
    'shared',
    'c::shared',
    'slow:30',
    config,
  );
  for (const { client } of [a, b]) {
    await subscribed(client, 'shared');
  }
  for (let n = 0; n < 60; n++) await a.client.result('iii::durable::publish', { topic: 'shared', data: { n } });
  await expect.poll(() => onA.got().length + onB.got().length, { timeout: 20_000 }).toBe(60);
  const all = [...onA.got(), ...onB.got()].map((d) => (d as { n: number }).n).sort((x, y) => x - y);
  expect(all).toEqual(Array.from({ length: 60 }, (_, n) => n));
  expect(onA.got().length).toBeGreaterThan(0);
  expect(onB.got().length).toBeGreaterThan(0);
  // Nothing is delivered again later.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(onA.got().length + onB.got().length).toBe(60);
  expect(await a.client.result('engine::queue::topic_stats', { topic: 'shared' })).toMatchObject({
    depth: 0,
    in_flight: 0,
  });
}, 60_000);

it('a publish on one engine reaches a function bound only in another engine, once', async () => {
  const prefix = `pub-${++prefixes}-${Date.now()}:`;
  const a = await engineOn(prefix);
  const b = await engineOn(prefix);
  const onB = await startConsumer(children, 'queue-consumer.mjs', b.engine.url, 'queue', 'far', 'only::far', 'ok');
  await subscribed(b.client, 'far');
  for (let n = 0; n < 5; n++) await a.client.result('iii::durable::publish', { topic: 'far', data: { n } });
  await receivedOnce(onB, 5);
}, 60_000);

it('a message enqueued on one engine runs once on the engine whose worker has the function', async () => {
  const prefix = `enq-${++prefixes}-${Date.now()}:`;
  const a = await engineOn(prefix);
  const b = await engineOn(prefix);
  const onB = await startConsumer(children, 'queue-consumer.mjs', b.engine.url, 'queue', 'unused', 'only::on-b', 'ok');
  for (let n = 0; n < 5; n++) {
    await a.client.result('engine::queue::enqueue', { queue: 'default', function_id: 'only::on-b', data: { n } });
  }
  await receivedOnce(onB, 5);
  expect(await a.client.result('engine::queue::topic_stats', { topic: 'default' })).toMatchObject({
    depth: 0,
    dlq_depth: 0,
  });
}, 60_000);

it('with Redis down, enqueue and publish fail at once with store_unavailable keeping nothing', async () => {
  const own = await startRedis();
  const adapter = `adapter: { name: redis, url: ${JSON.stringify(own.url)}, key_prefix: "down:" }`;
  const engine = await startEngineProcess(['--config', writeConfig(queueConfig(adapter))]);
  engines.push(engine);
  const client = await caller(engine.url);
  callers.push(client);
  const consumer = await startConsumer(children, 'queue-consumer.mjs', engine.url, 'queue', 'down', 'c::down', 'ok');
  await subscribed(client, 'down');
  own.child.kill('SIGSTOP');
  own.child.kill('SIGKILL');
  await own.exited;
  const published = await client.call('iii::durable::publish', { topic: 'down', data: { lost: false } });
  expect(published.error).toMatchObject({ code: 'store_unavailable' });
  const enqueued = await client.call('engine::queue::enqueue', { queue: 'default', function_id: 'c::down', data: {} });
  expect(enqueued.error).toMatchObject({ code: 'store_unavailable' });
  // Redis comes back empty on the same port: nothing was sent later.
  const back = await startRedis({ port: own.port });
  try {
    await expect
      .poll(async () => (await client.call('engine::queue::topic_stats', { topic: 'down' })).result, {
        timeout: 15_000,
      })
      .toMatchObject({ depth: 0, in_flight: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(consumer.got()).toEqual([]);
  } finally {
    await back.stop();
  }
}, 60_000);
