/**
 * The `svc-queue` module: durable queues behind the `enqueue` action, `engine::queue::enqueue`
 * and `iii::durable::publish`, consumed through the `queue` and `durable:subscriber` trigger
 * types, with retries, backoff and a dead-letter queue per topic, kept by the adapter its
 * settings name (`in_memory`, `file_based`, `redis`).
 */
import { type SvcQueueConfig, validateSvcQueueConfig } from '@svc/protocol';
import type { ModuleDescriptor } from '../host.js';
import { openQueueAdapter } from './adapters/index.js';
import { resolveSettings } from './config.js';
import { registerQueueFunctions } from './functions.js';
import { QueueService } from './queue.js';
import { registerQueueTriggers } from './triggers.js';

export { QueueService } from './queue.js';

/** The `svc-queue` module; its start rejects with `store_unavailable` when the store cannot be opened. */
export const queueModule: ModuleDescriptor<SvcQueueConfig> = {
  name: 'svc-queue',
  aliases: ['iii-queue', 'queue', 'modules::queue::QueueModule'],
  description: 'Durable queues: enqueue actions, durable publish, queue triggers, retries and dead letters',
  settings: validateSvcQueueConfig,
  async start(host) {
    const settings = resolveSettings(host.settings, host.baseDir);
    const adapter = await openQueueAdapter(settings.adapter, host.logger, host.storage);
    const shared = settings.adapter.name === 'redis' ? settings.pollIntervalMs : undefined;
    const service = new QueueService(adapter, settings, host, shared);
    registerQueueFunctions(host, service);
    registerQueueTriggers(host, service);
    host.provideQueue(async (queue, call) => ({
      messageReceiptId: await service.enqueue(queue, call.function_id, call.data ?? null, {
        ...(call.traceparent ? { traceparent: call.traceparent } : {}),
        ...(call.baggage ? { baggage: call.baggage } : {}),
      }),
    }));
    await service.start();
    const where = settings.adapter;
    host.logger.info('queue store open', {
      adapter: where.name,
      queues: [...settings.queues.keys()],
      ...(where.name === 'file_based' ? { path: where.path, durability: where.durability } : {}),
    });
    return {
      stopAccepting: () => service.stop(),
      stop: () => adapter.close(),
    };
  },
};
