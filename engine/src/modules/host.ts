/**
 * The module host: everything a built-in module receives, and the only way it reaches the engine.
 * A module never sees the router, the registry or the bridge; it registers functions and trigger
 * types, invokes functions, listens to engine events and owns its listeners through this
 * interface. Each capability says what it is on the wire (a module could run out of process and
 * get the same from frames) or that it is in-process only.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type {
  ClusterMember,
  InvokeFunction,
  JsonValue,
  RegisterFunction,
  RegisterTrigger,
  RegisterTriggerType,
  Validator,
  WorkerMetadata,
} from '@svc/protocol';
import type { EngineEvent, InvocationObserver, InvocationRecord } from '../core/events.js';
import type { Logger } from '../log.js';
import type { RecordLog, RecordLogOptions } from '../storage/record-log.js';
import type { RedisOptions, SharedRedis } from '../storage/redis-pool.js';
import type { RedisSubscription } from '../storage/redis-subscriber.js';

/** What a function handler receives besides its payload. */
export interface HandlerContext {
  /** The invocation id. */
  invocationId: string;
  /** Metadata sent with the invocation (a trigger's metadata, for fires). */
  metadata?: JsonValue;
  /** Aborted when the engine gives up on the invocation (deadline, caller gone, shutdown). */
  signal: AbortSignal;
  /**
   * Adds attributes to the invocation's engine span (what the function touched, e.g.
   * `{'svc.state.scope': 'users', 'svc.state.key': 'u1'}`); does nothing when tracing is off.
   */
  annotate(attributes: SpanAttributes): void;
}

/** Span attributes: flat keys (`svc.state.scope`) and primitive values. */
export type SpanAttributes = Record<string, string | number | boolean>;

/** A span a module opened with `host.startSpan`; the engine records it when it ends. */
export interface SpanHandle {
  /** The `traceparent` naming this span, to pass to the calls made inside it; absent when tracing is off. */
  readonly traceparent: string | undefined;
  /** Adds attributes before the span ends. */
  annotate(attributes: SpanAttributes): void;
  /** Ends the span (once): `ok`, or the error it ended with. */
  end(outcome: 'ok' | { code: string; message?: string }): void;
}

/** Options of `host.startSpan`. */
export interface SpanOptions {
  /** OTel span kind (`server` for a request the engine answers). */
  kind?: 'server' | 'client' | 'internal' | 'producer' | 'consumer';
  /** The incoming W3C `traceparent` (e.g. an HTTP request's header); a new trace when absent or malformed. */
  traceparent?: string;
  attributes?: SpanAttributes;
}

/**
 * What an observability module provides to record spans: attributes built-in functions add to
 * their invocation's span, and spans modules open themselves (an HTTP request).
 */
export interface Tracer {
  /** Adds attributes to the span of `call`, an invocation running a built-in function. */
  annotate(call: InvocationRecord, attributes: SpanAttributes): void;
  startSpan(name: string, options: SpanOptions): SpanHandle;
}

/** One sample of a contributed metric: a value and its labels. */
export interface MetricSample {
  labels?: Record<string, string>;
  value: number;
}

/** A metric a module contributes to the engine's Prometheus scrape (`GET /_metrics`). */
export interface ContributedMetric {
  /** Prometheus name, e.g. `svc_queue_depth`. */
  name: string;
  help: string;
  type: 'gauge' | 'counter';
  /** Read at every scrape: one value, or one per label set. */
  collect(): number | MetricSample[] | Promise<number | MetricSample[]>;
}

/** The engine's shared list of contributed metrics. In-process only. */
export interface ModuleMetrics {
  /** Adds a gauge read at every scrape; removed when the module stops. */
  gauge(name: string, help: string, collect: ContributedMetric['collect']): void;
  /** Adds a counter (a value that only grows) read at every scrape; removed when the module stops. */
  counter(name: string, help: string, collect: ContributedMetric['collect']): void;
  /** Every metric modules contribute now (what a metrics exporter scrapes). */
  list(): readonly ContributedMetric[];
}

