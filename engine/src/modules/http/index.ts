/**
 * `svc-http`: functions as REST endpoints on the engine HTTP API (see README.md).
 */
import type { SvcHttpConfig } from '@svc/protocol';
import { LocalWorker } from '../../core/local-worker.js';
import type { RunningModule, StartModule } from '../module.js';
import { resolveSettings } from './config.js';
import { RouteTable } from './routes.js';
import { startHttpServer } from './server.js';
import { registerHttpTriggerType } from './triggers.js';

export { HTTP_TRIGGER } from './triggers.js';

/** Listens first (a port in use fails the start), then provides the `http` trigger type. */
export const startHttp: StartModule = async ({ router, logger, settings }): Promise<RunningModule> => {
  const resolved = resolveSettings(settings as SvcHttpConfig);
  const routes = new RouteTable<string>();
  const server = await startHttpServer(router, routes, resolved, logger);
  const worker = new LocalWorker('svc-http', router, logger, 'Functions as REST endpoints on the engine HTTP API');
  registerHttpTriggerType(worker, routes, logger);
  logger.info('http api listening', { url: server.url });
  return {
    listeners: { http: server.url },
    stopAccepting: () => server.stopAccepting(),
    stop: async () => {
      worker.close();
      await server.close();
    },
  };
};
