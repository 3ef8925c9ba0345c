/**
 * The `state` trigger type, and the state events published to svc-events. A binding's config
 * (`schema/triggers/state`) filters by `scope`, `key` and `event_types`; each change that passes
 * is sent to the binding's function once it is durable, after its `condition_function_id` (if
 * any) has not answered `false`.
 */
import type { StateEvent, StateTriggerConfig } from '@svc/protocol';
import { formatValidationError } from '@svc/protocol/validator';
import { validateStateTriggerConfig } from '@svc/protocol/validators/triggers/state';
import type { Binding, ModuleHost } from '../host.js';
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

/**
 * Publishes a change as the seed's state event, on the topic named by its event type
 * (`state:created`, `state:updated`, `state:deleted`), through the host's events seam: `event`
 * triggers on those names fire when svc-events runs. Fire and forget: a change is never held up
 * or undone by its event.
 */
function publishStateEvent(host: ModuleHost<unknown>, change: StateChange): void {
  const payload: StateEvent = { type: 'state', ...change };
  host.publish(change.event_type, payload).catch((error: unknown) =>
    host.logger.debug('state event not published', {
      event_type: change.event_type,
      error: String((error as Error)?.message ?? error),
    }),
  );
}

/** What fires the `state` trigger type. */
export interface StateTriggers {
  /** A change this engine made: its state event, and this engine's bindings. */
  changed(change: StateChange): void;
  /** A change another engine made (which published its state event): this engine's bindings only. */
  fireBindings(change: StateChange): void;
}

/** Provides the `state` trigger type; `onBind` runs at each binding made. */
export function registerStateTriggers(host: ModuleHost<unknown>, onBind: () => void = () => {}): StateTriggers {
  const bindings = new Set<Binding<StateTriggerConfig>>();
  host.registerTriggerType<StateTriggerConfig>(
    STATE_TRIGGER,
    'A state entry was created, updated or deleted (fired once the change is durable)',
    {
      bind: (trigger) => {
        if (!validateStateTriggerConfig(trigger.config)) {
          throw new Error(`Invalid state trigger config: ${formatValidationError(validateStateTriggerConfig.errors)}`);
        }
        bindings.add(trigger);
        trigger.onRemove(() => bindings.delete(trigger));
        onBind();
      },
    },
  );

  const fire = async (trigger: Binding<StateTriggerConfig>, payload: StateEvent) => {
    try {
      if (await trigger.conditionHolds(payload)) await trigger.fire(payload);
    } catch (error) {
      host.logger.debug('state trigger not delivered', {
        trigger_id: trigger.id,
        function_id: trigger.functionId,
        error: String((error as Error)?.message ?? error),
      });
    }
  };

  const fireBindings = (change: StateChange) => {
    if (bindings.size === 0) return;
    let payload: StateEvent | undefined;
    for (const trigger of bindings) {
      if (!matches(trigger.config, change)) continue;
      payload ??= { type: 'state', ...change };
      void fire(trigger, payload);
    }
  };
  return {
    changed: (change) => {
      publishStateEvent(host, change);
      fireBindings(change);
    },
    fireBindings,
  };
}
