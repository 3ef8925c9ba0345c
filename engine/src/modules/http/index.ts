/**
 * `svc-http`: functions as REST endpoints on the engine HTTP API (see README.md).
 */
import type { SvcHttpConfig } from '@svc/protocol';
import { validateSvcHttpConfig } from '@svc/protocol/validators/config/workers/svc-http';
import type { ModuleDescriptor } from '../host.js';
import { resolveSettings } from './config.js';
import { RouteTable } from './routes.js';
import { startHttpServer } from './server.js';
import { type HttpBinding, registerHttpTriggerType } from './triggers.js';

export { HTTP_TRIGGER } from './triggers.js';

/** The `svc-http` module: listens first (a port in use fails the start), then provides the `http` trigger type. */
export const httpModule: ModuleDescriptor<SvcHttpConfig> = {
  name: 'svc-http',
  aliases: ['iii-http', 'http', 'modules::api::RestApiModule'],
  description: 'Functions as REST endpoints on the engine HTTP API',
  settings: validateSvcHttpConfig,
  async start(host) {
    const routes = new RouteTable<HttpBinding>();
    const server = await startHttpServer(host, routes, resolveSettings(host.settings, host.baseDir));
    registerHttpTriggerType(host, routes);
    host.logger.info('http api listening', { url: server.url });
    return { stopAccepting: () => server.stopAccepting() };
  },
};
