/**
 * The `state` trigger type. A binding's config (`schema/triggers/state`) filters by `scope`, `key`
 * and `event_types`; each change that passes is sent to the binding's function once it is
 * durable, after its `condition_function_id` (if any) has not answered `false`.
 */
import {
  formatValidationError,
  validateStateTriggerConfig,
  type StateEvent,
  type StateTriggerConfig,
} from '@svc/protocol';
import type { LocalWorker } from '../../core/local-worker.js';
import type { TriggerEntry } from '../../core/registry.js';
import type { Router } from '../../core/router.js';
import type { Logger } from '../../log.js';
import type { StateChange } from './store.js';

/** The trigger type id. */
export const STATE_TRIGGER = 'state';

function matches(config: StateTriggerConfig, change: StateChange): boolean {
  return (
    (config.scope === undefined || config.scope === change.scope) &&
    (config.key === undefined || config.key === change.key) &&
    (config.event_types === undefined || config.event_types.includes(change.event_type))
  );
}

/** Provides the `state` trigger type on `worker`; returns the function that fires it for a change. */
export function registerStateTriggers(
  worker: LocalWorker,
  router: Router,
  logger: Logger,
): (change: StateChange) => void {
  const bindings = new Map<string, StateTriggerConfig>();
  worker.registerTriggerType(
    STATE_TRIGGER,
    'A state entry was created, updated or deleted (fired once the change is durable)',
    {
      register: (trigger) => {
        const config = trigger.config ?? {};
        if (!validateStateTriggerConfig(config)) {
          throw new Error(`Invalid state trigger config: ${formatValidationError(validateStateTriggerConfig.errors)}`);
        }
        bindings.set(trigger.id, config);
      },
      unregister: (trigger) => void bindings.delete(trigger.id),
    },
  );

  const fire = async (trigger: TriggerEntry, payload: StateEvent) => {
    try {
      if (await router.conditionHolds(trigger, payload)) await router.fire(trigger, payload);
    } catch (error) {
      logger.debug('state trigger not delivered', {
        trigger_id: trigger.id,
        function_id: trigger.functionId,
        error: String((error as Error)?.message ?? error),
      });
    }
  };

  return (change) => {
    if (bindings.size === 0) return;
    let payload: StateEvent | undefined;
    for (const [id, config] of bindings) {
      const trigger = router.registry.triggers.get(id);
      if (!trigger || !matches(config, change)) continue;
      payload ??= { type: 'state', ...change };
      void fire(trigger, payload);
    }
  };
}
