/**
 * The `svc-cron` module: the `cron` trigger type, `cron::trigger_now` and `cron::stats`, with the
 * adapter its settings name (`local`, or `redis` for one fire per tick across engines).
 */
import { type SvcCronConfig, validateSvcCronConfig } from '@svc/protocol';
import type { ModuleDescriptor } from '../host.js';
import type { CronAdapter } from './adapters/adapter.js';
import { openLocal } from './adapters/local.js';
import { openRedis } from './adapters/redis.js';
import { resolveSettings } from './config.js';
import { registerCronFunctions } from './functions.js';
import { CronJobs } from './jobs.js';
import { CronStats } from './stats.js';
import { registerCronTriggers } from './triggers.js';

export { CronStats } from './stats.js';

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
