import type { ChannelsCreateOutput, JsonValue } from '@svc/protocol';
import { type Channel, ChannelReader, ChannelWriter, resolveChannels } from './channels.js';
import { DEFAULT_INVOCATION_TIMEOUT_MS, WorkerCore } from './core/worker-core.js';
import { messageOf } from './core/attempt.js';
import { ErrorCode, SvcError } from './errors.js';
import { createLogger, type Logger, teeLogger } from './logger.js';
import { systemScheduler } from './system-scheduler.js';
import type { Telemetry } from './telemetry/telemetry.js';
import { type OtelOptions, telemetryEnabled, telemetrySettings } from './telemetry/settings.js';
import { nodeTransport } from './transport/node-transport.js';
import { type ConnectionState, ReconnectingConnection } from './transport/reconnecting-connection.js';
import type { TransportFactory } from './transport/transport.js';
import type {
  FunctionHandle,
  FunctionHandler,
  RegisterFunctionOptions,
  TriggerHandle,
  TriggerInput,
  TriggerRequest,
  TriggerTypeDefinition,
  TriggerTypeHandle,
  TriggerTypeHandler,
} from './types.js';
import { defaultWorkerName, nodeWorkerMetadata } from './worker-metadata.js';

/** The engine URL used when neither the argument nor `SVC_URL` gives one. */
export const DEFAULT_ENGINE_URL = 'ws://localhost:49134';

/** Options of {@link registerWorker}. */
export interface WorkerOptions {
  /** Name shown in the engine's listings; default `SVC_WORKER_NAME`, else `<hostname>:<pid>`. */
  worker_name?: string;
  /** Description shown in the engine's listings. */
  description?: string;
  /** Project name sent with the worker's metadata; default the worker name. */
  project_name?: string;
  /** Deadline of `trigger()` calls that name none, in ms; default 30000. */
  invocation_timeout_ms?: number;
  /** Extra HTTP headers on the WebSocket upgrade (e.g. authentication). */
  headers?: Record<string, string>;
  /**
   * The token the engine requires (its `auth.tokens`), sent as `Authorization: Bearer <token>` on
   * the worker and telemetry sockets; default `SVC_TOKEN`. A runtime that cannot set headers puts
   * it in the URL instead: `ws://host:49134/?token=<token>`.
   */
  token?: string;
  /** Where the worker logs; default JSON lines on stderr (level from `SVC_LOG_LEVEL`). */
  logger?: Logger;
  /** Heartbeat: JSON ping after `ping_interval_ms` (20000) of silence, dead after `idle_timeout_ms` (60000). */
  heartbeat?: { ping_interval_ms?: number; idle_timeout_ms?: number };
  /** Connection factory; default the `ws` transport. For other runtimes and tests. */
  transport?: TransportFactory;
  /**
   * OpenTelemetry: spans around handlers and calls and the logger's records, sent to the
   * engine's `/otel` socket. On by default (`OTEL_ENABLED=false` or `false` here turns it off).
   */
  otel?: OtelOptions | false;
}

/**
 * A worker: a connection to the engine (re-established forever until `shutdown()`), the
 * functions, triggers and trigger types it registered, and the calls it makes.
 * Create it with {@link registerWorker}.
 */
export class Worker {
  /** The engine URL. */
  readonly url: string;
  /** The worker name. */
  readonly name: string;
  /** The worker's logger (also `context.logger` in handlers). */
  readonly logger: Logger;
  private readonly core: WorkerCore;
  private readonly connection: ReconnectingConnection;
  private closing: Promise<void> | undefined;
  private telemetry: Promise<Telemetry | undefined> | undefined;

