import { describe, expect, it } from 'vitest';
import { Hub, type Subscription } from '../../src/modules/stream/hub.js';

/** A subscription whose frames are kept, decoded. */
function subscriber(streamName: string, groupId: string, options: { itemId?: string; pending?: boolean } = {}) {
  const frames: Record<string, unknown>[] = [];
  let overflowed = false;
  const subscription: Subscription = {
    subscriber: { send: (text) => frames.push(JSON.parse(text)) },
    subscriptionId: 's',
    streamName,
    groupId,
    ...(options.itemId === undefined ? {} : { itemId: options.itemId }),
    ...(options.pending ? { pending: [] } : {}),
    overflow: () => (overflowed = true),
  };
  return { subscription, frames, overflowed: () => overflowed };
}

const change = (id: string, data: number) => ({
  streamName: 'todo',
  groupId: 'inbox',
  id,
  event: { type: 'update' as const, data },
});

describe('Hub', () => {
  it('sends a change to the subscriptions of its group, and to item subscriptions only for their item', () => {
    const hub = new Hub();
    const group = subscriber('todo', 'inbox');
    const item = subscriber('todo', 'inbox', { itemId: 'a' });
    const other = subscriber('todo', 'archive');
    for (const s of [group, item, other]) hub.add(s.subscription);
    hub.publish(change('a', 1), 5);
    hub.publish(change('b', 2), 6);
    hub.publish({ streamName: 'todo', groupId: 'inbox', event: { type: 'event', event: { type: 'ping' } } }, 7);
    expect(group.frames).toEqual([
      {
        type: 'stream',
        timestamp: 5,
        streamName: 'todo',
        groupId: 'inbox',
        id: 'a',
        event: { type: 'update', data: 1 },
      },
      {
        type: 'stream',
        timestamp: 6,
        streamName: 'todo',
        groupId: 'inbox',
        id: 'b',
        event: { type: 'update', data: 2 },
      },
      {
        type: 'stream',
        timestamp: 7,
        streamName: 'todo',
        groupId: 'inbox',
        event: { type: 'event', event: { type: 'ping' } },
      },
    ]);
    // A group-wide event (no id) reaches item subscriptions too.
    expect(item.frames.map((f) => f.timestamp)).toEqual([5, 7]);
    expect(other.frames).toEqual([]);
    expect(hub.outbound).toBe(5);
  });

  it('holds back what arrives before the sync and sends it right after, in order', () => {
    const hub = new Hub();
    const s = subscriber('todo', 'inbox', { pending: true });
    hub.add(s.subscription);
    hub.publish(change('a', 1), 1);
    expect(s.frames).toEqual([]);
    hub.sync(s.subscription, [{ n: 0 }]);
    hub.publish(change('a', 2), 2);
    expect(s.frames.map((f) => (f.event as { type: string }).type)).toEqual(['sync', 'update', 'update']);
    expect(s.frames[0]).toMatchObject({ event: { type: 'sync', data: [{ n: 0 }] } });
  });

  it('gives up on a subscription whose held-back frames overflow, and forgets removed ones', () => {
    const hub = new Hub();
    const s = subscriber('todo', 'inbox', { pending: true });
    hub.add(s.subscription);
    for (let i = 0; i < 10_001; i++) hub.publish(change('a', i));
    expect(s.overflowed()).toBe(true);
    expect(s.subscription.pending).toHaveLength(10_000);
    hub.remove(s.subscription);
    expect(hub.followed('todo', 'inbox')).toBe(false);
    expect(hub.size).toBe(0);
  });
});
