/**
 * svc-cron's functions: `cron::trigger_now {trigger_id}` (the console's Trigger Now), which runs
 * a job at once with `scheduled_time` and `actual_time` now, and `cron::stats`.
 */
import type { CronTriggerNowOutput, JsonValue } from '@svc/protocol';
import { EngineError, ErrorCode, errorBody } from '../../errors.js';
import { Contracts } from '../contracts.js';
import type { ModuleHost } from '../host.js';
import { input } from '../state/functions.js';
import type { CronAdapter } from './adapters/adapter.js';
import { type CronJobs, cronPayload } from './jobs.js';
import type { CronStats } from './stats.js';

/** Registers `cron::trigger_now` and `cron::stats` on the module's link. */
export function registerCronFunctions(
  host: ModuleHost<unknown>,
  adapter: CronAdapter,
  jobs: CronJobs,
  stats: CronStats,
): void {
  const contracts = new Contracts(() => import('@svc/protocol/validators/contracts/cron'));
  host.registerFunction(
    'cron::trigger_now',
    contracts.handler(async (validators, data) => {
      const { trigger_id } = input('cron::trigger_now', validators.validateCronTriggerNowInput, data);
      const binding = jobs.binding(trigger_id);
      if (!binding) throw new EngineError(ErrorCode.notFound, `No cron trigger ${trigger_id} is active`);
      const now = Date.now();
      const answer: CronTriggerNowOutput = { trigger_id, function_id: binding.functionId };
      try {
        answer.result = (await jobs.run(binding, cronPayload(trigger_id, now, now), false)) ?? null;
      } catch (error) {
        answer.error = errorBody(error);
      }
      return answer as unknown as JsonValue;
    }),
    { description: 'Runs a cron job at once, with actual_time now; returns its result or error.' },
  );
  host.registerFunction(
    'cron::stats',
    contracts.handler((validators, data) => {
      input('cron::stats', validators.validateCronStatsInput, data);
      return stats.snapshot(adapter.name, jobs.size) as unknown as JsonValue;
    }),
    { description: 'Counts of svc-cron: jobs, fired, skipped, missed, lock outcomes, failures, lateness p50/p99.' },
  );
}
