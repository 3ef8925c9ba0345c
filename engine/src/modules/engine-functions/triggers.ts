/**
 * The engine's own trigger types, pushed on change (never polled):
 * `engine::workers-available` fires when a worker connects, disconnects or describes itself;
 * `engine::functions-available` fires once per burst of function changes (coalesced per tick,
 * so a worker registering 100 functions causes one fire).
 */
import type { EngineFunctionsAvailableEvent, EngineWorkersAvailableEvent, JsonValue } from '@svc/protocol';
import type { Binding, ModuleHost, RegistryView } from '../host.js';
import { functionSummary, isInternal } from './functions.js';

/** Trigger type fired on worker connect, disconnect and metadata updates. */
export const WORKERS_AVAILABLE = 'engine::workers-available';
/** Trigger type fired when the set of functions changes. */
export const FUNCTIONS_AVAILABLE = 'engine::functions-available';

/** Provides both trigger types and fires them from engine events. */
export function registerEngineTriggers(host: ModuleHost<unknown>, registry: RegistryView): void {
  const bindings = new Map<string, Set<Binding>>([
    [WORKERS_AVAILABLE, new Set()],
    [FUNCTIONS_AVAILABLE, new Set()],
  ]);
  for (const [type, bound] of bindings) {
    host.registerTriggerType(
      type,
      type === WORKERS_AVAILABLE
        ? 'A worker connected, disconnected or registered its metadata'
        : 'The set of registered functions changed',
      {
        bind: (trigger) => {
          bound.add(trigger);
          trigger.onRemove(() => bound.delete(trigger));
        },
      },
    );
  }

  const fireAll = (type: string, payload: EngineWorkersAvailableEvent | EngineFunctionsAvailableEvent) => {
    for (const trigger of bindings.get(type)!) {
      // The generated types carry an index signature JsonValue lacks; the payload is JSON all the same.
      trigger
        .fire(payload as unknown as JsonValue)
        .catch((error: unknown) =>
          host.logger.debug('engine trigger handler failed', { trigger_id: trigger.id, error: String(error) }),
        );
    }
  };

  let functionsChanged: NodeJS.Immediate | undefined;
  host.onEvent((event) => {
    switch (event.type) {
      case 'worker_connected':
      case 'worker_disconnected':
      case 'worker_metadata_updated':
        return fireAll(WORKERS_AVAILABLE, { event: event.type, worker_id: event.workerId });
      case 'function_registered':
      case 'function_unregistered':
        if (functionsChanged || bindings.get(FUNCTIONS_AVAILABLE)!.size === 0) return;
        functionsChanged = setImmediate(() => {
          functionsChanged = undefined;
          const functions = registry
            .functions()
            .filter((f) => !isInternal(f))
            .map(functionSummary);
          fireAll(FUNCTIONS_AVAILABLE, { event: 'functions_changed', functions });
        });
        return;
      default:
        return;
    }
  });
  host.onStop(() => {
    if (functionsChanged) clearImmediate(functionsChanged);
  });
}
