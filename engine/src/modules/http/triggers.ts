/**
 * The `http` trigger type: each binding is a route of the engine HTTP API. A route goes when its
 * binding goes (its owner disconnected, or it was unregistered) and comes back when the binding is
 * registered again, so a reconnecting worker never leaves a stale 404 behind.
 */
import { validateHttpTriggerConfig } from '@svc/protocol';
import type { LocalWorker } from '../../core/local-worker.js';
import type { Logger } from '../../log.js';
import type { RouteTable } from './routes.js';

/** The trigger type's id. */
export const HTTP_TRIGGER = 'http';

/** Provides the `http` trigger type on `worker`; routes map to trigger ids. */
export function registerHttpTriggerType(worker: LocalWorker, routes: RouteTable<string>, logger: Logger): void {
  worker.registerTriggerType(HTTP_TRIGGER, 'Serve a function at a method and path of the engine HTTP API', {
    register: (trigger) => {
      const config = trigger.config ?? {};
      if (!validateHttpTriggerConfig(config)) {
        const error = validateHttpTriggerConfig.errors?.[0];
        const field = error?.instancePath
          ? error.instancePath.slice(1)
          : (error?.params as { missingProperty?: string } | undefined)?.missingProperty;
        throw new Error(
          `invalid http trigger config${field ? ` (${field})` : ''}: ${error?.message ?? 'does not match triggers/http.schema.json'}; api_path is required`,
        );
      }
      const method = (config.http_method ?? 'GET').toUpperCase();
      const route = routes.add(trigger.id, method, config.api_path, trigger.id);
      logger.debug('route added', {
        method,
        path: route.pattern,
        function_id: trigger.function_id,
        trigger_id: trigger.id,
      });
    },
    unregister: (trigger) => {
      const route = routes.remove(trigger.id);
      if (route) logger.debug('route removed', { method: route.method, path: route.pattern, trigger_id: trigger.id });
    },
  });
}
