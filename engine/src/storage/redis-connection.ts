/**
 * A link to one Redis server that never holds a command for later. A call made
 * while Redis is unreachable fails at once with `store_unavailable` and is never sent; a command
 * already sent when the connection is lost, or left unanswered for `timeoutMs`, fails with
 * `store_outcome_unknown` when it writes (Redis may have applied it, or may still apply what it
 * has read from the socket) and `store_unavailable` when it only reads.
 *
 * Each TCP connection is its own @redis/client with reconnection off, so the client's offline
 * queue never fills: a lost connection's client is destroyed, which fails every command it still
 * holds, and a new one is made after a backoff. A new connection takes calls only once it has
 * answered PING, so a server that accepts connections but does not answer (stopped, overloaded)
 * is not mistaken for one that is back. The outage and the recovery are logged once each.
 *
 * Modules get one through their host (`redis-pool.ts`), which shares it between every module
 * that asks for the same URL; each call names the module making it, for its error messages.
 */
import {
  ClientClosedError,
  ClientOfflineError,
  createClient,
  ErrorReply,
  MultiErrorReply,
  RESP_TYPES,
} from '@redis/client';
import { EngineError } from '../errors.js';
import type { Logger } from '../log.js';
import { StorageErrorCode } from './errors.js';
import { MAX_BACKOFF_MS, safeUrl, within } from './redis-common.js';

/** Whether a command may change data: a write whose outcome is unknown is reported as such. */
export type CommandKind = 'read' | 'write';

/** Settings of the connection. */
export interface RedisConnectionOptions {
  url: string;
  /** Longest wait for a connection, or for the answer to a command that was sent (changeable later). */
  timeoutMs: number;
  logger: Logger;
}

function newClient(url: string, timeoutMs: number) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  });
}

const rawOf = (client: ReturnType<typeof newClient>) => client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });

/** One connection's client, and the same client answering bulk strings as Buffers. */
export interface Live {
  client: ReturnType<typeof newClient>;
  raw: ReturnType<typeof rawOf>;
  /** Why the connection was given up; set once. */
  lost?: Error;
}

/** Attempts to connect at start before the engine is told Redis cannot be reached. */
const OPEN_ATTEMPTS = 3;

/** The connection to one Redis server, replaced whenever it is lost. */
export class RedisConnection {
  private live: Live | undefined;
  private closed = false;
  /** When the outage began, the reason, and how many calls it refused. */
  private outage: { since: number; cause: string; refused: number } | undefined;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private watchdog: NodeJS.Timeout | undefined;
  private timeout: number;
  /** Commands sent and not yet answered, and when one last was (or the first was sent). */
  private inflight = 0;
  private progressAt = performance.now();
  private readonly where: string;

  private constructor(
    private readonly options: RedisConnectionOptions,
    live: Live,
  ) {
    this.where = safeUrl(options.url);
    this.timeout = options.timeoutMs;
    this.adopt(live);
    this.timeoutMs = options.timeoutMs;
  }