/** A module's function. It may throw an EngineError to answer with its code. */
export type FunctionHandler = (
  data: JsonValue,
  context: HandlerContext,
) => JsonValue | undefined | Promise<JsonValue | undefined>;

/** A function handler on JSON text: the payload as sent, the result as text to send (or undefined). */
export type RawFunctionHandler = (text: string, context: HandlerContext) => Promise<string | undefined>;

/** Options of a call a module makes: the fields of `invokefunction` a caller may set. */
export interface InvokeOptions {
  /** Deadline in milliseconds; the function's or the engine's default when absent. */
  timeoutMs?: number;
  /** `void` (no result, resolves at once) or `enqueue` (hand the call to a queue). */
  action?: InvokeFunction['action'];
  /** Passed to the handler as its metadata argument. */
  metadata?: JsonValue;
  /** W3C trace context of the caller. */
  traceparent?: string;
  /** W3C baggage of the caller. */
  baggage?: string;
  /**
   * Resolve with the result as the JSON text it arrived as (a `RawJson` of core/payload.ts) when
   * it came from a worker as text, instead of parsed: for a caller that passes it on.
   */
  resultText?: boolean;
}

/**
 * One binding of a trigger type the module provides: the wire's `registertrigger`, with what a
 * provider does with it. `fire` and `conditionHolds` are calls like any other (`invokefunction`
 * with the binding's metadata), so a remote provider does the same with frames.
 */
export interface Binding<Config = JsonValue> {
  /** The binding id. */
  readonly id: string;
  /** The trigger type. */
  readonly triggerType: string;
  /** The function the binding fires. */
  readonly functionId: string;
  /** The binding's config as registered (`{}` when it had none). */
  readonly config: Config;
  /** Sent to the handler with every fire. */
  readonly metadata?: JsonValue;
  /** Invokes the binding's function with `payload`; rejects with an EngineError. */
  fire(payload: JsonValue, options?: InvokeOptions): Promise<JsonValue | undefined>;
  /** Invokes another function on the binding's behalf (a condition, a middleware), with its metadata. */
  invoke(functionId: string, payload: JsonValue, options?: InvokeOptions): Promise<JsonValue | undefined>;
  /**
   * The common rule of trigger configs: when the config names a `condition_function_id`, that
   * function is called with the payload first and a result of exactly `false` means skip.
   * Rejects when the condition call fails (each trigger type decides what that means).
   */
  conditionHolds(payload: JsonValue, options?: InvokeOptions): Promise<boolean>;
  /** Calls `listener` once when the binding goes away (unregistered, its owner gone, module stopped). */
  onRemove(listener: () => void): void;
}

/** The provider side of a trigger type. */
export interface TriggerProvider<Config = JsonValue> {
  /** A binding was made (or replayed after its provider came back); throw to refuse it. */
  bind(binding: Binding<Config>): void | Promise<void>;
}

export type { EngineEvent, InvocationObserver, InvocationRecord } from '../core/events.js';

/** Takes an HTTP-invoked function's registration from worker `workerId`: undefined, or why it refuses it. */
export type ExternalFunctionProvider = (workerId: string, registration: RegisterFunction) => string | undefined;

/** Takes `enqueue` actions: resolves with what the caller is answered (`{messageReceiptId}`). */
export type QueueProvider = (queue: string, call: InvokeFunction) => Promise<JsonValue>;

/**
 * Takes events published inside the engine (`host.publish`) to their subscribers: svc-events
 * installs it. Resolves once the event is handed on; rejects with an EngineError
 * (`store_unavailable`) when it cannot be.
 */
export type EventPublisher = (topic: string, data: JsonValue) => Promise<void>;

/**
 * A streaming channel whose one side the engine holds in-process (`host.openChannel`); the other
 * side's reference goes to a worker in a payload. Frames keep their order; a side that is slow
 * slows the other, as between two sockets.
 */
