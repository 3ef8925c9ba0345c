/**
 * Starting and stopping an engine: the router, the always-on `engine` module, the configured
 * built-in workers, the worker bridge and the supervisor of path workers; and applying a changed
 * config to a running engine.
 */
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import type { JsonValue, SvcBridgeConfig } from '@svc/protocol';
import { Access } from './auth/access.js';
import { identityOf, resolveTokens } from './auth/tokens.js';
import { bridgeOptions, startBridge, type Bridge, type BridgeSettings } from './bridge/server.js';
import { clusterModuleSettings, clusterSettings } from './cluster/config.js';
import type { Cluster } from './cluster/index.js';
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
  /** `svc start --insecure`: as `auth.allow_unauthenticated: true`. */
  insecure?: boolean;
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
  duplicate_functions: 'pool',
  pool_name_wait_ms: 5000,
};

/** Starts an engine on a loaded config. Rejects (e.g. port in use) without leaving anything running. */
export async function startEngine(config: LoadedConfig, options: StartOptions = {}): Promise<Engine> {
  const logger = options.logger ?? createLogger(levelFromEnv());
  const settings = { ...BRIDGE_DEFAULTS, ...(config.workers.get('svc-bridge') as SvcBridgeConfig) };
  const baseDir = config.source === 'embedded default' ? process.cwd() : dirname(resolve(config.source));
  const access = startAccess(config, settings, baseDir, logger, options.insecure);
  const router = new Router({
    invocationTimeoutMs: settings.invocation_timeout_ms,
    unknownTriggerTypes: settings.unknown_trigger_types,
    duplicateFunctions: settings.duplicate_functions,
    poolNameWaitMs: settings.pool_name_wait_ms,
    // A token with the queue-provider scope may stand in for svc-queue's enqueue.
    reservedGrant: (link, id) => id === 'engine::queue::enqueue' && access.mayProvideQueue(link),
    logger,
  });
  router.setAccess(access);
  const seams = new Seams();
  // The cluster's settings apply at start, as svc-bridge's do.
  const clusterConfig = config.cluster ? clusterSettings(config.cluster) : undefined;
  let cluster: Cluster | undefined;
  seams.access = access;
  const engineFunctions = await hostModule(engineModule, {
    router,
    seams,
    logger,
    settings: {},
    baseDir,
    extra: {
      registry: registryView(router),
      cluster: () => cluster,
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
      settings: clusterModuleSettings(name, moduleSettings, clusterConfig?.redisUrl),
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
    bridge = await startBridge(router, { ...bridgeOptions(settings), ...tls, seams, access }, logger);
    if (clusterConfig)
      // The cluster's code (and Redis client) loads only where a config has a cluster section.
      cluster = await (await import('./cluster/index.js')).startCluster(clusterConfig, {
        router,
        bridgeUrl: bridge.url,
        logger: withFields(logger, { module: 'cluster' }),
      });
  } catch (error) {
    await bridge?.close();
    for (const name of [...modules.keys()].reverse()) await stopModule(name);
    await engineFunctions.stop();
    throw error;
  }
  const running = bridge;
  const supervisor = new Supervisor(
    running.url,
    withFields(logger, { module: 'supervisor' }),
    options.supervision,
    supervisorToken(access),
  );
  await supervisor.sync(config.pathWorkers);

  // Changes are applied one at a time, in the order they were made.
  let applying = Promise.resolve();
  const apply = (next: LoadedConfig) =>
    (applying = applying.then(async () => {
      if (stopping) return;
      if (JSON.stringify(next.auth) !== JSON.stringify(config.auth))
        logger.warn('the auth section changed: it applies at the next start', {});
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
        // Leaving first: the other engines stop routing here at once, while calls in flight finish.
        await cluster?.leave();
        await router.drain(graceMs);
        cluster?.close();
        await supervisor.stop();
        await running.close();
        // Modules stop in reverse start order; svc-state, whose store is flushed, is last of what
        // the config listed first.
        for (const name of [...modules.keys()].reverse()) await stopModule(name);
        await engineFunctions.stop();
      })()),
  };
}

/**
 * The engine's access rules from the `auth:` section: refuses (throws) a bad token entry, an
 * unsupported `rbac.auth_function_id`, and a non-loopback bridge without authentication; warns
 * at every start that runs without authentication on purpose.
 */
function startAccess(
  config: LoadedConfig,
  settings: SvcBridgeConfig & { host: string },
  baseDir: string,
  logger: Logger,
  insecure: boolean | undefined,
): Access {
  if (settings.rbac?.auth_function_id !== undefined)
    throw new Error(
      'svc-bridge rbac.auth_function_id is not supported: list tokens under auth.tokens instead (docs/security.md)',
    );
  const access = new Access({
    tokens: resolveTokens(config.auth, baseDir),
    auth: config.auth,
    rbac: settings.rbac,
    insecure: insecure === true,
    logger,
  });
  access.checkBind('svc-bridge', settings.host);
  // The engines of a cluster present its token to each other's bridges: a peer may do anything.
  if (access.enabled && config.cluster?.token)
    access.addToken(config.cluster.token, identityOf({ name: 'cluster' }, Number.MAX_SAFE_INTEGER));
  if (access.allowUnauthenticated && !access.enabled)
    logger.warn(
      'authentication is off (auth.allow_unauthenticated or --insecure): anyone who can reach the ' +
        "engine's ports may register and invoke any function; add auth.tokens to require tokens",
      { bridge_host: settings.host },
    );
  return access;
}

/** The token the supervisor hands its workers as `SVC_TOKEN`: made at start, allowed everything. */
function supervisorToken(access: Access): string | undefined {
  if (!access.enabled) return undefined;
  const secret = randomBytes(32).toString('base64url');
  access.addToken(secret, identityOf({ name: 'supervisor' }, Number.MAX_SAFE_INTEGER));
  return secret;
}
