/**
 * svc-queue in a real engine process, consumed by real worker processes (svc-sdk and the
 * third-party iii-sdk) under both trigger type names: delivery, enqueue actions, retries and
 * the dead-letter queue, a consumer killed mid-message, the visibility timeout, FIFO order and
 * per-consumer concurrency.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawClient, startEngineProcess, writeConfig, type EngineProcess, type RawClient } from '../process.js';
import { caller, type Caller } from '../state/harness.js';
import { queueConfig, startConsumer } from './harness.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

let engine: EngineProcess;
let client: Caller;
beforeAll(async () => {
  engine = await startEngineProcess(['--config', writeConfig(queueConfig('queues:\n  jobs: { backoff_ms: 10 }'))]);
  client = await caller(engine.url);
});
afterAll(async () => {
  client?.close();
  await engine?.kill();
});

let topics = 0;
const freshTopic = () => `topic-${++topics}-${Date.now()}`;
const publish = (topic: string, data: unknown, extra: object = {}) =>
  client.result<{ messageReceiptId: string }>('iii::durable::publish', { topic, data, ...extra } as never);
/** Starts a svc-sdk consumer of `topic` with a `queue` trigger (`queue_config` as JSON text). */
const consume = (topic: string, functionId: string, behaviour: string, config?: string) =>
  startConsumer(
    children,
    'queue-consumer.mjs',
    engine.url,
    'queue',
    topic,
    functionId,
    behaviour,
    ...(config ? [config] : []),
  );
const stats = (topic: string) => client.result<Record<string, number>>('engine::queue::topic_stats', { topic });

/** Waits until the topic has a consumer bound in the engine. */
async function bound(topic: string, count = 1): Promise<void> {
  await expect.poll(async () => (await stats(topic)).consumer_count, { timeout: 10_000 }).toBe(count);
}

describe.each([
  ['svc-sdk', 'queue'],
  ['svc-sdk', 'durable:subscriber'],
  ['iii-sdk', 'queue'],
  ['iii-sdk', 'durable:subscriber'],
  ['iii-sdk (Python)', 'queue'],
  ['iii-sdk (Python)', 'durable:subscriber'],
])('a %s worker bound with a %s trigger', (sdk, type) => {
  it('receives every published message once, and the topic counts them done', async () => {
    const topic = freshTopic();
    const fixture =
      { 'svc-sdk': 'queue-consumer.mjs', 'iii-sdk': 'iii-queue-consumer.mjs' }[sdk] ?? 'iii-queue-consumer.py';
    const consumer = await startConsumer(children, fixture, engine.url, type, topic, `c::${topics}`, 'ok');
    await bound(topic);
    for (const n of [1, 2, 3]) expect((await publish(topic, { n })).messageReceiptId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => consumer.got().length, { timeout: 10_000 }).toBe(3);
    expect(consumer.got()).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }, { n: 3 }]));
    await expect
      .poll(() => stats(topic), { timeout: 5000 })
      .toMatchObject({ depth: 0, in_flight: 0, done: 3, failed: 0 });
  }, 30_000);
});

