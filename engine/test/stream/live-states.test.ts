import { describe, expect, it } from 'vitest';
import { LiveStates, MAX_STATE_CHANGES, MAX_STATE_VALUE_CHARS } from '../../src/modules/stream/live-states.js';

const event = (key: string, eventType: string, value: unknown = null) => ({
  type: 'state',
  scope: 's',
  key,
  event_type: eventType,
  old_value: null,
  new_value: value as never,
});

describe('the live feed states group', () => {
  it('keeps the last change of each entry, in the order entries last changed', () => {
    const states = new LiveStates();
    states.add(event('a', 'state:created', 1));
    states.add(event('b', 'state:created', 2));
    states.add(event('a', 'state:updated', 3));
    states.add(event('b', 'state:deleted'));
    expect(states.take()).toEqual({
      changes: [
        { scope: 's', key: 'a', event_type: 'state:updated', value: 3 },
        { scope: 's', key: 'b', event_type: 'state:deleted' },
      ],
      dropped: 0,
    });
    expect(states.take()).toBeUndefined();
  });

  it('bounds a frame: values too large are left out, entries past the limit are counted', () => {
    const states = new LiveStates();
    states.add(event('big', 'state:created', 'x'.repeat(MAX_STATE_VALUE_CHARS)));
    for (let i = 0; i < MAX_STATE_CHANGES + 10; i++) states.add(event(`k${i}`, 'state:created', i));
    states.add(event('big', 'state:updated', 1));
    states.add({ not: 'a state event' } as never);
    const frame = states.take()!;
    expect(frame.changes).toHaveLength(MAX_STATE_CHANGES);
    expect(frame.dropped).toBe(11);
    expect(frame.changes.find((c) => c.key === 'big')).toEqual({
      scope: 's',
      key: 'big',
      event_type: 'state:updated',
      value: 1,
    });
    states.add(event('huge', 'state:created', 'y'.repeat(MAX_STATE_VALUE_CHARS + 1)));
    expect(states.take()?.changes[0]).toEqual({
      scope: 's',
      key: 'huge',
      event_type: 'state:created',
      value_omitted: true,
    });
  });
});
