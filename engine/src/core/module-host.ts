/**
 * The engine side of the module host (`modules/host.ts`): one per running module, built on the
 * module's own link and on the seams the engine's listeners share (the queue, the telemetry
 * sink, the paths mounted on svc-http's server and on the bridge's listener), and on the storage
 * modules share with each other (`storage/`: record logs, Redis connections).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RegisterTrigger, WorkerMetadata } from '@svc/protocol';
import { formatValidationError } from '@svc/protocol/validator';
import { EngineError, ErrorCode } from '../errors.js';
import { refusalResponse, type Access } from '../auth/access.js';
import type { Logger } from '../log.js';
import type {
  ChannelOpener,
  EventPublisher,
  ContributedMetric,
  FunctionView,
  HttpMount,
  LogOptions,
  ModuleDescriptor,
  ModuleHost,
  QueueProvider,
  RegistryView,
  RunningModule,
  SpanAttributes,
  SpanHandle,
  SpanOptions,
  TelemetrySink,
  Tracer,
  TriggerTypeView,
  TriggerView,
  UpgradeMount,
  WorkerView,
} from '../modules/host.js';
import { listenOn } from '../listener.js';
import { RecordLog } from '../storage/record-log.js';
import { recoveryFromEnv } from '../storage/recovery.js';
import { RedisPool } from '../storage/redis-pool.js';
import { uuidIds } from './clock.js';
import { linkName, type WorkerLink } from './link.js';
import { LocalWorker } from './local-worker.js';
import type { FunctionEntry, TriggerEntry, TriggerTypeEntry } from './registry.js';
import type { Router } from './router.js';

/**
 * What the engine's listeners share with modules (filled by hosts, read by the bridge and
 * svc-http), and the Redis connections modules share with each other.
 */
export class Seams {
  /** Telemetry frames of the `/otel` socket go here; counted and dropped when no module takes them. */
  telemetry: TelemetrySink | undefined;
  /** Events modules publish (`host.publish`) go here; svc-events installs it. */
  publisher: EventPublisher | undefined;
  /** What opens channels the engine holds one side of; svc-channels installs it. */
  channels: ChannelOpener | undefined;
  /** The observability module's span recorder, when one runs. */
  tracer: Tracer | undefined;
  /** Prometheus metrics contributed by modules. */
  readonly metrics: ContributedMetric[] = [];
  /** Handlers of paths under `/_` on svc-http's server, by path prefix. */
  readonly httpMounts = new Map<string, HttpMount>();
  /** Upgrade handlers on the bridge's listener, by path. */
  readonly upgradeMounts = new Map<string, UpgradeMount>();
  /** The engine's access rules: console tokens for `/_` mounts and module sockets, safe binding. */
  access: Access | undefined;
  /** Redis connections modules share, by URL (`host.storage.redis`). */
  readonly redis = new RedisPool();

  /** The handler mounted for `path` (the longest prefix that matches at a `/`), if any. */
  httpMountFor(path: string): HttpMount | undefined {
    let best: [string, HttpMount] | undefined;
    for (const entry of this.httpMounts) {
      const [prefix] = entry;
      const fits =
        path === prefix ||
        path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) ||
        path.startsWith(`${prefix}?`);
      if (fits && (!best || prefix.length > best[0].length)) best = entry;
    }
    return best?.[1];
  }
}

/** A module the engine started, with what stopping it takes. */
export interface HostedModule {
  readonly name: string;
  /** Addresses the module listens on, by name. */
  readonly listeners: Readonly<Record<string, string>>;
  stopAccepting(): void;
  stop(): Promise<void>;
}