describe('enqueue', () => {
  let raw: RawClient;
  beforeAll(async () => {
    raw = await rawClient(engine.url);
  });
  afterAll(() => raw?.close());

  const enqueue = (queue: string, functionId: string, data: unknown) => {
    const id = `e-${Math.random()}`;
    raw.send({
      type: 'invokefunction',
      invocation_id: id,
      function_id: functionId,
      data,
      action: { type: 'enqueue', queue },
    });
    return raw.next((f) => f.type === 'invocationresult' && f.invocation_id === id);
  };

  it('an enqueue action is answered with a receipt before the function runs, which then runs once', async () => {
    // The worker registers its function once connected: wait for it before enqueueing to it.
    const topic = freshTopic();
    const consumer = await consume(topic, 'slowjob::run', 'slow:1500');
    await bound(topic);
    const answer = await enqueue('jobs', 'slowjob::run', { job: 1 });
    expect(answer.result).toEqual({ messageReceiptId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // Answered while the handler (1.5 s) has not finished.
    expect((await stats('jobs')).done).toBe(0);
    // The engine adds the caller's worker id to the data, as for any call.
    await expect.poll(() => consumer.got(), { timeout: 10_000 }).toEqual([expect.objectContaining({ job: 1 })]);
    await expect.poll(() => stats('jobs'), { timeout: 5000 }).toMatchObject({ depth: 0, in_flight: 0, done: 1 });
  }, 30_000);

  it('engine::queue::enqueue is the same provider, callable by any worker', async () => {
    // The worker registers its function once connected: wait for it before enqueueing to it.
    const topic = freshTopic();
    const consumer = await consume(topic, 'fnjob::run', 'ok');
    await bound(topic);
    const answer = await client.result<{ messageReceiptId: string }>('engine::queue::enqueue', {
      queue: 'default',
      function_id: 'fnjob::run',
      data: { via: 'function' },
    });
    expect(answer.messageReceiptId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => consumer.got(), { timeout: 10_000 }).toEqual([{ via: 'function' }]);
  }, 30_000);

  it('an enqueue to a queue not configured is refused with enqueue_error naming it; nothing is kept', async () => {
    const answer = await enqueue('nope', 'fnjob::run', {});
    expect(answer.error).toMatchObject({
      code: 'enqueue_error',
      message: expect.stringContaining('no queue named "nope"'),
    });
    expect(await stats('nope')).toMatchObject({ depth: 0, in_flight: 0, dlq_depth: 0 });
  });
});

describe('retries and the dead-letter queue', () => {
  it('maxRetries 2 makes 3 attempts, then the message is dead-lettered with its attempts and last error', async () => {
    const topic = freshTopic();
    const config = JSON.stringify({ maxRetries: 2, backoffType: 'fixed', backoffDelayMs: 50 });
    const consumer = await consume(topic, 'dlq::a', 'fail', config);
    await bound(topic);
    const { messageReceiptId } = await publish(topic, { order: 7 });
    await expect.poll(async () => (await stats(topic)).dlq_depth, { timeout: 10_000 }).toBe(1);
    expect(consumer.got()).toEqual([{ order: 7 }, { order: 7 }, { order: 7 }]);
    expect(await stats(topic)).toMatchObject({ depth: 0, in_flight: 0, done: 0, failed: 3, dlq_depth: 1 });
    const page = await client.result<{ total: number; messages: Record<string, unknown>[] }>(
      'engine::queue::dlq_messages',
      {
        topic,
      },
    );
    expect(page.total).toBe(1);
    expect(page.messages[0]).toMatchObject({
      id: messageReceiptId,
      function_id: 'dlq::a',
      payload: { order: 7 },
      retries: 3,
      error: expect.stringContaining('refused'),
      size_bytes: 11,
    });
    const listed = await client.result<{ topic: string; message_count: number }[]>('engine::queue::dlq_topics', {});
    expect(listed).toContainEqual(expect.objectContaining({ topic, message_count: 1 }));

    // Redriven to a consumer that now succeeds, it is delivered once more and done.
    consumer.child.kill('SIGKILL');
    const fixed = await consume(topic, 'dlq::a', 'ok', config);
    await bound(topic);
    expect(await client.result('iii::queue::redrive', { queue: topic })).toEqual({ queue: topic, redriven: 1 });
    await expect.poll(() => fixed.got(), { timeout: 10_000 }).toEqual([{ order: 7 }]);
    await expect.poll(() => stats(topic), { timeout: 5000 }).toMatchObject({ depth: 0, dlq_depth: 0, done: 1 });
  }, 30_000);

  it('redrive_message and discard_message act on one dead letter; an unknown id answers false', async () => {
    const topic = freshTopic();
    const config = JSON.stringify({ maxRetries: 0 });
    await consume(topic, 'dlq::b', 'fail', config);
    await bound(topic);
    const first = (await publish(topic, { n: 1 })).messageReceiptId;
    const second = (await publish(topic, { n: 2 })).messageReceiptId;
    await expect.poll(async () => (await stats(topic)).dlq_depth, { timeout: 10_000 }).toBe(2);
    expect(await client.result('iii::queue::discard_message', { queue: topic, message_id: first })).toEqual({
      queue: topic,
      message_id: first,
      discarded: true,
    });
    expect(await client.result('iii::queue::discard_message', { queue: topic, message_id: first })).toMatchObject({
      discarded: false,
    });
    expect(await client.result('iii::queue::redrive_message', { queue: topic, message_id: second })).toMatchObject({
      redriven: true,
    });
    // Redriven, it fails once more (maxRetries 0) and is back in the dead-letter queue alone.
    await expect.poll(async () => (await stats(topic)).failed, { timeout: 10_000 }).toBe(3);
    await expect.poll(async () => (await stats(topic)).dlq_depth, { timeout: 10_000 }).toBe(1);
    const page = await client.result<{ messages: { id: string }[] }>('engine::queue::dlq_messages', {
      topic,
      limit: 10,
    });
    expect(page.messages.map((m) => m.id)).toEqual([second]);
  }, 30_000);

  it('dlq_messages pages with offset and limit, oldest failure first', async () => {
    const topic = freshTopic();
    await consume(topic, 'dlq::c', 'fail', JSON.stringify({ maxRetries: 0, concurrency: 1 }));
    await bound(topic);
    for (let n = 0; n < 5; n++) await publish(topic, { n });
    await expect.poll(async () => (await stats(topic)).dlq_depth, { timeout: 10_000 }).toBe(5);
    const page = await client.result<{ total: number; messages: { payload: unknown }[] }>(
      'engine::queue::dlq_messages',
      {
        topic,
        offset: 1,
        limit: 2,
      },
    );
    expect(page.total).toBe(5);
    expect(page.messages.map((m) => m.payload)).toEqual([{ n: 1 }, { n: 2 }]);
  }, 30_000);
});

describe('a consumer that dies or goes silent', () => {
  it('a message whose worker is killed -9 mid-message is delivered again at once, then processed once', async () => {
    const topic = freshTopic();
    const config = JSON.stringify({ maxRetries: 3, backoffDelayMs: 60_000 });
    const hung = await consume(topic, 'kill::a', 'hang', config);
    await bound(topic);
    await publish(topic, { precious: true });
    await expect.poll(() => hung.got(), { timeout: 10_000 }).toEqual([{ precious: true }]);
    expect(await stats(topic)).toMatchObject({ in_flight: 1 });
    hung.child.kill('SIGKILL');
    // The backoff is a minute: only the worker-gone rule can bring it back within the test.
    await expect.poll(async () => (await stats(topic)).in_flight, { timeout: 10_000 }).toBe(0);
    const healthy = await consume(topic, 'kill::a', 'ok', config);
    await expect.poll(() => healthy.got(), { timeout: 10_000 }).toEqual([{ precious: true }]);
    await expect
      .poll(() => stats(topic), { timeout: 5000 })
      .toMatchObject({ depth: 0, in_flight: 0, done: 1, failed: 1, dlq_depth: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(healthy.got()).toEqual([{ precious: true }]);
  }, 30_000);

  it('a consumer silent past the visibility timeout gets the message again, never two attempts at once', async () => {
    const topic = freshTopic();
    const config = JSON.stringify({ maxRetries: 1, visibilityTimeout: 1, backoffType: 'fixed', backoffDelayMs: 0 });
    const silent = await consume(topic, 'silent::a', 'hang', config);
    await bound(topic);
    await publish(topic, { s: 1 });
    await expect.poll(() => silent.got().length, { timeout: 10_000 }).toBe(1);
    expect(await stats(topic)).toMatchObject({ in_flight: 1, dlq_depth: 0 });
    await expect.poll(() => silent.got().length, { timeout: 10_000 }).toBe(2);
    await expect.poll(async () => (await stats(topic)).dlq_depth, { timeout: 10_000 }).toBe(1);
    const page = await client.result<{ messages: { error: string; retries: number }[] }>(
      'engine::queue::dlq_messages',
      { topic },
    );
    expect(page.messages[0]).toMatchObject({ retries: 2, error: expect.stringContaining('timeout') });
  }, 30_000);
});

describe('bounds', () => {
  it('an enqueue past max_messages is refused with queue_full and nothing more is kept', async () => {
    const small = await startEngineProcess([
      '--config',
      writeConfig(queueConfig('max_messages: 2\nqueues:\n  parked: { delay_seconds: 3600 }')),
    ]);
    const c = await caller(small.url);
    try {
      const enqueue = () => c.call('engine::queue::enqueue', { queue: 'parked', function_id: 'nobody::yet', data: {} });
      expect((await enqueue()).error).toBeUndefined();
      expect((await enqueue()).error).toBeUndefined();
      expect((await enqueue()).error).toMatchObject({ code: 'queue_full' });
      expect(await c.result('engine::queue::topic_stats', { topic: 'parked' })).toMatchObject({ depth: 2 });
    } finally {
      c.close();
      await small.kill();
    }
  }, 30_000);
});

describe('ordering and concurrency', () => {
  it('a fifo consumer keeps publish order within each message group', async () => {
    const topic = freshTopic();
    const config = JSON.stringify({ type: 'fifo', concurrency: 4 });
    const consumer = await consume(topic, 'fifo::a', 'slow:5', config);
    await bound(topic);
    for (let i = 0; i < 40; i++) await publish(topic, { g: `g${i % 4}`, i }, { messageGroupId: `g${i % 4}` });
    await expect.poll(() => consumer.got().length, { timeout: 15_000 }).toBe(40);
    const got = consumer.got() as { g: string; i: number }[];
    for (const group of ['g0', 'g1', 'g2', 'g3']) {
      const order = got.filter((m) => m.g === group).map((m) => m.i);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  }, 30_000);

  it('concurrency caps the messages a consumer handles at once', async () => {
    const topic = freshTopic();
    const consumer = await consume(topic, 'conc::a', 'slow:400', JSON.stringify({ concurrency: 2 }));
    await bound(topic);
    for (let i = 0; i < 6; i++) await publish(topic, { i });
    let most = 0;
    while (consumer.got().length < 6) {
      most = Math.max(most, (await stats(topic)).in_flight!);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(most).toBe(2);
  }, 30_000);

  it('with maxPriority, waiting messages are delivered highest priority first', async () => {
    const topic = freshTopic();
    const config = JSON.stringify({ concurrency: 1, maxPriority: 9 });
    const consumer = await consume(topic, 'prio::a', 'slow:300', config);
    await bound(topic);
    // The first one keeps the only slot busy while the others wait.
    await publish(topic, { p: 'first' });
    await expect.poll(() => consumer.got().length, { timeout: 10_000 }).toBe(1);
    await publish(topic, { p: 1 }, { priority: 1 });
    await publish(topic, { p: 9 }, { priority: 9 });
    await publish(topic, { p: 5 }, { priority: 5 });
    await expect.poll(() => consumer.got().length, { timeout: 10_000 }).toBe(4);
    expect(consumer.got()).toEqual([{ p: 'first' }, { p: 9 }, { p: 5 }, { p: 1 }]);
  }, 30_000);

  it('a message published with delaySeconds waits before its delivery', async () => {
    const topic = freshTopic();
    const consumer = await consume(topic, 'delay::a', 'ok');
    await bound(topic);
    await publish(topic, { late: true }, { delaySeconds: 1 });
    expect(await stats(topic)).toMatchObject({ depth: 1, in_flight: 0 });
    expect(consumer.got()).toEqual([]);
    await expect.poll(() => consumer.got(), { timeout: 10_000 }).toEqual([{ late: true }]);
  }, 30_000);

  it("a binding's condition function turns messages away without running the handler, acknowledging them", async () => {
    const topic = freshTopic();
    const consumer = await startConsumer(
      children,
      'queue-consumer.mjs',
      engine.url,
      'durable:subscriber',
      topic,
      'cond::a',
      'ok',
      '{}',
      'condition',
    );
    await bound(topic);
    await publish(topic, { n: 1, skip: true });
    await publish(topic, { n: 2 });
    await expect.poll(() => consumer.got(), { timeout: 10_000 }).toEqual([{ n: 2 }]);
    await expect.poll(() => stats(topic), { timeout: 5000 }).toMatchObject({ depth: 0, done: 2, dlq_depth: 0 });
  }, 30_000);

  it('a publish without a topic is refused with topic_not_set', async () => {
    const frame = await client.call('iii::durable::publish', { topic: '', data: {} });
    expect(frame.error).toMatchObject({ code: 'topic_not_set' });
  });
});
