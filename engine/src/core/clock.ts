/**
 * Time and identity as the router sees them: injected, so the protocol core runs on a fake clock
 * and predictable ids in tests, and on the system's in the engine.
 */
import { randomUUID } from 'node:crypto';

/** A scheduled callback's handle. */
export type Timer = ReturnType<typeof setTimeout>;

/** The clock and scheduler the router and the pending table use. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `callback` after `ms`; the timer must not keep the process alive. */
  setTimeout(callback: () => void, ms: number): Timer;
  clearTimeout(timer: Timer): void;
}

/** The system clock; timers are unref'd, so a pending deadline never holds the process open. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (timer) => clearTimeout(timer),
};

/** Makes ids for connections and invocations. */
export type IdGenerator = () => string;

/** Random UUIDs. */
export const uuidIds: IdGenerator = () => randomUUID();