  /** Creates the worker and starts connecting. Prefer {@link registerWorker}. */
  constructor(url: string, options: WorkerOptions = {}) {
    this.url = checkUrl(url);
    this.name = options.worker_name ?? defaultWorkerName();
    const baseLogger = options.logger ?? createLogger(this.name);
    const logger = teeLogger(baseLogger);
    this.logger = logger;
    const metadata: Parameters<typeof nodeWorkerMetadata>[0] = { name: this.name };
    if (options.description !== undefined) metadata.description = options.description;
    if (options.project_name !== undefined) metadata.projectName = options.project_name;
    this.core = new WorkerCore({
      scheduler: systemScheduler,
      logger: this.logger,
      metadata: nodeWorkerMetadata(metadata),
      invocationTimeoutMs: options.invocation_timeout_ms ?? DEFAULT_INVOCATION_TIMEOUT_MS,
      keepalive: {
        pingIntervalMs: options.heartbeat?.ping_interval_ms,
        idleTimeoutMs: options.heartbeat?.idle_timeout_ms,
      },
      resolvePayload: (data) => resolveChannels(data, this.url),
    });
    const headers = withToken(options.headers, options.token ?? process.env.SVC_TOKEN);
    this.connection = new ReconnectingConnection(
      {
        url: this.url,
        transport: options.transport ?? nodeTransport(headers === undefined ? {} : { headers }),
        scheduler: systemScheduler,
        logger: this.logger,
      },
      {
        opened: (link) => this.core.connectionOpened(link),
        message: (text) => this.core.receiveText(text),
        activity: () => this.core.noteActivity(),
        closed: () => this.core.connectionClosed(),
      },
    );
    if (!telemetryEnabled(options.otel)) {
      this.connection.start();
      return;
    }
    const settings = telemetrySettings(options.otel === false ? undefined : options.otel, {
      engineUrl: this.url,
      workerName: this.name,
      headers: headers ?? {},
      logger: baseLogger,
    });
    // Loaded here rather than imported at the top, so importing svc-sdk never pays for
    // OpenTelemetry. The connection opens once it is up, so the first invocation is traced too.
    this.telemetry = import('./telemetry/telemetry.js')
      .then(({ startTelemetry }) => {
        const telemetry = startTelemetry(settings, () => this.core.workerId);
        this.core.setTracing(telemetry.tracing);
        logger.attach(telemetry.logSink);
        return telemetry;
      })
      .catch((error: unknown) => {
        baseLogger.warn('[OTel] telemetry is off: it could not start', { error: messageOf(error) });
        return undefined;
      })
      .finally(() => {
        if (this.closing === undefined) this.connection.start();
      });
  }

  /** The engine's id for the current connection, once `workerregistered` arrived. */
  get workerId(): string | undefined {
    return this.core.workerId;
  }

  /** `connecting`, `open`, `reconnecting` (waiting for the next attempt) or `closed` (after shutdown). */
  get connectionState(): ConnectionState {
    // While telemetry loads the connection has not started, but the worker is on its way.
    if (this.connection.state === 'closed' && this.closing === undefined) return 'connecting';
    return this.connection.state;
  }

  /**
   * Registers a function that other workers (and triggers) can invoke. Sent now if connected,
   * and again on every reconnect.
   *
   * @throws RegistrationError `invalid_id` for an empty id, `already_registered` when this worker
   *   already has `id`, `invalid_argument` when the handler or an option is not valid.
   */
  // biome-ignore lint/suspicious/noExplicitAny: an untyped handler takes whatever payload it is sent
  registerFunction<TInput = any, TOutput = unknown>(
    id: string,
    handler: FunctionHandler<TInput, TOutput>,
    options?: RegisterFunctionOptions,
  ): FunctionHandle {
    return this.core.registerFunction(id, handler as FunctionHandler, options);
  }

  /**
   * Binds a trigger of `type` to `function_id`. The trigger id is made here (a UUID) and kept
   * across reconnects. A refusal by the engine or the type's provider is logged.
   */
  registerTrigger<TConfig = JsonValue>(input: TriggerInput<TConfig>): TriggerHandle {
    return this.core.registerTrigger(input as TriggerInput);
  }

  /**
   * Provides a trigger type: the engine forwards every binding of it, from any worker, to
   * `handler.registerTrigger` / `handler.unregisterTrigger`; a throw refuses the binding
   * (`trigger_registration_failed`).
   *
   * @throws RegistrationError `invalid_id`, `already_registered` or `invalid_argument`.
   */
  // biome-ignore lint/suspicious/noExplicitAny: an untyped provider takes whatever config a binding sends
  registerTriggerType<TConfig = any>(
    definition: TriggerTypeDefinition,
    handler: TriggerTypeHandler<TConfig>,
  ): TriggerTypeHandle {
    return this.core.registerTriggerType(definition, handler);
  }

