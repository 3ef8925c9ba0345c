/**
 * The `svc-http-functions` module: serves HTTP-invoked functions. A worker's `registerfunction`
 * with `invocation: {url, …}` is taken here, when the URL is within `allowed_urls`: the module
 * registers the function on its own link and answers each call by sending the payload to the URL
 * (`request.ts`). The function goes away when the worker that registered it does.
 */
import type { SvcHttpFunctionsConfig } from '@svc/protocol';
import { validateSvcHttpFunctionsConfig } from '@svc/protocol/validators/config/workers/svc-http-functions';
import type { ModuleDescriptor } from '../host.js';
import { allowed, resolveSettings } from './config.js';
import { callUrl } from './request.js';

/** The `svc-http-functions` module. */
export const httpFunctionsModule: ModuleDescriptor<SvcHttpFunctionsConfig> = {
  name: 'svc-http-functions',
  aliases: ['iii-http-functions', 'http-functions'],
  description: 'HTTP-invoked functions: calls registered with an invocation URL are sent to that URL',
  settings: validateSvcHttpFunctionsConfig,
  async start(host) {
    const settings = resolveSettings(host.settings);
    // Function id → the worker that registered it.
    const owners = new Map<string, string>();
    host.provideExternalFunctions((workerId, registration) => {
      const invocation = registration.invocation!;
      if (!allowed(invocation.url, settings.allowedUrls))
        return `${invocation.url} is not within svc-http-functions' allowed_urls`;
      const { type: _type, id, invocation: _invocation, ...options } = registration;
      owners.set(id, workerId);
      host.registerRawFunction(
        id,
        (body, context) => callUrl(id, invocation, body, context.invocationId, settings, context.signal),
        options,
      );
      host.logger.info('HTTP-invoked function registered', { function_id: id, worker_id: workerId });
      return undefined;
    });
    host.onEvent((event) => {
      if (event.type !== 'worker_disconnected') return;
      for (const [id, owner] of owners)
        if (owner === event.workerId) {
          owners.delete(id);
          host.unregisterFunction(id);
        }
    });
    host.metrics.gauge('svc_http_functions', 'HTTP-invoked functions registered.', () => owners.size);
    return undefined;
  },
};
