/**
 * The engine's own trigger types, pushed on change (never polled):
 * `engine::workers-available` fires when a worker connects, disconnects or describes itself;
 * `engine::functions-available` fires once per burst of function changes (coalesced per tick,
 * so a worker registering 100 functions causes one fire).
 */
import type { JsonValue } from '@svc/protocol';
import type { LocalWorker } from '../../core/local-worker.js';
import type { Router } from '../../core/router.js';
import type { Logger } from '../../log.js';
import { functionSummary, isInternal } from './functions.js';

/** Trigger type fired on worker connect, disconnect and metadata updates. */
export const WORKERS_AVAILABLE = 'engine::workers-available';
/** Trigger type fired when the set of functions changes. */
export const FUNCTIONS_AVAILABLE = 'engine::functions-available';

/** Provides both trigger types on `worker` and fires them from router events. */
export function registerEngineTriggers(worker: LocalWorker, router: Router, logger: Logger): () => void {
  const bindings = new Map<string, Set<string>>([
    [WORKERS_AVAILABLE, new Set()],
    [FUNCTIONS_AVAILABLE, new Set()],
  ]);
  for (const [type, ids] of bindings) {
    worker.registerTriggerType(
      type,
      type === WORKERS_AVAILABLE
        ? 'A worker connected, disconnected or registered its metadata'
        : 'The set of registered functions changed',
      {
        register: (trigger) => void ids.add(trigger.id),
        unregister: (trigger) => void ids.delete(trigger.id),
      },
    );
  }

  const fireAll = (type: string, payload: JsonValue) => {
    for (const id of bindings.get(type)!) {
      const trigger = router.registry.triggers.get(id);
      if (!trigger) continue;
      router
        .fire(trigger, payload)
        .catch((error: unknown) =>
          logger.debug('engine trigger handler failed', { trigger_id: id, error: String(error) }),
        );
    }
  };

  let functionsChanged: NodeJS.Immediate | undefined;
  return router.subscribe((event) => {
    if (event.kind === 'worker') {
      fireAll(WORKERS_AVAILABLE, { event: event.event, worker_id: event.workerId });
    } else if (!functionsChanged && bindings.get(FUNCTIONS_AVAILABLE)!.size > 0) {
      functionsChanged = setImmediate(() => {
        functionsChanged = undefined;
        const functions = [...router.registry.functions.values()].filter((f) => !isInternal(f)).map(functionSummary);
        fireAll(FUNCTIONS_AVAILABLE, { event: 'functions_changed', functions });
      });
    }
  });
}
