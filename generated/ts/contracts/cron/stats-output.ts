/* DO NOT EDIT — generated from schema/contracts/cron/stats-output.schema.json by make generate */
/**
 * Output of `cron::stats`: the jobs of this engine and counts since it started.
 */
export interface CronStatsOutput {
  /**
   * The adapter in use: `local` or `redis`.
   */
  adapter: string;
  /**
   * Active `cron` bindings in this engine.
   */
  jobs: number;
  /**
   * Ticks this engine fired.
   */
  fired: number;
  /**
   * Ticks skipped because the job's previous run was still going (`overlap: skip`).
   */
  skipped_overlap: number;
  /**
   * Ticks skipped because the condition function answered `false`.
   */
  skipped_condition: number;
  /**
   * Due ticks that were not fired because a later one was due by the time the engine got to them (a busy event loop, a clock jump).
   */
  missed?: number;
  /**
   * `redis`: ticks another engine fired (it held the lock).
   */
  lock_lost: number;
  /**
   * `redis`: ticks not fired because Redis could not be asked for the lock.
   */
  lock_failed: number;
  /**
   * Runs whose function (or condition) failed; each is logged.
   */
  failed: number;
  /**
   * How late the fired ticks were (actual minus scheduled time), over the last 1,024 fires.
   */
  lateness_ms: {
    /**
     * Fires the figures are taken over.
     */
    count: number;
    /**
     * Median lateness in milliseconds; 0 with no fires.
     */
    p50: number;
    /**
     * 99th percentile lateness in milliseconds.
     */
    p99: number;
    /**
     * Largest lateness in milliseconds.
     */
    max: number;
    [k: string]: unknown | undefined;
  };
  [k: string]: unknown | undefined;
}
