/**
 * svc-events' functions: `publish {topic, data}` (`schema/contracts/events/publish-*`) and
 * `events::stats`. Bad input is answered with `deserialization_error` naming the field, an
 * empty topic with `topic_not_set`.
 */
import type { EventsStatsOutput, JsonValue } from '@svc/protocol';
import { EngineError } from '../../errors.js';
import { Contracts } from '../contracts.js';
import type { ModuleHost } from '../host.js';
import { input } from '../state/functions.js';
import type { EventsAdapter } from './adapters/adapter.js';
import { EventsErrorCode } from './errors.js';
import type { Subscriptions } from './triggers.js';

/** Publishes through the adapter, counting it; an empty topic is `topic_not_set`. */
export async function publish(
  adapter: EventsAdapter,
  subscriptions: Subscriptions,
  topic: string,
  data: JsonValue,
): Promise<void> {
  if (topic === '') throw new EngineError(EventsErrorCode.topicNotSet, 'Topic is not set');
  await adapter.publish(topic, data);
  subscriptions.counts.published++;
}

/** Registers `publish` and `events::stats` on the module's link. */
export function registerEventsFunctions(
  host: ModuleHost<unknown>,
  adapter: EventsAdapter,
  subscriptions: Subscriptions,
): void {
  const contracts = new Contracts(() => import('@svc/protocol/validators/contracts/events'));
  host.registerFunction(
    'publish',
    contracts.handler(async (validators, data, context) => {
      const { topic, data: event } = input('publish', validators.validateEventsPublishInput, data);
      context.annotate({ 'svc.event.topic': topic });
      await publish(adapter, subscriptions, topic, event ?? null);
      return null;
    }),
    { description: 'Publishes {topic, data}: every function subscribed to the topic is invoked with data.' },
  );
  host.registerFunction(
    'events::stats',
    contracts.handler((validators, data) => {
      input('events::stats', validators.validateEventsStatsInput, data);
      const stats: EventsStatsOutput = {
        adapter: adapter.name,
        subscriptions: subscriptions.size,
        ...subscriptions.counts,
      };
      return stats as unknown as JsonValue;
    }),
    { description: 'Counts of svc-events: subscriptions, published, delivered, failed, skipped, dropped, in flight.' },
  );
}
