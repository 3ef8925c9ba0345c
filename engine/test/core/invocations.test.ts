import { afterEach, describe, expect, it, vi } from 'vitest';
import { Invocations, Pending } from '../../src/core/invocations.js';
import { RecordingLink } from '../helpers.js';

afterEach(() => vi.useRealTimers());

describe('the pending table', () => {
  it('waits out a deadline longer than the largest timer instead of firing at once', () => {
    vi.useFakeTimers();
    const invocations = new Invocations();
    const onDeadline = vi.fn();
    const timeoutMs = 61_782_549_140_546;
    invocations.add(new Pending('i-1', 'f', new RecordingLink('a'), Date.now()), timeoutMs, onDeadline);
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
      new Pending('i-1', 'f', new RecordingLink('a'), Date.now()),
      2 ** 31 + 10,
      onDeadline,
    );
    vi.advanceTimersByTime(2 ** 31);
    expect(invocations.take(pending)).toBe(pending);
    vi.advanceTimersByTime(2 ** 32);
    expect(onDeadline).not.toHaveBeenCalled();
  });

  it('ends calls of one deadline length in order, each at its own deadline', () => {
    vi.useFakeTimers();
    const invocations = new Invocations();
    const ended: string[] = [];
    const onDeadline = (pending: { id: string }) => ended.push(pending.id);
    const target = new RecordingLink('a');
    const add = (id: string) => invocations.add(new Pending(id, 'f', target, Date.now()), 1000, onDeadline);
    add('i-1');
    vi.advanceTimersByTime(300);
    const second = add('i-2');
    add('i-3');
    vi.advanceTimersByTime(700);
    expect(ended).toEqual(['i-1']);
    invocations.take(second);
    vi.advanceTimersByTime(299);
    expect(ended).toEqual(['i-1']);
    vi.advanceTimersByTime(1);
    expect(ended).toEqual(['i-1', 'i-3']);
  });

  it('leaves no timers behind for calls that ended, whatever deadline lengths they had', () => {
    vi.useFakeTimers();
    const invocations = new Invocations();
    const target = new RecordingLink('a');
    for (let i = 0; i < 1000; i++) {
      const pending = invocations.add(new Pending(`i-${i}`, 'f', target, Date.now()), 60_000 + i, () => {});
      invocations.take(pending);
    }
    expect(vi.getTimerCount()).toBeLessThanOrEqual(16);
  });
});