export interface LocalChannel {
  /** The reference a worker opens the other side with (`common/channel-ref`). */
  readonly ref: { channel_id: string; access_key: string; direction: 'read' | 'write' };
  /**
   * The engine writing: sends one frame (binary for a Buffer, text for a string). False when the
   * channel holds its fill: wait for `drained()` before writing more. Frames after the channel is
   * gone are dropped.
   */
  write(data: Buffer | string): boolean;
  /** Resolves once the channel has room again (or is gone). */
  drained(): Promise<void>;
  /**
   * The engine reading: `listener` gets each frame in order; the next one waits for the promise
   * it returns, so a slow consumer (an HTTP client) slows the writer.
   */
  onFrame(listener: (data: Buffer, binary: boolean) => void | Promise<void>): void;
  /** `listener` runs once when the channel ends, with the close code the other side's end gave. */
  onClose(listener: (code: number, reason: string) => void): void;
  /** Ends the engine's side: a writer's reader gets what was sent, then `code` (1000 by default). */
  close(code?: number, reason?: string): void;
  /** Removes the channel now, its worker's side closed with 1001 (what it served is over). */
  discard(reason: string): void;
}

/** Opens a channel whose `engineSide` the engine holds; svc-channels provides it. */
export type ChannelOpener = (engineSide: 'read' | 'write') => LocalChannel;

/** Telemetry frames from the bridge's `/otel` socket: the prefix (`OTLP`, `MTRC`, `LOGS`) and the body. */
export type TelemetrySink = (kind: string, body: Buffer, workerAddress: string | undefined) => void;

/** A request handler mounted under `/_` on svc-http's server; resolves false to pass the request on. */
export type HttpMount = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/** An upgrade handler mounted on a path of the bridge's listener. */
export type UpgradeMount = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * Options of `storage.openLog`: those of a record log (`storage/record-log.ts`), where the host
 * fills in the owner (the module's name), the logger (the module's) and the recovery (from
 * `SVC_<NAME>_RECOVERY`) when they are not given.
 */
export type LogOptions<R> = Omit<RecordLogOptions<R>, 'owner' | 'logger'> &
  Partial<Pick<RecordLogOptions<R>, 'owner' | 'logger'>>;

export type { RecordLog, RecordLogOptions } from '../storage/record-log.js';
export type { RedisOptions, SharedRedis } from '../storage/redis-pool.js';
export type { RedisSubscription } from '../storage/redis-subscriber.js';

/** What `storage.redisSubscribe` is asked: the pattern, and what to do with each message. */
export interface RedisSubscribeOptions {
  /** A PSUBSCRIBE pattern (`svc:events:*`). */
  pattern: string;
  /** Longest wait for the first connection. */
  timeoutMs: number;
  /** Called with each message's channel and text. */
  onMessage(channel: string, message: string): void;
  /** The setting that names the URL, for the error when Redis cannot be reached (`adapter.url`). */
  urlSetting?: string;
}

/**
 * Storage the engine keeps for its modules, so each one does not build its own: a durable record
 * log and Redis connections. In-process only.
 */
export interface ModuleStorage {
  /**
   * A handle on the connection to the Redis at `url`, shared by every module that asks for the
   * same URL and closed when the last of them releases it (`close()`) or stops. A call fails at
   * once with `store_unavailable` while Redis is unreachable and is never sent later; a write that
   * fails after it was sent fails with `store_outcome_unknown`. Rejects with `store_unavailable`
   * when Redis cannot be reached.
   */
  redis(url: string, options: RedisOptions): Promise<SharedRedis>;
  /**
   * A pub/sub subscription to `options.pattern` on the Redis at `url`, on a connection of its
   * own that reconnects and subscribes again after an outage; closed when the module stops.
   * Rejects with `store_unavailable` when Redis cannot be reached.
   */
  redisSubscribe(url: string, options: RedisSubscribeOptions): Promise<RedisSubscription>;
  /**
   * Opens the durable record log `options.name` in `dir` (`<name>.log`, `<name>.manifest`,
   * `<name>.lock`), replaying its records through `options.replay`: checksummed, numbered
   * records, group commit, compaction into the module's snapshot, damage moved aside and
   * counted. Closed (pending records synced) when the module stops, if it has not closed it.
   * Rejects with `store_unavailable` when it cannot be opened.
   */
  openLog<R>(dir: string, options: LogOptions<R>): Promise<RecordLog<R>>;
}

