/**
 * The running `cron` jobs of this engine: one timer per job, armed for its next due tick. A timer
 * that wakes late (a busy event loop, a clock jump) fires the job once, late, with the real
 * `scheduled_time` of the last tick that was due, and counts the ticks passed over as missed. A
 * timer never sleeps longer than a minute, so a wall-clock jump is noticed within one.
 */
import type { CronEvent, JsonValue } from '@svc/protocol';
import type { Binding, ModuleHost } from '../host.js';
import type { CronAdapter } from './adapters/adapter.js';
import type { CronSchedule } from './expression.js';
import type { CronStats } from './stats.js';

/** Longest sleep of a job's timer before it looks at the clock again. */
const MAX_SLEEP_MS = 60_000;
/** Due ticks looked at, at most, when a timer wakes late; past them the clock is taken as it is. */
const MAX_SCAN = 10_000;

/** One bound job. */
interface Job {
  binding: Binding;
  schedule: CronSchedule;
  timer?: NodeJS.Timeout;
  /** The tick the timer is armed for. */
  due?: number;
  stopped: boolean;
}

/** The payload of a fire. */
export function cronPayload(jobId: string, scheduledMs: number, actualMs: number): CronEvent {
  return {
    trigger: 'cron',
    job_id: jobId,
    scheduled_time: new Date(scheduledMs).toISOString(),
    actual_time: new Date(actualMs).toISOString(),
  };
}

/** The jobs, their timers and their fires. */
export class CronJobs {
  private readonly jobs = new Map<string, Job>();
  private accepting = true;

  constructor(
    private readonly host: ModuleHost<unknown>,
    private readonly adapter: CronAdapter,
    private readonly stats: CronStats,
  ) {}

  /** Active jobs. */
  get size(): number {
    return this.jobs.size;
  }

  /** The binding of job `id`, if it is active here. */
  binding(id: string): Binding | undefined {
    return this.jobs.get(id)?.binding;
  }

  /** Starts a job; with `catch_up`, first fires the last due tick it missed, if it missed one. */
  add(binding: Binding, schedule: CronSchedule): void {
    const job: Job = { binding, schedule, stopped: false };
    this.jobs.set(binding.id, job);
    binding.onRemove(() => {
      job.stopped = true;
      clearTimeout(job.timer);
      if (this.jobs.get(binding.id) === job) this.jobs.delete(binding.id);
    });
    if (schedule.catchUp) void this.catchUp(job);
    this.arm(job, Date.now());
  }

  /** Stops every timer: the engine is stopping. */
  stopAll(): void {
    this.accepting = false;
    for (const job of this.jobs.values()) clearTimeout(job.timer);
  }

  private async catchUp(job: Job): Promise<void> {
    const now = Date.now();
    const missed = job.schedule.previous(now);
    try {
      const last = await this.adapter.lastFired(job.binding.id);
      // A job never fired before has missed nothing; one fired at its last due tick neither.
      if (missed === undefined || last === undefined || last >= missed || job.stopped) return;
    } catch (error) {
      this.host.logger.warn('cron catch-up skipped: last fire unknown', {
        job_id: job.binding.id,
        error: String((error as Error)?.message ?? error),
      });
      return;
    }
    this.host.logger.info('cron job catching up a missed tick', {
      job_id: job.binding.id,
      scheduled_time: new Date(missed).toISOString(),
    });
    await this.tick(job, missed);
  }

  private arm(job: Job, after: number): void {
    this.schedule(job, job.schedule.next(after));
  }

  private schedule(job: Job, due: number | undefined): void {
    if (job.stopped || !this.accepting) return;
    if (due === undefined) {
      this.host.logger.info('cron job has no more due ticks', { job_id: job.binding.id });
      return;
    }
    job.due = due;
    this.sleep(job);
  }

  private sleep(job: Job): void {
    const wait = Math.min(Math.max(job.due! - Date.now(), 0), MAX_SLEEP_MS);
    job.timer = setTimeout(() => this.wake(job), wait);
  }

  private wake(job: Job): void {
    if (job.stopped || !this.accepting) return;
    const now = Date.now();
    let due = job.due!;
    if (now < due) return this.sleep(job);
    // Late: the last tick due by now fires, the ones before it are missed.
    let later = job.schedule.next(due);
    let scanned = 0;
    for (; later !== undefined && later <= now; later = job.schedule.next(due)) {
      due = later;
      this.stats.counts.missed++;
      if (++scanned >= MAX_SCAN) {
        due = job.schedule.previous(now) ?? due;
        later = job.schedule.next(due);
        break;
      }
    }
    if (scanned > 0) {
      this.host.logger.warn('cron ticks missed (the engine was busy or its clock jumped)', {
        job_id: job.binding.id,
        missed: scanned,
        firing: new Date(due).toISOString(),
      });
    }
    void this.tick(job, due);
    this.schedule(job, later);
  }

  /** Claims and fires one tick of `job`. */
  private async tick(job: Job, scheduledMs: number): Promise<void> {
    const { binding } = job;
    let claim: Awaited<ReturnType<CronAdapter['claim']>>;
    try {
      claim = await this.adapter.claim(binding.id, scheduledMs, job.schedule.overlap === 'skip');
    } catch (error) {
      this.stats.counts.lock_failed++;
      this.host.logger.warn('cron tick not fired: its lock could not be taken', {
        job_id: binding.id,
        scheduled_time: new Date(scheduledMs).toISOString(),
        error: String((error as Error)?.message ?? error),
      });
      return;
    }
    if (!claim.fire) {
      if (claim.reason === 'taken') {
        this.stats.counts.lock_lost++;
        return;
      }
      this.stats.counts.skipped_overlap++;
      this.host.logger.warn('cron tick skipped: the previous run is still going (overlap: skip)', {
        job_id: binding.id,
        function_id: binding.functionId,
        scheduled_time: new Date(scheduledMs).toISOString(),
      });
      return;
    }
    const actual = Date.now();
    this.stats.late(actual - scheduledMs);
    try {
      await this.run(binding, cronPayload(binding.id, scheduledMs, actual), true);
    } finally {
      claim.release();
    }
  }

  /**
   * Runs the job's function with `payload` (after its condition, when `withCondition`); resolves
   * with its result, or undefined when skipped or failed (logged and counted).
   */
  async run(binding: Binding, payload: CronEvent, withCondition: boolean): Promise<JsonValue | undefined> {
    try {
      if (withCondition && !(await binding.conditionHolds(payload))) {
        this.stats.counts.skipped_condition++;
        return undefined;
      }
      this.stats.counts.fired++;
      return await binding.fire(payload);
    } catch (error) {
      this.stats.counts.failed++;
      this.host.logger.warn('cron job failed', {
        job_id: binding.id,
        function_id: binding.functionId,
        scheduled_time: payload.scheduled_time,
        error: String((error as Error)?.message ?? error),
      });
      if (!withCondition) throw error;
      return undefined;
    }
  }
}
