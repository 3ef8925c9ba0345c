/**
 * Who fires a tick: every engine on its own (`local`), or the one engine of those sharing a Redis
 * that takes the tick's lock, keyed by job id and fire time (`redis`). An adapter also remembers
 * the last tick each job fired, for `catch_up`.
 */

/** What a claim decided. */
export type Claim =
  /** This engine fires the tick; `release` once the run ends. */
  | { fire: true; release(): void }
  /** Another engine fires it (it holds the lock). */
  | { fire: false; reason: 'taken' }
  /** The job's previous run is still going (somewhere) and its overlap is `skip`. */
  | { fire: false; reason: 'running' };

/** An open adapter. */
export interface CronAdapter {
  readonly name: 'local' | 'redis';
  /**
   * Claims the tick of `jobId` due at `scheduledMs` and records it as the job's last fire.
   * With `skipIfRunning`, a job still running refuses the claim. Rejects when the lock cannot
   * be asked for (Redis down): the tick is then not fired.
   */
  claim(jobId: string, scheduledMs: number, skipIfRunning: boolean): Promise<Claim>;
  /** The scheduled time of the last tick the job fired, if one is remembered. */
  lastFired(jobId: string): Promise<number | undefined>;
  close(): Promise<void>;
}
