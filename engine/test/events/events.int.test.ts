/**
 * svc-events in a real engine process on its default config: `publish` reaches every function
 * bound to the topic under both trigger names, conditions filter, a failing subscriber harms
 * nothing, bad input and bad bindings get their documented errors, and svc-state's changes arrive
 * as `state:created|updated|deleted` events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startOne, type One, waitActive } from './harness.js';

let one: One;
beforeAll(async () => {
  one = await startOne();
});
afterAll(() => one?.stop());

const result = async (functionId: string, data: unknown) => {
  const frame = await one.client.call(functionId, data);
  if (frame.error) throw new Error(`${functionId} failed: ${JSON.stringify(frame.error)}`);
  // A null result travels as no result at all; SDKs read both as null.
  return frame.result ?? null;
};

describe('svc-events', () => {
  it('publish sends data to every function bound to the topic, under event and subscribe, to no other', async () => {
    one.worker.fn('t1::a').fn('t1::b').fn('t1::elsewhere');
    one.worker.bind('t1-a', 'event', 't1::a', { topic: 'orders.created' });
    one.worker.bind('t1-b', 'subscribe', 't1::b', { topic: 'orders.created' });
    one.worker.bind('t1-x', 'event', 't1::elsewhere', { topic: 'orders.deleted' });
    await waitActive(one.client, 't1::a');
    await waitActive(one.client, 't1::b');
    expect(await result('publish', { topic: 'orders.created', data: { id: 7 } })).toBeNull();
    await expect.poll(() => one.worker.payloads('t1::a').length + one.worker.payloads('t1::b').length).toBe(2);
    expect(one.worker.payloads('t1::a')).toEqual([{ id: 7 }]);
    expect(one.worker.payloads('t1::b')).toEqual([{ id: 7 }]);
    await sleep(200);
    expect(one.worker.payloads('t1::elsewhere')).toEqual([]);
  });

  it("a topic may be named by the seed's event or name keys, and data defaults to null", async () => {
    one.worker.fn('t2::by_event').fn('t2::by_name');
    one.worker.bind('t2-e', 'event', 't2::by_event', { event: 'user.joined' });
    one.worker.bind('t2-n', 'subscribe', 't2::by_name', { name: 'user.joined' });
    await waitActive(one.client, 't2::by_event');
    await waitActive(one.client, 't2::by_name');
    await result('publish', { topic: 'user.joined' });
    await expect
      .poll(() => [one.worker.payloads('t2::by_event'), one.worker.payloads('t2::by_name')])
      .toEqual([[null], [null]]);
  });

  it('a condition function that answers false skips the delivery; any other answer delivers', async () => {
    one.worker.fn('t3::only_big', { answer: (data) => (data as { n: number }).n > 10 }).fn('t3::on');
    one.worker.bind('t3', 'event', 't3::on', { topic: 'sizes', condition_function_id: 't3::only_big' });
    await waitActive(one.client, 't3::on');
    await result('publish', { topic: 'sizes', data: { n: 1 } });
    await result('publish', { topic: 'sizes', data: { n: 50 } });
    await expect.poll(() => one.worker.payloads('t3::on')).toEqual([{ n: 50 }]);
    const stats = (await result('events::stats', {})) as Record<string, number>;
    expect(stats.skipped).toBeGreaterThanOrEqual(1);
  });

  it('a failing or slow subscriber harms neither the other subscribers nor the publisher, and is counted', async () => {
    one.worker.fn('t4::fails', { answer: () => new Error('subscriber broke') });
    one.worker.fn('t4::slow', { delayMs: 3000 }).fn('t4::fine');
    for (const fn of ['t4::fails', 't4::slow', 't4::fine'])
      one.worker.bind(`t4-${fn}`, 'event', fn, { topic: 'mixed' });
    for (const fn of ['t4::fails', 't4::slow', 't4::fine']) await waitActive(one.client, fn);
    const before = (await result('events::stats', {})) as Record<string, number>;
    const started = Date.now();
    expect(await result('publish', { topic: 'mixed', data: 1 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    await expect.poll(() => one.worker.payloads('t4::fine')).toEqual([1]);
    await expect
      .poll(async () => ((await result('events::stats', {})) as Record<string, number>).failed)
      .toBe(before.failed! + 1);
  });

  it('an empty topic is topic_not_set, a missing one deserialization_error; nothing is delivered', async () => {
    const empty = await one.client.call('publish', { topic: '', data: 1 });
    expect(empty.error).toEqual({ code: 'topic_not_set', message: 'Topic is not set' });
    const missing = await one.client.call('publish', { data: 1 });
    expect((missing.error as { code: string }).code).toBe('deserialization_error');
    expect((missing.error as { message: string }).message).toContain('topic');
  });

  it('a binding without a topic, or with an empty one, is refused with a message naming the field', async () => {
    one.worker.fn('t6::x');
    one.worker.bind('t6-none', 'event', 't6::x', {});
    one.worker.bind('t6-empty', 'subscribe', 't6::x', { topic: '' });
    const none = await one.worker.refusal('t6-none');
    expect(none.code).toBe('trigger_registration_failed');
    expect(none.message).toContain('topic is required');
    expect((await one.worker.refusal('t6-empty')).message).toContain('/topic');
  });

  it('state changes are published as state:created, state:updated and state:deleted', async () => {
    one.worker.fn('t7::created').fn('t7::updated').fn('t7::deleted');
    for (const kind of ['created', 'updated', 'deleted'])
      one.worker.bind(`t7-${kind}`, 'event', `t7::${kind}`, { event: `state:${kind}` });
    for (const kind of ['created', 'updated', 'deleted']) await waitActive(one.client, `t7::${kind}`);
    await result('state::set', { scope: 't7', key: 'k', value: 1 });
    await result('state::set', { scope: 't7', key: 'k', value: 2 });
    await result('state::delete', { scope: 't7', key: 'k' });
    const change = (event_type: string, old_value: unknown, new_value: unknown) => ({
      type: 'state',
      event_type,
      scope: 't7',
      key: 'k',
      old_value,
      new_value,
    });
    await expect
      .poll(() => [
        one.worker.payloads('t7::created'),
        one.worker.payloads('t7::updated'),
        one.worker.payloads('t7::deleted'),
      ])
      .toEqual([
        [change('state:created', null, 1)],
        [change('state:updated', 1, 2)],
        [change('state:deleted', 2, null)],
      ]);
  });
});