  /** Connects; rejects with the last connection error when Redis cannot be reached in a few attempts. */
  static async open(options: RedisConnectionOptions): Promise<RedisConnection> {
    let failure: unknown;
    for (let attempt = 1; attempt <= OPEN_ATTEMPTS; attempt++) {
      try {
        return new RedisConnection(options, await connect(options));
      } catch (error) {
        failure = error;
        if (attempt < OPEN_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    throw failure;
  }

  /** Longest wait for a connection or an answer; a shared connection takes the shortest any holder asked for. */
  get timeoutMs(): number {
    return this.timeout;
  }

  set timeoutMs(ms: number) {
    this.timeout = ms;
    clearInterval(this.watchdog);
    if (this.closed) return;
    this.watchdog = setInterval(() => this.check(), Math.max(25, ms / 4));
    this.watchdog.unref();
  }

  /**
   * Runs `command` on the live connection. Refused without sending anything while Redis is
   * unreachable; a failure after sending is reported by what it may have done (see the top).
   * `owner` (the module making the call) starts the error messages.
   */
  run<T>(kind: CommandKind, command: (live: Live) => Promise<T>, owner = 'svc'): Promise<T> {
    const live = this.live;
    if (!live) {
      if (this.outage) this.outage.refused++;
      return Promise.reject(this.unavailable(owner, this.outage?.cause ?? 'the connection is closed'));
    }
    if (this.inflight++ === 0) this.progressAt = performance.now();
    return command(live).then(
      (value) => {
        this.answered();
        return value;
      },
      (error: unknown) => {
        this.answered();
        throw this.failure(owner, kind, live, error);
      },
    );
  }

  /** Stops reconnecting and closes the connection, waiting briefly for answers still due. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.watchdog);
    clearTimeout(this.retryTimer);
    const live = this.live;
    this.live = undefined;
    if (!live) return;
    const closing = live.client.close().catch(() => {});
    await Promise.race([closing, new Promise<void>((resolve) => setTimeout(resolve, 2000).unref())]);
    live.client.destroy();
  }

  private answered(): void {
    this.inflight--;
    this.progressAt = performance.now();
  }

  /** What a failed command tells its caller. */
  private failure(owner: string, kind: CommandKind, live: Live, error: unknown): EngineError {
    if (error instanceof EngineError) return error;
    const message = (error as Error)?.message ?? String(error);
    // Redis answered, so the connection is fine. A transaction may have applied some of its
    // commands before one failed; any other error reply refused the command.
    if (error instanceof MultiErrorReply)
      return new EngineError(
        StorageErrorCode.storeOutcomeUnknown,
        `${owner}: Redis applied part of the write and refused the rest: ${message}`,
        { cause: error },
      );
    if (error instanceof ErrorReply)
      return new EngineError(StorageErrorCode.storeUnavailable, `${owner}: Redis refused the call: ${message}`, {
        cause: error,
      });
    // Refused by the client before anything was written to the socket.
    if (error instanceof ClientClosedError || error instanceof ClientOfflineError) {
      this.lose(live, error);
      return this.unavailable(owner, live.lost?.message ?? message);
    }
    this.lose(live, error instanceof Error ? error : new Error(message));
    const cause = live.lost?.message ?? message;
    if (kind === 'read') return this.unavailable(owner, cause);
    return new EngineError(
      StorageErrorCode.storeOutcomeUnknown,
      `${owner}: the connection to Redis at ${this.where} failed (${cause}) while this write was in flight: ` +
        'it may or may not have been applied. Read the entry before retrying a change that must apply once.',
      { cause: error },
    );
  }

  private unavailable(owner: string, cause: string): EngineError {
    return new EngineError(
      StorageErrorCode.storeUnavailable,
      `${owner}: Redis at ${this.where} is unreachable (${cause}); the call was not sent, so nothing was written. ` +
        `${owner} reconnects by itself: try again later.`,
    );
  }

  /** Takes `live` as the connection, once it has answered. */
  private adopt(live: Live): void {
    this.live = live;
    this.attempt = 0;
    this.progressAt = performance.now();
    live.client.on('error', (error: Error) => this.lose(live, error));
  }

  /** Gives up a connection: destroys its client (failing what it holds) and, if current, starts the outage. */
  private lose(live: Live, cause: Error): void {
    if (live.lost) return;
    live.lost = cause;
    if (this.live === live) {
      this.live = undefined;
      this.outage = { since: Date.now(), cause: cause.message, refused: 0 };
      this.options.logger.warn('redis unreachable; calls fail with store_unavailable until it is back', {
        url: this.where,
        error: cause.message,
        unanswered: this.inflight,
      });
      this.scheduleReconnect();
    }
    live.client.destroy();
  }

  /** A hung server answers nothing: give up the connection after `timeoutMs` of silence. */
  private check(): void {
    const live = this.live;
    if (!live) return;
    const silent = performance.now() - this.progressAt;
    if (silent <= this.timeout) return;
    if (this.inflight > 0) this.lose(live, new Error(`no answer within ${this.timeout} ms`));
    // An idle connection is probed, so a hang is found before the next call has to wait for it.
    else void this.run('read', ({ client }) => client.ping()).catch(() => {});
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const delay = Math.min(100 * 2 ** this.attempt++, MAX_BACKOFF_MS) * (0.5 + Math.random() / 2);
    this.retryTimer = setTimeout(() => void this.reconnect(), delay);
  }

  private async reconnect(): Promise<void> {
    let live: Live;
    try {
      live = await connect({ ...this.options, timeoutMs: this.timeout });
    } catch (error) {
      if (this.outage) this.outage.cause = (error as Error).message;
      this.scheduleReconnect();
      return;
    }
    if (this.closed) return live.client.destroy();
    const outage = this.outage;
    this.outage = undefined;
    this.adopt(live);
    this.options.logger.info('redis reachable again', {
      url: this.where,
      down_ms: outage ? Date.now() - outage.since : 0,
      refused_calls: outage?.refused ?? 0,
    });
  }
}

/** A new connection that has answered PING within the timeout, or a rejection. */
async function connect({ url, timeoutMs }: RedisConnectionOptions): Promise<Live> {
  const client = newClient(url, timeoutMs);
  const live: Live = { client, raw: rawOf(client) };
  // Until adopted, an error only fails this attempt; after, this listener does nothing.
  const failed = new Promise<never>((_, reject) => client.on('error', reject));
  failed.catch(() => {});
  try {
    await within(
      Promise.race([client.connect().then(() => client.ping()), failed]),
      timeoutMs,
      `no answer within ${timeoutMs} ms`,
      () => client.destroy(),
    );
  } catch (error) {
    client.destroy();
    throw error;
  }
  return live;
}
