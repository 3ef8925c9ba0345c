/**
 * A `cron` binding's config checked and read: the expression parsed by croner (6 fields with
 * seconds first, or 7 with a year), in UTC or the binding's time zone. Each refusal names the
 * field and the problem; a 5-field expression is told that seconds come first.
 */
import type { CronTriggerConfig } from '@svc/protocol';
import { formatValidationError } from '@svc/protocol/validator';
import { validateCronTriggerConfig } from '@svc/protocol/validators/triggers/cron';
import { Cron } from 'croner';

/** A binding's schedule and options, checked. */
export interface CronSchedule {
  /** Next due time strictly after `after` (ms since the epoch), or undefined when there is none. */
  next(after: number): number | undefined;
  /** The last due time at or before `at`, if any. */
  previous(at: number): number | undefined;
  overlap: 'skip' | 'allow';
  catchUp: boolean;
}

const FIELDS = 'sec min hour day-of-month month day-of-week [year]';

/** Reads a binding's config; throws an Error whose message names the field and the problem. */
export function parseCronConfig(config: unknown): CronSchedule {
  const expression = (config as { expression?: unknown } | null)?.expression;
  if (expression === undefined || expression === '') throw new Error('expression: Cron expression is required');
  if (!validateCronTriggerConfig(config)) {
    const detail = formatValidationError(validateCronTriggerConfig.errors);
    throw new Error(`${detail.replace(/^\//, '')} (cron trigger config)`);
  }
  const cronConfig: CronTriggerConfig = config;
  const text = cronConfig.expression.trim();
  const fields = text.split(/\s+/).length;
  if (fields === 5) {
    throw new Error(
      `expression: "${text}" has 5 fields, but seconds come first: use 6 fields (${FIELDS}), e.g. "0 ${text}"`,
    );
  }
  if (fields !== 6 && fields !== 7) {
    throw new Error(`expression: "${text}" has ${fields} fields; a cron expression has 6 or 7 (${FIELDS})`);
  }
  const timezone = cronConfig.timezone;
  if (timezone !== undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    } catch {
      throw new Error(`timezone: "${timezone}" is not an IANA time zone (e.g. "Europe/Paris", "UTC")`);
    }
  }
  let cron: Cron;
  try {
    // UTC as a fixed offset: a time zone costs croner a time-zone conversion on every step.
    const where = timezone === undefined ? { utcOffset: 0 } : { timezone };
    cron = new Cron(text, { mode: '6-or-7-parts', ...where });
  } catch (error) {
    const reason = String((error as Error).message ?? error).replace(/^CronPattern:\s*/, '');
    throw new Error(`expression: "${text}" is not a valid cron expression: ${reason}`);
  }
  const next = (after: number) => cron.nextRun(new Date(after))?.getTime();
  if (next(Date.now()) === undefined) throw new Error(`expression: "${text}" is never due from now on`);
  return {
    next,
    previous: (at) => cron.previousRuns(1, new Date(at + 1))[0]?.getTime(),
    overlap: cronConfig.overlap ?? 'skip',
    catchUp: cronConfig.catch_up ?? false,
  };
}
