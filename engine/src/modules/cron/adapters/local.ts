/**
 * The `local` adapter: this engine fires every tick. The running runs and the last fire of each
 * job are kept in memory (the last fires of at most 10,000 jobs, the least recent forgotten), so
 * `catch_up` covers a binding that comes back to this engine, not an engine restart.
 */
import type { CronAdapter } from './adapter.js';

/** Jobs whose last fire is remembered. */
const REMEMBERED = 10_000;

/** Opens the `local` adapter. */
export function openLocal(): CronAdapter {
  const last = new Map<string, number>();
  const running = new Map<string, number>();
  return {
    name: 'local',
    claim: async (jobId, scheduledMs, skipIfRunning) => {
      last.delete(jobId);
      last.set(jobId, scheduledMs);
      if (last.size > REMEMBERED) last.delete(last.keys().next().value as string);
      if (skipIfRunning && (running.get(jobId) ?? 0) > 0) return { fire: false, reason: 'running' };
      running.set(jobId, (running.get(jobId) ?? 0) + 1);
      let released = false;
      return {
        fire: true,
        release: () => {
          if (released) return;
          released = true;
          const left = (running.get(jobId) ?? 1) - 1;
          if (left > 0) running.set(jobId, left);
          else running.delete(jobId);
        },
      };
    },
    lastFired: async (jobId) => last.get(jobId),
    close: async () => {},
  };
}
