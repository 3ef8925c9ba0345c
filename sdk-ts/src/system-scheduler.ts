import type { Scheduler, TimerHandle } from './core/scheduler.js';

/**
 * The real scheduler: `performance.now()` (monotonic, so a wall-clock jump cannot fire or
 * postpone every deadline at once) and `setTimeout`. Both exist in Node and in browsers.
 */
export const systemScheduler: Scheduler = {
  now: () => performance.now(),
  setTimer: (delayMs: number, callback: () => void): TimerHandle => setTimeout(callback, Math.max(0, delayMs)),
  clearTimer: (handle: TimerHandle): void => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
