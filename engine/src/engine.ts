/**
 * Starting and stopping an engine: the router, the always-on `engine` module, the configured
 * built-in workers and the worker bridge.
 */
import { dirname, resolve } from 'node:path';
import type { SvcBridgeConfig } from '@svc/protocol';
import { startBridge, type Bridge } from './bridge/server.js';
import type { LoadedConfig } from './config/load.js';
import { Router } from './core/router.js';
import { createLogger, levelFromEnv, withFields, type Logger } from './log.js';
import { startEngineFunctions } from './modules/engine-functions/index.js';
import { BUILTIN_MODULES, type RunningModule } from './modules/index.js';

/** A running engine. */
export interface Engine {
  readonly router: Router;
  readonly bridge: Bridge;
  /** Where workers connect, e.g. `ws://127.0.0.1:49134`. */
  readonly url: string;
  /** Every address the engine listens on, by name: `bridge`, and e.g. `http` when svc-http runs. */
  readonly listeners: Readonly<Record<string, string>>;
  /**
   * Graceful stop: refuse new connections and invocations, let those in flight finish within the
   * grace period (the config's `shutdown_grace_ms` unless given), fail the rest with
   * `shutting_down`, then close every connection with 1001.
   */
  stop(graceMs?: number): Promise<void>;
}

/** Options of `startEngine`. */
export interface StartOptions {
  logger?: Logger;
}

const BRIDGE_DEFAULTS: Required<SvcBridgeConfig> = {
  host: '127.0.0.1',
  port: 49134,
  max_message_bytes: 4 * 1024 * 1024,
  handshake_timeout_ms: 10_000,
  invocation_timeout_ms: 30_000,
  shutdown_grace_ms: 10_000,
};

/** Starts an engine on a loaded config. Rejects (e.g. port in use) without leaving anything running. */
export async function startEngine(config: LoadedConfig, options: StartOptions = {}): Promise<Engine> {
  const logger = options.logger ?? createLogger(levelFromEnv());
  const settings = { ...BRIDGE_DEFAULTS, ...(config.workers.get('svc-bridge') as SvcBridgeConfig) };
  const router = new Router({ invocationTimeoutMs: settings.invocation_timeout_ms, logger });
  const stopEngineFunctions = startEngineFunctions(router, logger);
  const modules: RunningModule[] = [];
  let bridge: Bridge | undefined;
  try {
    const baseDir = config.source === 'embedded default' ? process.cwd() : dirname(resolve(config.source));
    for (const [name, settings] of config.workers) {
      const start = BUILTIN_MODULES[name];
      if (start) modules.push(await start({ router, logger: withFields(logger, { module: name }), settings, baseDir }));
    }
    bridge = await startBridge(
      router,
      { host: settings.host, port: settings.port, maxMessageBytes: settings.max_message_bytes, handshakeTimeoutMs: settings.handshake_timeout_ms },
      logger,
    );
  } catch (error) {
    await Promise.allSettled(modules.reverse().map((module) => module.stop()));
    stopEngineFunctions();
    throw error;
  }
  const listeners = Object.assign({ bridge: bridge.url }, ...modules.map((module) => module.listeners ?? {})) as Record<string, string>;
  const running = bridge;
  let stopping: Promise<void> | undefined;
  return {
    router,
    bridge: running,
    url: running.url,
    listeners,
    stop: (graceMs = settings.shutdown_grace_ms) =>
      (stopping ??= (async () => {
        running.stopAccepting();
        for (const module of modules) module.stopAccepting?.();
        await router.drain(graceMs);
        await running.close();
        for (const module of modules.slice().reverse()) {
          await module.stop().catch((error: unknown) => logger.error('module stop failed', { error: String(error) }));
        }
        stopEngineFunctions();
      })()),
  };
}