/** A registered function, as listings show it. */
export interface FunctionView {
  id: string;
  workerId: string;
  workerName: string;
  registration: RegisterFunction;
  /** Every worker serving it, `workerId` first; more than one for a pool of replicas. */
  replicaIds?: string[];
}

/** A trigger binding, as listings show it. */
export interface TriggerView {
  id: string;
  type: string;
  functionId: string;
  config: JsonValue;
  metadata?: JsonValue;
  /** The owning worker's id; absent for bindings the engine owns (`engine::register_trigger`). */
  ownerId?: string;
  /** `active` once a provider accepted it, else `parked`. */
  status: 'active' | 'parked';
  /** With `parked`: why (no provider of its type, or the provider refused it). */
  reason?: string;
}

/** A trigger type and who provides it. */
export interface TriggerTypeView {
  id: string;
  providerId: string;
  registration: RegisterTriggerType;
}

/** A connected worker or built-in module. */
export interface WorkerView {
  id: string;
  /** Its registered name, else its id. */
  name: string;
  metadata?: WorkerMetadata;
  connectedAtMs: number;
  remoteAddress?: string;
  inProcess: boolean;
  /** Invocations it is running now. */
  activeInvocations: number;
}

/**
 * The engine module's extra capability: a read-only view of the registries, plus the three
 * changes `engine::*` functions make. In-process only; remote tools read it through `engine::*`.
 */
export interface RegistryView {
  functions(): FunctionView[];
  function(id: string): FunctionView | undefined;
  triggers(): TriggerView[];
  trigger(id: string): TriggerView | undefined;
  triggerTypes(): TriggerTypeView[];
  triggerType(id: string): TriggerTypeView | undefined;
  workers(): WorkerView[];
  worker(id: string): WorkerView | undefined;
  /** Records a worker's metadata (`engine::workers::register`); false when it is not connected. */
  setWorkerMetadata(workerId: string, metadata: WorkerMetadata): boolean;
  /** Binds a trigger the engine owns (it outlives its caller); waits up to 10 s for its provider. */
  bindEngineTrigger(registration: RegisterTrigger): Promise<string>;
  /**
   * Removes a binding by id; false when there is none. With `callerId` (a worker asking), a
   * binding another worker owns is refused with `trigger_not_owned`.
   */
  unbindTrigger(id: string, callerId?: string): boolean;
}

/**
 * What the engine module sees of the cluster this engine is part of: its id and the records the
 * other engines publish (`contracts/cluster/member`). In-process only.
 */
export interface ClusterView {
  /** This engine's id in the cluster. */
  readonly engineId: string;
  /** The other engines' records, by engine id. */
  members(): ReadonlyMap<string, ClusterMember>;
  /**
   * Calls `functionId` on every other engine itself (each runs it locally), for queries whose
   * answers stay in each engine (traces, logs): the answers that came within `timeoutMs`, by engine.
   */
  fanOut(functionId: string, data: JsonValue, timeoutMs: number): Promise<{ engine: string; result: JsonValue }[]>;
}

/** Everything a module is given. `Settings` is its config entry, validated against its schema. */
export interface ModuleHost<Settings = Record<string, JsonValue>> {
  /** The module's name; also its worker id and name in listings. */
  readonly name: string;
  readonly logger: Logger;
  /** The module's `config:` from the config file, validated against its settings schema. */
  readonly settings: Settings;
  /** The directory relative paths in the settings are resolved against (the config file's). */
  readonly baseDir: string;

