/**
 * `svc start [--config <file>] [--insecure]`: runs the engine until SIGTERM or SIGINT, then stops it
 * gracefully and exits 0.
 */
import { defineCommand } from 'citty';
import {
  ConfigError,
  ManifestError,
  createLogger,
  defaultConfig,
  levelFromEnv,
  loadConfigFile,
  startEngine,
  type Engine,
} from '@svc/engine';
import { useColor } from '../_color.js';
import { startArgs } from './start-args.js';
import type { SvcMeta } from '../_usage.js';

/**
 * Starts the engine on `configPath` (or the embedded default) and keeps it running. Its log goes
 * to stdout only: pretty lines on a terminal, JSON lines when piped (or as `logFormat` says).
 */
export async function startCommand(
  configPath: string | undefined,
  logFormat = 'auto',
  insecure = false,
): Promise<void> {
  const pretty = logFormat === 'pretty' || (logFormat === 'auto' && process.stdout.isTTY === true);
  const format = pretty ? (useColor(process.stdout) ? 'pretty-color' : 'pretty') : 'json';
  const logger = createLogger(levelFromEnv(), undefined, format);
  // The last resort: a promise nobody awaited that failed is logged, and the engine keeps
  // serving (nothing was left half-done by a throw on the stack, so going on is safe).
  process.on('unhandledRejection', (reason: unknown) => {
    logger.error('unhandled rejection; the engine keeps serving', {
      error: String((reason as Error)?.stack ?? reason),
    });
  });
  let engine: Engine;
  try {
    const config = configPath ? await loadConfigFile(configPath) : defaultConfig();
    engine = await startEngine(config, { logger, watch: true, insecure });
    // The addresses are printed whatever the log level: tools and people wait for this line.
    createLogger('debug', undefined, format).info('listening', {
      ...engine.listeners,
      config: config.source,
      pid: process.pid,
    });
    if (pretty) {
      for (const [name, address] of Object.entries(engine.listeners))
        process.stdout.write(`  ${name.padEnd(6)} ${address}${LISTENER_HINTS[name] ?? ''}\n`);
      if (config.source !== 'embedded default')
        process.stdout.write(`  watching ${config.source}: saved changes to workers apply without a restart\n`);
    }
  } catch (error) {
    if (!pretty) logger.error('start failed', { error: explain(error) });
    process.stderr.write(`svc: ${explain(error)}\n`);
    process.exit(1);
  }
  let signals = 0;
  const stop = (signal: string) => {
    if (++signals > 1) process.exit(1);
    logger.info('stopping', { signal });
    engine.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error('stop failed', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

const LISTENER_HINTS: Record<string, string> = {
  bridge: '  (workers connect here: SVC_URL)',
  http: '  (HTTP triggers)',
  stream: '  (stream subscriptions and the live feed)',
};

/** A start-up failure as one line that says what to do next. */
function explain(error: unknown): string {
  if (error instanceof ConfigError) return `invalid config:\n${error.message}\nfix the file and run the command again`;
  if (error instanceof ManifestError) return `invalid worker manifest:\n${error.message}`;
  const e = error as NodeJS.ErrnoException & { port?: number; address?: string };
  if (e.code === 'EADDRINUSE') {
    return (
      `port ${e.port ?? ''} on ${e.address ?? ''} is already in use: ` +
      'stop the other engine, or set another port in the config (svc-bridge, svc-http, svc-stream)'
    );
  }
  if (e.code === 'EACCES') return `not allowed to listen on port ${e.port ?? ''}: choose a port above 1024`;
  return e.message ?? String(error);
}

const meta: SvcMeta = {
  name: 'start',
  description:
    'Start the engine (the same as `svc` with no command). ' +
    'It follows its config file: saved changes to workers apply without a restart.',
  examples: [
    'svc start --config svc.config.yaml',
    'SVC_PORT=49200 svc start   # the embedded default config on another port',
  ],
};

export default defineCommand({
  meta,
  args: startArgs,
  run: ({ args }) => startCommand(args.config, args['log-format'], args.insecure),
});
