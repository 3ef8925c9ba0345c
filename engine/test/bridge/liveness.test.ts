import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { livenessStepMs, watchLiveness, type Watched } from '../../src/bridge/liveness.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function connection(answers: boolean) {
  const events: string[] = [];
  const link: Watched & { lastSeenMs: number } = {
    lastSeenMs: Date.now(),
    pingSentMs: 0,
    ping: () => {
      events.push(`ping ${Date.now()}`);
      if (answers) link.lastSeenMs = Date.now();
    },
    unresponsive: (silentMs) => events.push(`unresponsive ${silentMs}`),
  };
  return { link, events };
}

describe('liveness', () => {
  it('checks every quarter of the shorter setting, between 10 ms and 500 ms', () => {
    expect(livenessStepMs(10_000, 10_000)).toBe(500);
    expect(livenessStepMs(1000, 400)).toBe(100);
    expect(livenessStepMs(10, 10)).toBe(10);
  });

  it('pings a silent connection after the interval and drops it when the ping stays unanswered for the timeout', () => {
    vi.setSystemTime(0);
    const silent = connection(false);
    const alive = connection(true);
    const stop = watchLiveness([silent.link, alive.link], 1000, 1000);
    vi.advanceTimersByTime(999);
    expect(silent.events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(silent.events).toEqual(['ping 1000']);
    vi.advanceTimersByTime(999);
    expect(silent.events).toEqual(['ping 1000']);
    vi.advanceTimersByTime(1);
    expect(silent.events).toEqual(['ping 1000', 'unresponsive 2000']);
    vi.advanceTimersByTime(10_000);
    expect(alive.events.every((e) => e.startsWith('ping'))).toBe(true);
    expect(alive.events.length).toBeGreaterThan(5);
    stop();
  });
});
