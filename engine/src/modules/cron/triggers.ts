/**
 * The `cron` trigger type: a binding's config (`schema/triggers/cron`) is checked when it is
 * registered (a bad one is refused with a `triggerregistrationresult` error naming the field and
 * the problem), and each due tick invokes the binding's function with `contracts/cron-event`.
 */
import type { ModuleHost } from '../host.js';
import { parseCronConfig } from './expression.js';
import type { CronJobs } from './jobs.js';

/** The trigger type id. */
export const CRON_TRIGGER = 'cron';

/** Provides the `cron` trigger type. */
export function registerCronTriggers(host: ModuleHost<unknown>, jobs: CronJobs): void {
  host.registerTriggerType(
    CRON_TRIGGER,
    'A schedule: 6 cron fields with seconds first, or 7 with a year, in UTC or a time zone',
    { bind: (binding) => jobs.add(binding, parseCronConfig(binding.config)) },
  );
}