/** Starts `descriptor` on a host of its own; rejects, leaving nothing behind, when it cannot start. */
export async function hostModule<Settings, Extra extends object>(
  descriptor: ModuleDescriptor<Settings, Extra>,
  context: { router: Router; seams: Seams; logger: Logger; settings: Settings; baseDir: string; extra: Extra },
): Promise<HostedModule> {
  const { router, seams, logger } = context;
  const name = descriptor.name;
  if (!descriptor.settings(context.settings)) {
    throw new Error(`${name}: invalid settings: ${formatValidationError(descriptor.settings.errors)}`);
  }
  const link = new LocalWorker(name, router, logger, uuidIds, descriptor.description, (id, attributes) =>
    annotateCall(router, seams, id, attributes),
  );
  const listeners: Record<string, string> = {};
  const servers: Server[] = [];
  const cleanups: (() => void | Promise<void>)[] = [];
  const owned = {
    queue: false,
    external: false,
    telemetry: undefined as TelemetrySink | undefined,
    publisher: undefined as EventPublisher | undefined,
    channels: undefined as ChannelOpener | undefined,
    tracer: undefined as Tracer | undefined,
    metrics: [] as ContributedMetric[],
    http: [] as string[],
    upgrade: [] as string[],
  };

  const contribute = (metric: ContributedMetric) => {
    seams.metrics.push(metric);
    owned.metrics.push(metric);
  };

  const host: ModuleHost<Settings> = {
    name,
    logger,
    settings: context.settings,
    baseDir: context.baseDir,
    registerFunction: (id, handler, options) => link.registerFunction(id, handler, options),
    registerTriggerType: (id, description, provider, options) =>
      link.registerTriggerType(id, description, provider, options),
    registerTrigger: (triggerType, functionId, config) => link.registerTrigger(triggerType, functionId, config),
    invoke: (functionId, data, options) => link.invoke(functionId, data, options),
    onEvent: (listener) => {
      const stop = router.onEvent(listener);
      cleanups.push(stop);
      return stop;
    },
    observeInvocations: (observer) => {
      const stop = router.observeInvocations(observer);
      cleanups.push(stop);
      return stop;
    },
    counts: () => ({ workers: router.links.size, functions: router.registry.functions.size }),
    workerName: (workerId) => {
      const worker = router.links.get(workerId);
      return worker && linkName(worker);
    },
    provideQueue: (provider: QueueProvider) => {
      router.setQueue(provider);
      owned.queue = true;
    },
    registerRawFunction: (id, handler, options) => link.registerRawFunction(id, handler, options),
    unregisterFunction: (id) => link.unregisterFunction(id),
    provideExternalFunctions: (provider) => {
      router.setExternalFunctions(provider);
      owned.external = true;
    },
    providePublisher: (publisher) => {
      seams.publisher = publisher;
      owned.publisher = publisher;
    },
    publish: async (topic, data) => {
      if (!seams.publisher) return false;
      await seams.publisher(topic, data);
      return true;
    },
    provideChannels: (opener) => {
      seams.channels = opener;
      owned.channels = opener;
    },
    openChannel: (engineSide) => seams.channels?.(engineSide),
    provideTelemetrySink: (sink) => {
      seams.telemetry = sink;
      owned.telemetry = sink;
    },
    provideTracer: (tracer, options) => {
      seams.tracer = tracer;
      owned.tracer = tracer;
      router.setTracing(options);
    },
    startSpan: (spanName, options = {}) => seams.tracer?.startSpan(spanName, options) ?? passThroughSpan(options),
    metrics: {
      gauge: (metric, help, collect) => contribute({ name: metric, help, type: 'gauge', collect }),
      counter: (metric, help, collect) => contribute({ name: metric, help, type: 'counter', collect }),
      list: () => seams.metrics,
    },
    mountHttp: (prefix, handler) => {
      if (!prefix.startsWith('/_')) throw new Error(`${name}: HTTP mounts live under /_ (got ${prefix})`);
      // The engine's own endpoints (`/_console/*`, `/_metrics`) need a console token when tokens are on.
      seams.httpMounts.set(prefix, (req, res) => {
        const refused = seams.access?.admitClient(req, false);
        if (!refused) return handler(req, res);
        res.writeHead(refused.status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
        res.end(JSON.stringify({ error: { code: refused.code, message: refused.message } }));
        return true;
      });
      owned.http.push(prefix);
    },
    httpMountFor: (path) => seams.httpMountFor(path),
    mountUpgrade: (path, handler) => {
      seams.upgradeMounts.set(path, handler);
      owned.upgrade.push(path);
    },
    admitClient: (req, upgrade) => seams.access?.admitClient(req, upgrade),
    refusalResponse,
    listen: async (listenerName, server, address) => {
      seams.access?.checkBind(name, address.host);
      await listenOn(server, address.port, address.host);
      servers.push(server);
      const bound = server.address() as AddressInfo;
      const hostName = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
      listeners[listenerName] = `${address.scheme ?? 'http'}://${hostName}:${bound.port}`;
      return listeners[listenerName];
    },
    onStop: (cleanup) => void cleanups.push(cleanup),
    storage: {
      redis: async (url, options) => {
        const handle = await seams.redis.acquire(url, options, { owner: name, logger });
        cleanups.push(() => handle.close());
        return handle;
      },
      redisSubscribe: async (url, options) => {
        // Loaded on first use, as the shared connection is: an engine without Redis does not pay for it.
        const { subscribe } = await import('../storage/redis-subscriber.js');
        const subscription = await subscribe({ ...options, url, owner: name, logger });
        cleanups.push(() => subscription.close());
        return subscription;
      },
      openLog: async <R>(dir: string, options: LogOptions<R>) => {
        const owner = options.owner ?? name;
        const log = await RecordLog.open(dir, {
          ...options,
          owner,
          logger: options.logger ?? logger,
          recovery: options.recovery ?? recoveryFromEnv(options.name, owner),
        });
        cleanups.push(() => log.close());
        return log;
      },
    },
  };

  const release = async (running: RunningModule | undefined) => {
    link.close();
    if (owned.queue) router.setQueue(undefined);
    if (owned.external) router.setExternalFunctions(undefined);
    if (owned.telemetry && seams.telemetry === owned.telemetry) seams.telemetry = undefined;
    if (owned.publisher && seams.publisher === owned.publisher) seams.publisher = undefined;
    if (owned.channels && seams.channels === owned.channels) seams.channels = undefined;
    if (owned.tracer && seams.tracer === owned.tracer) {
      seams.tracer = undefined;
      router.setTracing(undefined);
    }
    for (const metric of owned.metrics) seams.metrics.splice(seams.metrics.indexOf(metric), 1);
    for (const prefix of owned.http) seams.httpMounts.delete(prefix);
    for (const path of owned.upgrade) seams.upgradeMounts.delete(path);
    await running?.stop?.().catch((error: unknown) => logger.error('module stop failed', { error: String(error) }));
    for (const cleanup of cleanups.splice(0).reverse()) {
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => logger.error('module clean-up failed', { error: String(error) }));
    }
    await Promise.all(servers.splice(0).map(closeServer));
  };

  let running: RunningModule | undefined;
  try {
    running = await descriptor.start(Object.assign(host, context.extra));
  } catch (error) {
    await release(undefined);
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    name,
    listeners,
    stopAccepting: () => running?.stopAccepting?.(),
    stop: () => (stopped ??= release(running)),
  };
}

