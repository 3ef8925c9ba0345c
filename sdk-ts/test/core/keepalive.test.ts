import { describe, expect, it } from 'vitest';
import { Keepalive } from '../../src/core/keepalive.js';
import { FakeScheduler } from '../helpers/fake-scheduler.js';

function keepalive(intervals = {}) {
  const scheduler = new FakeScheduler();
  const events: Array<[string, number]> = [];
  const k = new Keepalive(
    scheduler,
    {
      ping: () => events.push(['ping', scheduler.now()]),
      dead: () => events.push(['dead', scheduler.now()]),
    },
    intervals,
  );
  return { k, scheduler, events };
}

describe('Keepalive', () => {
  it('does nothing while traffic flows both ways', () => {
    const { k, scheduler, events } = keepalive();
    k.start();
    for (let i = 0; i < 100; i += 1) {
      scheduler.advance(5000);
      k.noteSent();
      k.noteReceived();
    }
    expect(events).toEqual([]);
  });

  it('pings every 20 s of silence and reports the connection dead at 60 s without anything received', () => {
    const { k, scheduler, events } = keepalive();
    k.start();
    scheduler.advance(70_000);
    expect(events).toEqual([
      ['ping', 20_000],
      ['ping', 40_000],
      ['dead', 60_000],
    ]);
  });

  it('resets the send-silence clock on every send', () => {
    const { k, scheduler, events } = keepalive();
    k.start();
    scheduler.advance(15_000);
    k.noteSent();
    k.noteReceived();
    scheduler.advance(19_999);
    expect(events).toEqual([]);
    scheduler.advance(1);
    expect(events).toEqual([['ping', 35_000]]);
  });

  it('honours custom intervals', () => {
    const { k, scheduler, events } = keepalive({ pingIntervalMs: 100, idleTimeoutMs: 250 });
    k.start();
    scheduler.advance(300);
    expect(events).toEqual([
      ['ping', 100],
      ['ping', 200],
      ['dead', 250],
    ]);
  });

  it('leaves no timer behind once stopped or dead', () => {
    const { k, scheduler } = keepalive();
    k.start();
    k.stop();
    expect(scheduler.pendingTimers).toBe(0);
    k.start();
    scheduler.advance(60_000);
    expect(scheduler.pendingTimers).toBe(0);
  });
});
