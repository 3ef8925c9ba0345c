import type { Scheduler, TimerHandle } from '../../src/core/scheduler.js';

interface Timer {
  at: number;
  seq: number;
  callback: () => void;
}

/** A scheduler whose clock moves only when a test calls `advance()`. */
export class FakeScheduler implements Scheduler {
  private time = 0;
  private seq = 0;
  private readonly timers = new Map<number, Timer>();

  now(): number {
    return this.time;
  }

  setTimer(delayMs: number, callback: () => void): TimerHandle {
    this.seq += 1;
    this.timers.set(this.seq, { at: this.time + Math.max(0, delayMs), seq: this.seq, callback });
    return this.seq;
  }

  clearTimer(handle: TimerHandle): void {
    this.timers.delete(handle as number);
  }

  /** Number of timers not yet run or cleared. */
  get pendingTimers(): number {
    return this.timers.size;
  }

  /** Moves the clock forward by `ms`, running every timer that falls due, in time order. */
  advance(ms: number): void {
    const target = this.time + ms;
    for (;;) {
      let next: Timer | undefined;
      for (const timer of this.timers.values()) {
        if (
          timer.at <= target &&
          (next === undefined || timer.at < next.at || (timer.at === next.at && timer.seq < next.seq))
        ) {
          next = timer;
        }
      }
      if (next === undefined) break;
      this.timers.delete(next.seq);
      this.time = next.at;
      next.callback();
    }
    this.time = target;
  }
}
