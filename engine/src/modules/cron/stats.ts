/** svc-cron's counts and the lateness of its last fires, for `cron::stats` and for metrics. */
import type { CronStatsOutput } from '@svc/protocol';

/** Fires whose lateness is kept. */
const WINDOW = 1024;

/** The counters of `cron::stats` (`contracts/cron/stats-output`). */
export interface CronCounts {
  fired: number;
  skipped_overlap: number;
  skipped_condition: number;
  missed: number;
  lock_lost: number;
  lock_failed: number;
  failed: number;
}

/** Counts since start and the lateness of the last 1,024 fires. */
export class CronStats {
  readonly counts: CronCounts = {
    fired: 0,
    skipped_overlap: 0,
    skipped_condition: 0,
    missed: 0,
    lock_lost: 0,
    lock_failed: 0,
    failed: 0,
  };
  private readonly lateness = new Float64Array(WINDOW);
  private recorded = 0;

  /** Records a fire that was `ms` late. */
  late(ms: number): void {
    this.lateness[this.recorded++ % WINDOW] = ms;
  }

  /** The figures `cron::stats` answers. */
  snapshot(adapter: string, jobs: number): CronStatsOutput {
    const count = Math.min(this.recorded, WINDOW);
    const sorted = Array.from(this.lateness.subarray(0, count)).sort((a, b) => a - b);
    const at = (q: number) => (count === 0 ? 0 : sorted[Math.min(count - 1, Math.floor(q * count))]!);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return {
      adapter,
      jobs,
      ...this.counts,
      lateness_ms: { count, p50: round(at(0.5)), p99: round(at(0.99)), max: round(at(1)) },
    };
  }
}
