/**
 * Starting and stopping an engine: the router, the always-on `engine` module, the configured
 * built-in workers, the worker bridge and the supervisor of path workers; and applying a changed
 * config to a running engine.
 */
import { dirname, resolve } from 'node:path';
import type { JsonValue, SvcBridgeConfig } from '@svc/protocol';
import { bridgeOptions, startBridge, type Bridge, type BridgeSettings } from './bridge/server.js';
import type { LoadedConfig } from './config/load.js';
import { watchConfig } from './config/watch.js';
import { type HostedModule, hostModule, registryView, Seams } from './core/module-host.js';
import { Router } from './core/router.js';
import { createLogger, levelFromEnv, type Logger, withFields } from './log.js';
import { engineModule, moduleNamed } from './modules/index.js';
import { Supervisor, type SupervisionTimings } from './supervisor/index.js';
import { loadTls } from './listener.js';

/** A running engine. */
export interface Engine {
  readonly router: Router;
  readonly bridge: Bridge;
  /** Where workers connect, e.g. `ws://127.0.0.1:49134`. */
  readonly url: string;
  /** Every address the engine listens on, by name: `bridge`, and e.g. `http` when svc-http runs. */
  readonly listeners: Readonly<Record<string, string>>;
  /**
   * Brings the running engine to `config` without a restart: starts and stops built-in modules
   * and path workers that were added or removed (a module whose settings changed is restarted).
   * `svc-bridge` settings apply at the next start.
   */
  apply(config: LoadedConfig): Promise<void>;
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
  /** Follow the config file (when it came from one) and apply each valid change. */
  watch?: boolean;
  /** Supervision timings of path workers (tests shorten them). */
  supervision?: Partial<SupervisionTimings>;
}

const BRIDGE_DEFAULTS: BridgeSettings = {
  host: '127.0.0.1',
  port: 49134,
  max_message_bytes: 4 * 1024 * 1024,
  handshake_timeout_ms: 10_000,
  invocation_timeout_ms: 30_000,
  shutdown_grace_ms: 10_000,
  ping_interval_ms: 10_000,
  ping_timeout_ms: 10_000,
  max_in_flight_calls: 10_000,
  max_void_calls_per_second: 10_000,
  malformed_frames_per_second: 100,
  malformed_frames_burst: 1000,
  outbound_pause_bytes: 8 * 1024 * 1024,
  max_outbound_bytes: 64 * 1024 * 1024,
  outbound_paused_timeout_ms: 30_000,
  max_frames_per_turn: 256,
  unknown_trigger_types: 'park',
};

/** Starts an engine on a loaded config. Rejects (e.g. port in use) without leaving anything running. */
export async function startEngine(config: LoadedConfig, options: StartOptions = {}): Promise<Engine> {
  const logger = options.logger ?? createLogger(levelFromEnv());
  const settings = { ...BRIDGE_DEFAULTS, ...(config.workers.get('svc-bridge') as SvcBridgeConfig) };
  const router = new Router({
    invocationTimeoutMs: settings.invocation_timeout_ms,
    unknownTriggerTypes: settings.unknown_trigger_types,
    logger,
  });
  const seams = new Seams();
  const baseDir = config.source === 'embedded default' ? process.cwd() : dirname(resolve(config.source));
  const engineFunctions = await hostModule(engineModule, {
    router,
    seams,
    logger,
    settings: {},
    baseDir,
    extra: {
      registry: registryView(router),
      about: {
        listeners: () => listeners(),
        modules: () => [...modules].map(([name, { settings }]) => ({ name, settings: JSON.parse(settings) })),
      },
    },
  });
  /** Running built-in modules by name, with the settings they run on. */
  const modules = new Map<string, { module: HostedModule; settings: string }>();
  const startModule = async (name: string, moduleSettings: Record<string, JsonValue>) => {
    const descriptor = moduleNamed(name);
    if (!descriptor) return;
    const module = await hostModule(descriptor, {
      router,
      seams,
      logger: withFields(logger, { module: name }),
      settings: moduleSettings,
      baseDir,
      extra: {},
    });
    modules.set(name, { module, settings: JSON.stringify(moduleSettings) });
  };
  const stopModule = async (name: string) => {
    const running = modules.get(name);
    if (!running) return;
    modules.delete(name);
    running.module.stopAccepting();
    await running.module.stop();
  };
  let bridge: Bridge | undefined;
  try {
    for (const [name, moduleSettings] of config.workers) await startModule(name, moduleSettings);
    const tls = settings.tls ? { tls: loadTls(settings.tls, baseDir) } : {};
    bridge = await startBridge(router, { ...bridgeOptions(settings), ...tls, seams }, logger);
  } catch (error) {
    for (const name of [...modules.keys()].reverse()) await stopModule(name);
    await engineFunctions.stop();
    throw error;
  }
  const running = bridge;
  const supervisor = new Supervisor(running.url, withFields(logger, { module: 'supervisor' }), options.supervision);
  await supervisor.sync(config.pathWorkers);

  // Changes are applied one at a time, in the order they were made.
  let applying = Promise.resolve();
  const apply = (next: LoadedConfig) =>
    (applying = applying.then(async () => {
      if (stopping) return;
      const added: string[] = [];
      const removed: string[] = [];
      for (const [name, current] of modules) {
        const wanted = next.workers.get(name);
        if (wanted !== undefined && JSON.stringify(wanted) === current.settings) continue;
        await stopModule(name);
        if (wanted === undefined) removed.push(name);
      }
      for (const [name, moduleSettings] of next.workers) {
        if (modules.has(name) || !moduleNamed(name)) continue;
        try {
          await startModule(name, moduleSettings);
          added.push(name);
        } catch (error) {
          logger.error('module start failed', { module: name, error: (error as Error).message });
        }
      }
      const before = supervisor.names;
      await supervisor.sync(next.pathWorkers);
      added.push(...supervisor.names.filter((name) => !before.includes(name)));
      removed.push(...before.filter((name) => !supervisor.names.includes(name)));
      logger.info('config applied', { added, removed, listeners: listeners() });
    }));
  const listeners = () =>
    Object.assign({ bridge: running.url }, ...[...modules.values()].map(({ module }) => module.listeners)) as Record<
      string,
      string
    >;
  const unwatch =
    options.watch && config.source !== 'embedded default' ? watchConfig(config.source, logger, apply) : () => {};
  let stopping: Promise<void> | undefined;
  return {
    router,
    bridge: running,
    url: running.url,
    get listeners() {
      return listeners();
    },
    apply,
    stop: (graceMs = settings.shutdown_grace_ms) =>
      (stopping ??= (async () => {
        unwatch();
        await applying;
        running.stopAccepting();
        for (const { module } of modules.values()) module.stopAccepting();
        await router.drain(graceMs);
        await supervisor.stop();
        await running.close();
        // Modules stop in reverse start order; svc-state, whose store is flushed, is last of what
        // the config listed first.
        for (const name of [...modules.keys()].reverse()) await stopModule(name);
        await engineFunctions.stop();
      })()),
  };
}
