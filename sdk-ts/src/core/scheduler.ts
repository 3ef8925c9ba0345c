/** An opaque handle returned by {@link Scheduler.setTimer}. */
export type TimerHandle = unknown;

/**
 * The clock and timers the protocol core runs on. The core never touches real time itself, so
 * tests drive it with a fake scheduler and the host supplies a real one.
 */
export interface Scheduler {
  /** Monotonic time in milliseconds. */
  now(): number;
  /** Runs `callback` once after `delayMs`. */
  setTimer(delayMs: number, callback: () => void): TimerHandle;
  /** Cancels a timer; cancelling one that already ran is a no-op. */
  clearTimer(handle: TimerHandle): void;
}
