/**
 * With OpenTelemetry on, the console is itself a worker on the engine's bridge (named
 * `svc-console`): its bridge check is a real call (`engine::workers::list`), and the spans of its
 * calls reach the engine's trace store under its service name. svc-sdk reconnects by itself.
 */
import { registerWorker, silentLogger, type Worker } from 'svc-sdk';
import { type ConsoleOptions, engineUrl } from './options.js';

/** Connects the console's worker when OpenTelemetry is on; undefined otherwise. */
export function startConsoleWorker(options: ConsoleOptions): Worker | undefined {
  if (!options.otel) return undefined;
  // Over TLS the worker trusts what Node trusts (NODE_EXTRA_CA_CERTS for a private authority).
  return registerWorker(engineUrl(options, 'ws', options.bridgePort), {
    worker_name: 'svc-console',
    logger: silentLogger,
    ...(options.token === undefined ? {} : { token: options.token }),
    otel: { enabled: true, service_name: options.otelServiceName },
  });
}