/** Adds attributes to the span of invocation `id`, if it is in flight and a tracer records spans. */
function annotateCall(router: Router, seams: Seams, id: string, attributes: SpanAttributes): void {
  const call = seams.tracer && router.invocations.get(id);
  if (call) seams.tracer!.annotate(call, attributes);
}

/** The span a module gets when nothing records spans: it passes the incoming context on. */
function passThroughSpan(options: SpanOptions): SpanHandle {
  return { traceparent: options.traceparent, annotate: () => {}, end: () => {} };
}

/** Closes a server: idle connections at once, busy ones after a second (their answer has been sent). */
function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 1000).unref();
  });
}

/** The engine module's read-only registry view, over the router's registries. */
export function registryView(router: Router): RegistryView {
  const { registry } = router;
  const fn = (entry: FunctionEntry): FunctionView => ({
    id: entry.id,
    workerId: entry.owner.id,
    workerName: linkName(entry.owner),
    registration: entry.registration,
    replicaIds: entry.replicas.map((link) => link.id),
  });
  const trigger = (entry: TriggerEntry): TriggerView => ({
    id: entry.id,
    type: entry.type,
    functionId: entry.functionId,
    config: entry.config,
    ...(entry.metadata === undefined ? {} : { metadata: entry.metadata }),
    ...(entry.owner ? { ownerId: entry.owner.id } : {}),
    ...parkedState(entry, registry.triggerTypes.has(entry.type)),
  });
  const type = (entry: TriggerTypeEntry): TriggerTypeView => ({
    id: entry.id,
    providerId: entry.provider.id,
    registration: entry.registration,
  });
  const worker = (link: WorkerLink): WorkerView => ({
    id: link.id,
    name: linkName(link),
    ...(link.info.metadata === undefined ? {} : { metadata: link.info.metadata }),
    connectedAtMs: link.info.connectedAtMs,
    ...(link.info.remoteAddress === undefined ? {} : { remoteAddress: link.info.remoteAddress }),
    inProcess: link.info.inProcess,
    activeInvocations: router.invocations.runningOn(link),
  });
  const present = <T, V>(value: T | undefined, view: (value: T) => V) =>
    value === undefined ? undefined : view(value);
  return {
    functions: () => [...registry.functions.values()].map(fn),
    function: (id) => present(registry.functions.get(id), fn),
    triggers: () => [...registry.triggers.values()].map(trigger),
    trigger: (id) => present(registry.triggers.get(id), trigger),
    triggerTypes: () => [...registry.triggerTypes.values()].map(type),
    triggerType: (id) => present(registry.triggerTypes.get(id), type),
    workers: () => [...router.links.values()].map(worker),
    worker: (id) => present(router.links.get(id), worker),
    setWorkerMetadata: (workerId: string, metadata: WorkerMetadata) => {
      const link = router.links.get(workerId);
      if (!link) return false;
      router.setWorkerMetadata(link, metadata);
      return true;
    },
    bindEngineTrigger: async (registration: RegisterTrigger) => (await router.registerEngineTrigger(registration)).id,
    unbindTrigger: (id: string, callerId?: string) => {
      const entry = registry.triggers.get(id);
      if (!entry) return false;
      const caller = callerId === undefined ? undefined : router.links.get(callerId);
      if (caller && !caller.info.inProcess && entry.owner !== undefined && entry.owner !== caller)
        throw new EngineError(
          ErrorCode.triggerNotOwned,
          `Trigger ${id} belongs to another worker; only the worker that registered it can remove it`,
        );
      router.removeTrigger(entry);
      return true;
    },
  };
}

/** A binding's status for listings, and why it is parked when it is. */
function parkedState(entry: TriggerEntry, typeProvided: boolean): Pick<TriggerView, 'status' | 'reason'> {
  if (!entry.parked && typeProvided) return { status: 'active' };
  const reason = typeProvided ? entry.parkedReason : `no module or worker provides trigger type "${entry.type}"`;
  return reason === undefined ? { status: 'parked' } : { status: 'parked', reason };
}
