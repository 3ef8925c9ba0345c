import { afterEach, describe, expect, it, vi } from 'vitest';
import { Invocations } from '../../src/core/invocations.js';
import { RecordingLink } from '../helpers.js';

afterEach(() => vi.useRealTimers());

describe('the pending table', () => {
  it('waits out a deadline longer than the largest timer instead of firing at once', () => {
    vi.useFakeTimers();
    const invocations = new Invocations();
    const onDeadline = vi.fn();
    const timeoutMs = 61_782_549_140_546;
    invocations.add(
      { id: 'i-1', functionId: 'f', target: new RecordingLink('a'), startedAtMs: 0 },
      timeoutMs,
      onDeadline,
    );
    vi.advanceTimersByTime(60_000);
    expect(onDeadline).not.toHaveBeenCalled();
    vi.advanceTimersByTime(timeoutMs - 60_001);
    expect(onDeadline).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDeadline).toHaveBeenCalledOnce();
    expect(invocations.size).toBe(1);
  });

  it('stops the timer of a long deadline when the invocation ends', () => {
    vi.useFakeTimers();
    const invocations = new Invocations();
    const onDeadline = vi.fn();
    const pending = invocations.add(
      { id: 'i-1', functionId: 'f', target: new RecordingLink('a'), startedAtMs: 0 },
      2 ** 31 + 10,
      onDeadline,
    );
    vi.advanceTimersByTime(2 ** 31);
    expect(invocations.take(pending)).toBe(pending);
    vi.advanceTimersByTime(2 ** 32);
    expect(onDeadline).not.toHaveBeenCalled();
  });
});
