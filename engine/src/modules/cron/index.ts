/**
 * The `svc-cron` module: the `cron` trigger type, `cron::trigger_now` and `cron::stats`, with the
 * adapter its settings name (`local`, or `redis` for one fire per tick across engines).
 */
import type { SvcCronConfig } from '@svc/protocol';
import { validateSvcCronConfig } from '@svc/protocol/validators/config/workers/svc-cron';
import type { ModuleDescriptor, ModuleHost } from '../host.js';
import type { CronAdapter } from './adapters/adapter.js';
import { openLocal } from './adapters/local.js';
import { openRedis } from './adapters/redis.js';
import { resolveSettings } from './config.js';
import { registerCronFunctions } from './functions.js';
import { CronJobs } from './jobs.js';
import { CronStats } from './stats.js';
import { registerCronTriggers } from './triggers.js';

export { CronStats } from './stats.js';

/** Jobs, fires, skipped and missed ticks, and lateness, read at every scrape of `GET /_metrics`. */
function registerCronMetrics(host: ModuleHost<SvcCronConfig>, jobs: CronJobs, stats: CronStats): void {
  const { counts } = stats;
  host.metrics.gauge('svc_cron_jobs', 'Cron bindings scheduled in this engine.', () => jobs.size);
  host.metrics.counter('svc_cron_fired_total', 'Cron ticks fired by this engine.', () => counts.fired);
  host.metrics.counter('svc_cron_skipped_total', 'Cron ticks skipped, by reason.', () => [
    { labels: { reason: 'overlap' }, value: counts.skipped_overlap },
    { labels: { reason: 'condition' }, value: counts.skipped_condition },
  ]);
  host.metrics.counter('svc_cron_missed_total', 'Cron ticks passed over by a late wake.', () => counts.missed);
  host.metrics.counter('svc_cron_failed_total', 'Cron fires whose function failed.', () => counts.failed);
  host.metrics.gauge('svc_cron_lateness_ms', 'Lateness of recent cron fires (ms), by quantile.', () => {
    const { lateness_ms } = stats.snapshot('', jobs.size);
    return [
      { labels: { quantile: '0.5' }, value: lateness_ms.p50 },
      { labels: { quantile: '0.99' }, value: lateness_ms.p99 },
    ];
  });
}

/** The `svc-cron` module; its start rejects with `store_unavailable` when Redis cannot be reached. */
export const cronModule: ModuleDescriptor<SvcCronConfig> = {
  name: 'svc-cron',
  aliases: ['iii-cron', 'cron', 'modules::cron::CronModule'],
  description: 'Scheduled triggers: cron, cron::trigger_now, cron::stats',
  settings: validateSvcCronConfig,
  async start(host) {
    const config = resolveSettings(host.settings);
    const adapter: CronAdapter = config.adapter.name === 'redis' ? await openRedis(host, config.adapter) : openLocal();
    const stats = new CronStats();
    const jobs = new CronJobs(host, adapter, stats);
    registerCronTriggers(host, jobs);
    registerCronFunctions(host, adapter, jobs, stats);
    registerCronMetrics(host, jobs, stats);
    host.logger.info('cron adapter open', { adapter: adapter.name });
    return {
      stopAccepting: () => jobs.stopAll(),
      stop: async () => {
        jobs.stopAll();
        await adapter.close();
      },
    };
  },
};
