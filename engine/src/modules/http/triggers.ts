/**
 * The `http` trigger type: each binding is a route of the engine HTTP API. A route goes when its
 * binding goes (its owner disconnected, or it was unregistered) and comes back when the binding is
 * registered again, so a reconnecting worker never leaves a stale 404 behind.
 */
import type { HttpTriggerConfig } from '@svc/protocol';
import { validateHttpTriggerConfig } from '@svc/protocol/validators/triggers/http';
import type { Binding, ModuleHost } from '../host.js';
import type { RouteTable } from './routes.js';

/** The trigger type's id. */
export const HTTP_TRIGGER = 'http';

/** A route's target: the binding it serves. */
export type HttpBinding = Binding<HttpTriggerConfig>;

/** Provides the `http` trigger type; each accepted binding is a route until it goes. */
export function registerHttpTriggerType(host: ModuleHost<unknown>, routes: RouteTable<HttpBinding>): void {
  const { logger } = host;
  host.registerTriggerType<HttpTriggerConfig>(
    HTTP_TRIGGER,
    'Serve a function at a method and path of the engine HTTP API',
    {
      bind: (trigger) => {
        const config = trigger.config;
        if (!validateHttpTriggerConfig(config)) {
          const error = validateHttpTriggerConfig.errors?.[0];
          const field = error?.instancePath
            ? error.instancePath.slice(1)
            : (error?.params as { missingProperty?: string } | undefined)?.missingProperty;
          throw new Error(
            `invalid http trigger config${field ? ` (${field})` : ''}: ` +
              `${error?.message ?? 'does not match triggers/http.schema.json'}; api_path is required`,
          );
        }
        const method = (config.http_method ?? 'GET').toUpperCase();
        const route = routes.add(trigger.id, method, config.api_path, trigger);
        logger.debug('route added', {
          method,
          path: route.pattern,
          function_id: trigger.functionId,
          trigger_id: trigger.id,
        });
        trigger.onRemove(() => {
          routes.remove(trigger.id);
          logger.debug('route removed', { method: route.method, path: route.pattern, trigger_id: trigger.id });
        });
      },
    },
  );
}
