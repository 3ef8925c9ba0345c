/**
 * svc-events' functions: `publish {topic, data}` (`schema/contracts/events/publish-*`) and
 * `events::stats`. Bad input is answered with `deserialization_error` naming the field, an
 * empty topic with `topic_not_set`.
 */
import type { EventsStatsOutput, JsonValue, Validator } from '@svc/protocol';
import { formatValidationError } from '@svc/protocol/validator';
import { validateEventsPublishInput, validateEventsStatsInput } from '@svc/protocol/validators/contracts/events';
import { EngineError, ErrorCode } from '../../errors.js';
import type { ModuleHost } from '../host.js';
import type { EventsAdapter } from './adapters/adapter.js';
import { EventsErrorCode } from './errors.js';
import type { Subscriptions } from './triggers.js';

/** The input if it matches its schema; otherwise a `deserialization_error` naming the first problem. */
export function checkInput<T>(functionId: string, validate: Validator<T>, data: JsonValue | undefined): T {
  const value = data ?? {};
  if (validate(value)) return value;
  const detail = formatValidationError(validate.errors);
  throw new EngineError(ErrorCode.deserializationError, `Failed to deserialize input for ${functionId}: ${detail}`);
}

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
  host.registerFunction(
    'publish',
    async (data, context) => {
      const input = checkInput('publish', validateEventsPublishInput, data);
      context.annotate({ 'svc.event.topic': input.topic });
      await publish(adapter, subscriptions, input.topic, input.data ?? null);
      return null;
    },
    { description: 'Publishes {topic, data}: every function subscribed to the topic is invoked with data.' },
  );
  host.registerFunction(
    'events::stats',
    (data) => {
      checkInput('events::stats', validateEventsStatsInput, data);
      const stats: EventsStatsOutput = {
        adapter: adapter.name,
        subscriptions: subscriptions.size,
        ...subscriptions.counts,
      };
      return stats as unknown as JsonValue;
    },
    { description: 'Counts of svc-events: subscriptions, published, delivered, failed, skipped, dropped, in flight.' },
  );
}
