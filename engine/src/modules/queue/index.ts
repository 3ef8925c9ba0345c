/**
 * The `svc-queue` module: durable queues behind the `enqueue` action, `engine::queue::enqueue`
 * and `iii::durable::publish`, consumed through the `queue` and `durable:subscriber` trigger
 * types, with retries, backoff and a dead-letter queue per topic, kept by the adapter its
 * settings name (`in_memory`, `file_based`, `redis`).
 */
import type { QueueTopicStatsOutput, SvcQueueConfig } from '@svc/protocol';
import { validateSvcQueueConfig } from '@svc/protocol/validators/config/workers/svc-queue';
import type { ModuleDescriptor, ModuleHost } from '../host.js';
import { openQueueAdapter } from './adapters/index.js';
import { resolveSettings } from './config.js';
import { registerQueueFunctions } from './functions.js';
import { QueueService } from './queue.js';
import { registerQueueTriggers } from './triggers.js';

export { QueueService } from './queue.js';

/** Queue depth, messages in flight and dead letters per topic, read at every scrape of `GET /_metrics`. */
function registerQueueMetrics(host: ModuleHost<SvcQueueConfig>, service: QueueService): void {
  const perTopic = (read: (stats: QueueTopicStatsOutput) => number) => async () =>
    Promise.all(
      (await service.topics()).map(async (topic) => ({ labels: { topic }, value: read(await service.stats(topic)) })),
    );
  host.metrics.gauge(
    'svc_queue_depth',
    'Messages waiting in a queue topic.',
    perTopic((s) => s.depth),
  );
  host.metrics.gauge(
    'svc_queue_in_flight',
    'Messages of a topic being delivered now.',
    perTopic((s) => s.in_flight),
  );
  host.metrics.gauge(
    'svc_queue_dlq_size',
    "Messages in a topic's dead-letter queue.",
    perTopic((s) => s.dlq_depth),
  );
  host.metrics.counter(
    'svc_queue_done_total',
    'Messages of a topic delivered successfully.',
    perTopic((s) => s.done),
  );
  host.metrics.counter(
    'svc_queue_failed_attempts_total',
    'Delivery attempts of a topic that failed (each retry counts).',
    perTopic((s) => s.failed),
  );
}

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
    registerQueueMetrics(host, service);
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
