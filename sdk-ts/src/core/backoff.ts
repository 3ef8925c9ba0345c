/** Delay before the first reconnect attempt, doubled on each further attempt. */
export const BACKOFF_BASE_MS = 1000;
/** Cap of the doubled delay (before jitter). */
export const BACKOFF_MAX_MS = 30_000;
/** Jitter: the delay varies by up to this fraction either way. */
export const BACKOFF_JITTER = 0.3;

/**
 * Milliseconds to wait before reconnect attempt `attempt` (0 for the first after a close):
 * `min(1000 · 2^attempt, 30000) ± 30%`. The jitter spreads the reconnects of many workers that
 * lost the same engine, so they do not all arrive in the same millisecond.
 *
 * @param random a source in [0, 1); injectable so tests can pin the bounds.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt), BACKOFF_MAX_MS);
  const jitter = base * BACKOFF_JITTER * (2 * random() - 1);
  return Math.round(base + jitter);
}
