/**
 * The `svc-events` module: `publish` and the `event` (`subscribe`) trigger types, over the adapter
 * its settings name (`local`, or `redis` pub/sub across engines). It also takes the events other
 * modules publish through the host (svc-state's `state:created|updated|deleted`).
 */
import type { SvcEventsConfig } from '@svc/protocol';
import { validateSvcEventsConfig } from '@svc/protocol/validators/config/workers/svc-events';
import type { ModuleDescriptor } from '../host.js';
import type { EventsAdapter } from './adapters/adapter.js';
import { openLocal } from './adapters/local.js';
import { openRedis } from './adapters/redis.js';
import { resolveSettings } from './config.js';
import { publish, registerEventsFunctions } from './functions.js';
import { Subscriptions } from './triggers.js';

/** The `svc-events` module; its start rejects with `store_unavailable` when Redis cannot be reached. */
export const eventsModule: ModuleDescriptor<SvcEventsConfig> = {
  name: 'svc-events',
  aliases: ['iii-pubsub', 'pubsub', 'modules::pubsub::PubSubModule'],
  description: 'Publish/subscribe: the publish function and event (subscribe) triggers',
  settings: validateSvcEventsConfig,
  async start(host) {
    const config = resolveSettings(host.settings);
    const subscriptions = new Subscriptions(host, config.maxInFlight);
    const deliver = (topic: string, data: Parameters<Subscriptions['deliver']>[1]) =>
      subscriptions.deliver(topic, data);
    const adapter: EventsAdapter =
      config.adapter.name === 'redis' ? await openRedis(host, config.adapter, deliver) : openLocal(deliver);
    subscriptions.register();
    registerEventsFunctions(host, adapter, subscriptions);
    const { counts } = subscriptions;
    host.metrics.counter('svc_events_published_total', 'Events published through this engine.', () => counts.published);
    host.metrics.counter('svc_events_deliveries_total', 'Event deliveries to subscribers, by outcome.', () => [
      { labels: { outcome: 'delivered' }, value: counts.delivered },
      { labels: { outcome: 'failed' }, value: counts.failed },
      { labels: { outcome: 'skipped' }, value: counts.skipped },
      { labels: { outcome: 'dropped' }, value: counts.dropped },
    ]);
    host.providePublisher((topic, data) => publish(adapter, subscriptions, topic, data));
    host.logger.info('events adapter open', { adapter: adapter.name, max_in_flight: config.maxInFlight });
    return { stop: () => adapter.close() };
  },
};
