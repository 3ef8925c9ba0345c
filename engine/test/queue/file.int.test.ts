/**
 * svc-queue's file adapter under kill -9 of the engine: over repeated kills in the middle of a
 * stream of enqueues, no enqueue the engine acknowledged is lost, and a message in flight when
 * the engine died is delivered after the restart.
 */
import type { ChildProcess } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import { startEngineProcess, writeConfig, type EngineProcess } from '../process.js';
import { caller, tempDir } from '../state/harness.js';
import { queueConfig, startConsumer } from './harness.js';

const children: ChildProcess[] = [];
const engines: EngineProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const engine of engines.splice(0)) await engine.kill('SIGKILL');
});

/** A config with svc-queue's file adapter in `dir` and a queue whose messages wait an hour before delivery. */
const fileQueue = (dir: string) =>
  writeConfig(
    queueConfig(
      `adapter: { name: file_based, path: ${JSON.stringify(dir)} }\nqueues:\n  parked: { delay_seconds: 3600 }`,
    ),
  );

async function start(config: string): Promise<EngineProcess> {
  const engine = await startEngineProcess(['--config', config]);
  engines.push(engine);
  return engine;
}

const depth = async (url: string, topic: string) => {
  const c = await caller(url);
  try {
    return (await c.result<{ depth: number; in_flight: number }>('engine::queue::topic_stats', { topic })).depth;
  } finally {
    c.close();
  }
};

it('loses no acknowledged enqueue over five kill -9 of the engine mid-stream', async () => {
  const config = fileQueue(tempDir('svc-queue-kill-'));
  let acknowledged = 0;
  let sent = 0;
  for (let round = 0; round < 5; round++) {
    const engine = await start(config);
    const before = await depth(engine.url, 'parked');
    // Every acknowledged enqueue so far is there; at most those sent without an answer more.
    expect(before).toBeGreaterThanOrEqual(acknowledged);
    expect(before).toBeLessThanOrEqual(sent);
    acknowledged = before;
    sent = before;
    const c = await caller(engine.url);
    let stop = false;
    const writers = Array.from({ length: 8 }, async () => {
      while (!stop) {
        sent++;
        try {
          await c.result('engine::queue::enqueue', { queue: 'parked', function_id: 'nobody::yet', data: { sent } });
          acknowledged++;
        } catch {
          return;
        }
      }
    });
    await expect.poll(() => acknowledged - before, { timeout: 10_000 }).toBeGreaterThan(100);
    engine.child.kill('SIGKILL');
    await engine.exited;
    stop = true;
    await Promise.all(writers);
    engines.splice(engines.indexOf(engine), 1);
  }
  const engine = await start(config);
  const after = await depth(engine.url, 'parked');
  expect(after).toBeGreaterThanOrEqual(acknowledged);
  expect(after).toBeLessThanOrEqual(sent);
}, 120_000);

it('a message in flight when the engine was killed -9 is delivered after the restart', async () => {
  const dir = tempDir('svc-queue-kill-');
  const config = writeConfig(queueConfig(`adapter: { name: file_based, path: ${JSON.stringify(dir)} }`));
  const first = await start(config);
  const hung = await startConsumer(children, 'queue-consumer.mjs', first.url, 'queue', 'jobs', 'kill::engine', 'hang');
  const c = await caller(first.url);
  await expect
    .poll(
      async () =>
        (await c.result<{ consumer_count: number }>('engine::queue::topic_stats', { topic: 'jobs' })).consumer_count,
    )
    .toBe(1);
  await c.result('iii::durable::publish', { topic: 'jobs', data: { survive: true } });
  await expect.poll(() => hung.got(), { timeout: 10_000 }).toEqual([{ survive: true }]);
  first.child.kill('SIGKILL');
  await first.exited;
  hung.child.kill('SIGKILL');
  const second = await start(config);
  const healthy = await startConsumer(
    children,
    'queue-consumer.mjs',
    second.url,
    'queue',
    'jobs',
    'kill::engine',
    'ok',
  );
  await expect.poll(() => healthy.got(), { timeout: 10_000 }).toEqual([{ survive: true }]);
  await expect.poll(() => depth(second.url, 'jobs'), { timeout: 5000 }).toBe(0);
}, 60_000);
