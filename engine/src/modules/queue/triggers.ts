/**
 * The `queue` trigger type (the seed's name) and `durable:subscriber` (the reference's): a
 * binding's function consumes the messages published to its topic (`schema/triggers/queue`),
 * with the binding's `queue_config` over the named queue of the topic's name.
 */
import type { QueueTriggerConfig } from '@svc/protocol';
import { formatValidationError } from '@svc/protocol/validator';
import { validateQueueTriggerConfig } from '@svc/protocol/validators/triggers/queue';
import type { ModuleHost } from '../host.js';
import type { QueueService } from './queue.js';

/** The trigger type ids. */
export const QUEUE_TRIGGER_TYPES = ['queue', 'durable:subscriber'] as const;

/** Provides both trigger types. */
export function registerQueueTriggers(host: ModuleHost<unknown>, service: QueueService): void {
  for (const type of QUEUE_TRIGGER_TYPES) {
    host.registerTriggerType<QueueTriggerConfig>(
      type,
      'Consumes the messages published to a topic, each delivered at least once with retries and a dead-letter queue',
      {
        bind: (binding) => {
          if (!validateQueueTriggerConfig(binding.config)) {
            throw new Error(
              `Invalid ${type} trigger config: ${formatValidationError(validateQueueTriggerConfig.errors)}`,
            );
          }
          return service.bind(binding);
        },
      },
    );
  }
}
