import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboundWatch } from '../../src/bridge/outbound.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function watch() {
  const state = { bytes: 0, events: [] as string[] };
  const watcher = new OutboundWatch({ pauseBytes: 100, maxBytes: 1000, pausedTimeoutMs: 5000 }, () => state.bytes, {
    paused: (bytes) => state.events.push(`paused ${bytes}`),
    resumed: (ms) => state.events.push(`resumed ${ms}`),
    exceeded: (reason, bytes) => state.events.push(`${reason} ${bytes}`),
  });
  return { state, watcher };
}

describe('OutboundWatch', () => {
  it('pauses past pauseBytes and resumes under half of it', () => {
    const { state, watcher } = watch();
    state.bytes = 100;
    watcher.wrote();
    expect(watcher.paused).toBe(false);
    state.bytes = 101;
    watcher.wrote();
    expect(watcher.paused).toBe(true);
    state.bytes = 60;
    vi.advanceTimersByTime(1000);
    expect(watcher.paused).toBe(true);
    state.bytes = 49;
    vi.advanceTimersByTime(100);
    expect(watcher.paused).toBe(false);
    expect(state.events).toEqual(['paused 101', 'resumed 1100']);
  });

  it('gives up past maxBytes, or after pausedTimeoutMs paused', () => {
    const over = watch();
    over.state.bytes = 1001;
    over.watcher.wrote();
    expect(over.state.events).toEqual(['over_limit 1001']);
    const stalled = watch();
    stalled.state.bytes = 500;
    stalled.watcher.wrote();
    vi.advanceTimersByTime(4900);
    expect(stalled.state.events).toEqual(['paused 500']);
    vi.advanceTimersByTime(100);
    expect(stalled.state.events).toEqual(['paused 500', 'paused_too_long 500']);
    vi.advanceTimersByTime(10_000);
    expect(stalled.state.events).toHaveLength(2);
  });
});