  /**
   * Invokes a function and returns its result. With `action: { type: 'void' }` it returns
   * undefined at once; with `{ type: 'enqueue', queue }` it returns the engine's receipt.
   * Calls made while disconnected wait for the next connection (until their deadline).
   *
   * @throws InvocationError with the wire `code`: `function_not_found`, `invocation_failed`,
   *   `invocation_stopped`, `timeout`, `shutting_down`, …
   */
  trigger<TOutput = unknown, TInput = unknown>(request: TriggerRequest<TInput>): Promise<TOutput> {
    return this.core.trigger(request) as Promise<TOutput>;
  }

  /**
   * Creates a streaming channel (`engine::channels::create`, svc-channels): a writer and a reader,
   * and their references. Hand a reference to another function in a payload (or the object
   * itself: it serialises as its reference); that function's svc-sdk gives it a reader or writer.
   * The channel belongs to this worker's connection and ends with it.
   *
   * @throws InvocationError as `trigger` does (`channel_limit_reached` past the engine's limit).
   */
  async createChannel(bufferSize?: number): Promise<Channel> {
    const { reader, writer } = await this.trigger<ChannelsCreateOutput>({
      function_id: 'engine::channels::create',
      payload: bufferSize === undefined ? {} : { buffer_size: bufferSize },
    });
    return {
      reader: new ChannelReader(this.url, reader),
      writer: new ChannelWriter(this.url, writer),
      readerRef: reader,
      writerRef: writer,
    };
  }

  /**
   * Stops the worker: no more reconnects, pending calls fail with `shutting_down`, running
   * handlers' signals abort, the connection closes. Resolves once it is closed.
   */
  shutdown(): Promise<void> {
    if (this.closing === undefined) {
      this.core.shutdown();
      const telemetry = this.telemetry;
      // Spans of the calls shutdown just failed are sent before the telemetry socket closes.
      this.closing = this.connection.stop().then(async () => (await telemetry)?.shutdown());
    }
    return this.closing;
  }
}

/** `headers` with `Authorization: Bearer <token>` added when there is a token (and no header of its own). */
function withToken(headers: Record<string, string> | undefined, token: string | undefined) {
  if (token === undefined || token === '') return headers;
  const own = Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
  return own ? headers : { ...headers, authorization: `Bearer ${token}` };
}

/** The engine URL: the argument, else `SVC_URL`, else {@link DEFAULT_ENGINE_URL}. */
export function resolveEngineUrl(url?: string): string {
  if (url !== undefined && url.length > 0) return url;
  const fromEnv = process.env.SVC_URL;
  return fromEnv !== undefined && fromEnv.length > 0 ? fromEnv : DEFAULT_ENGINE_URL;
}

/**
 * Connects a worker to the engine at `url` (else `SVC_URL`, else `ws://localhost:49134`).
 * Returns at once; registrations and calls made before the connection opens are sent when it does.
 */
export function registerWorker(url?: string, options?: WorkerOptions): Worker;
/** Connects a worker to the engine at `SVC_URL`, else `ws://localhost:49134`. */
export function registerWorker(options: WorkerOptions): Worker;
export function registerWorker(urlOrOptions?: string | WorkerOptions, options?: WorkerOptions): Worker {
  if (typeof urlOrOptions === 'object' && urlOrOptions !== null) return new Worker(resolveEngineUrl(), urlOrOptions);
  return new Worker(resolveEngineUrl(urlOrOptions), options);
}

function checkUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (error) {
    throw new SvcError(ErrorCode.InvalidUrl, `engine URL is not a URL: ${url}`, { cause: error });
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') {
    throw new SvcError(ErrorCode.InvalidUrl, `engine URL must start with ws:// or wss:// (got ${url})`);
  }
  return url;
}