  /** Registers a function the module handles. Wire: `registerfunction` on the module's link. */
  registerFunction(id: string, handler: FunctionHandler, options?: Omit<RegisterFunction, 'type' | 'id'>): void;
  /**
   * Provides a trigger type; every binding of it, now or later, reaches `provider.bind`.
   * Wire: `registertriggertype`.
   */
  registerTriggerType<Config = JsonValue>(
    id: string,
    description: string,
    provider: TriggerProvider<Config>,
    options?: Omit<RegisterTriggerType, 'type' | 'id' | 'description'>,
  ): void;
  /**
   * Binds `functionId` (one of the module's own functions) to a trigger type another module or a
   * worker provides, the way a worker binds one: parked (and logged once) until a provider of the
   * type registers, then delivered to it, again after the provider comes back. Returns the binding
   * id. Wire: `registertrigger` from the module's link.
   */
  registerTrigger(triggerType: string, functionId: string, config?: JsonValue): string;
  /** Calls a function; rejects with an EngineError carrying the call's error code. Wire: `invokefunction`. */
  invoke(functionId: string, data: JsonValue, options?: InvokeOptions): Promise<JsonValue | undefined>;
  /**
   * Calls `listener` on every change of workers, functions and bindings; returns the function
   * that stops it. In-process only.
   */
  onEvent(listener: (event: EngineEvent) => void): () => void;
  /**
   * Calls `observer` at every invocation's start and end with the engine's record of the call,
   * read-only and allocated for nobody (its trace ids as numbers: `TraceWords`); returns the
   * function that stops it. Every call pays for every observer: observe only while needed.
   * In-process only.
   */
  observeInvocations(observer: InvocationObserver): () => void;
  /** Counts for health reports. Wire: `engine::workers::list`, `engine::functions::list`. */
  counts(): { workers: number; functions: number };
  /**
   * The name of connected worker `workerId` (its registered `name`, else its id), read when asked;
   * undefined once it is gone. Wire: `engine::workers::list`'s `name`.
   */
  workerName(workerId: string): string | undefined;
  /** Installs the queue behind the `enqueue` action (one at a time). In-process only. */
  provideQueue(provider: QueueProvider): void;
  /**
   * Registers a function whose handler gets the payload as the JSON text the caller sent and
   * answers with JSON text, passed on exactly (integers beyond 2^53, `-0`, key order). The text
   * it answers must be one valid JSON value. Wire: as `registerFunction`.
   */
  registerRawFunction(id: string, handler: RawFunctionHandler, options?: Omit<RegisterFunction, 'type' | 'id'>): void;
  /** Removes a function the module registered. Wire: `unregisterfunction` on the module's link. */
  unregisterFunction(id: string): void;
  /**
   * Takes every `registerfunction` with an `invocation` (an HTTP-invoked function) a worker sends
   * (one module at a time: svc-http-functions); `provider` answers undefined when it serves the
   * function, else why it will not (logged). In-process only.
   */
  provideExternalFunctions(provider: ExternalFunctionProvider): void;
  /** Installs the publisher behind `publish` (one at a time: svc-events). In-process only. */
  providePublisher(publisher: EventPublisher): void;
  /**
   * Publishes `data` to `topic` through the module that provides events (svc-events), as its
   * `publish` function does; resolves false when no such module runs. In-process only.
   */
  publish(topic: string, data: JsonValue): Promise<boolean>;
  /** Installs what opens channels for other modules (one at a time: svc-channels). In-process only. */
  provideChannels(opener: ChannelOpener): void;
  /**
   * A new channel whose `engineSide` the engine holds, for an HTTP body streamed to or from a
   * worker; undefined when no module provides channels. It counts against svc-channels' limits
   * and throws `channel_limit_reached` past them. In-process only.
   */
  openChannel(engineSide: 'read' | 'write'): LocalChannel | undefined;
  /** Receives the `/otel` socket's telemetry frames. In-process only. */
  provideTelemetrySink(sink: TelemetrySink): void;
  /**
   * Records spans (one module at a time): turns on the engine's invocation spans, each in the
   * caller's trace or a new one sampled at `samplingRatio`, with a child `traceparent` on the
   * frame to the target. Wire: the `traceparent` of `invokefunction`. In-process only.
   */
  provideTracer(tracer: Tracer, options: { samplingRatio: number }): void;
  /** Opens a span (an HTTP request's); a no-op span that passes `traceparent` on when no tracer is provided. */
  startSpan(name: string, options?: SpanOptions): SpanHandle;
  /** Prometheus metrics modules contribute to `GET /_metrics`. In-process only. */
  readonly metrics: ModuleMetrics;
  /** Serves requests under `prefix` (which starts with `/_`) on svc-http's server. In-process only. */
  mountHttp(prefix: string, handler: HttpMount): void;
  /** The handler another module mounted for `path`, for the server that owns the port (svc-http). */
  httpMountFor(path: string): HttpMount | undefined;
  /**
   * Takes WebSocket upgrades of `path` on the bridge's listener, and of every path under it when
   * it ends with `/` (`/ws/channels/`). In-process only.
   */
  mountUpgrade(path: string, handler: UpgradeMount): void;
  /**
   * Whether a request or WebSocket upgrade from outside may reach the module's own listener
   * (svc-stream's socket): undefined to let it in, else how to refuse it. With tokens on it needs
   * a console token; an upgrade from a browser page of a foreign origin is refused either way.
   */
  admitClient(req: IncomingMessage, upgrade: boolean): ClientRefusal | undefined;
  /** The raw HTTP response that refuses an upgrade with `refusal` (status and a JSON error body). */
  refusalResponse(refusal: ClientRefusal): string;
  /**
   * Binds `server` to `host:port`, reports it among the engine's listeners as `name` (an
   * `http://` URL, or `ws://` for a WebSocket-only server; `https://`/`wss://` with TLS), and
   * closes it when the module stops.
   * Rejects when the address cannot be had.
   */
  listen(name: string, server: Server, address: { host: string; port: number; scheme?: string }): Promise<string>;
  /** Runs `cleanup` when the module stops, after its link is closed (last registered, first run). */
  onStop(cleanup: () => void | Promise<void>): void;
  /** A durable record log and shared Redis connections, released when the module stops. In-process only. */
  readonly storage: ModuleStorage;
}

/** Why a request or upgrade from outside is refused: 401 without a valid token, 403, 429. */
export interface ClientRefusal {
  status: 401 | 403 | 429;
  code: string;
  message: string;
}

/** A started module: what the engine asks of it while it runs. */
export interface RunningModule {
  /** First step of a graceful stop: refuse new work from outside (before the router drains). */
  stopAccepting?(): void;
  /** Last step of a graceful stop, after in-flight invocations have ended: flush and release. */
  stop?(): Promise<void>;
}

/**
 * A built-in module: the one place that names it. `Extra` is a capability beyond the host that
 * only the engine's own module is given (the registry view).
 */
export interface ModuleDescriptor<Settings = Record<string, JsonValue>, Extra extends object = object> {
  /** Canonical name, as in the config (`svc-http`). */
  name: string;
  /** Other names the config accepts for it: iii worker names and module classes. */
  aliases: readonly string[];
  /** One line for listings. */
  description: string;
  /** The generated validator of its settings (`schema/config/workers/<name>.schema.json`). */
  settings: Validator<Settings>;
  /** Starts the module; rejects with a clear error when it cannot run (port in use, unwritable path). */
  start(host: ModuleHost<Settings> & Extra): Promise<RunningModule | undefined>;
}
