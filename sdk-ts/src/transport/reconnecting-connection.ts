import { backoffDelay } from '../core/backoff.js';
import type { Scheduler, TimerHandle } from '../core/scheduler.js';
import type { Link } from '../core/link.js';
import type { Logger } from '../logger.js';
import type { Transport, TransportFactory } from './transport.js';

/** How long a connection attempt may take before it is abandoned. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** How long `stop()` waits for the close handshake before destroying the socket. */
export const CLOSE_TIMEOUT_MS = 2_000;

/** Where a {@link ReconnectingConnection} is in its life. */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What the connection tells its owner (the protocol core). */
export interface ConnectionHandler {
  /** A connection opened; `link` sends on it until `closed()`. */
  opened(link: Link): void;
  /** A text frame arrived on the open connection. */
  message(text: string): void;
  /** A WebSocket ping or pong arrived. */
  activity(): void;
  /** The open connection is gone. */
  closed(): void;
}

/** Options of a {@link ReconnectingConnection}. */
export interface ReconnectingConnectionOptions {
  /** Engine URL. */
  url: string;
  /** Makes one connection attempt. */
  transport: TransportFactory;
  /** Clock and timers. */
  scheduler: Scheduler;
  /** Where connection events are reported. */
  logger: Logger;
  /** Jitter source for the backoff, in [0, 1). */
  random?: () => number;
  /** Default {@link CONNECT_TIMEOUT_MS}. */
  connectTimeoutMs?: number;
  /** Default {@link CLOSE_TIMEOUT_MS}. */
  closeTimeoutMs?: number;
}

interface Attempt {
  transport: Transport | undefined;
}

/**
 * Keeps one connection to the engine open until `stop()`: it reconnects after *any* close,
 * clean ones (1000, 1001) included, because an engine restart or a proxy closes cleanly too.
 * Attempts back off as `min(1000·2^n, 30000) ms ± 30%`; n goes back to 0 once a connection
 * opens. An attempt that has not opened within 10 s is abandoned.
 */
export class ReconnectingConnection {
  private currentState: ConnectionState = 'closed';
  private attempts = 0;
  private active: Attempt | undefined;
  private connectTimer: TimerHandle | undefined;
  private retryTimer: TimerHandle | undefined;
  private closeTimer: TimerHandle | undefined;
  private stopping = false;
  private stopWaiters: Array<() => void> = [];

  /** Creates a connection that does nothing until `start()`. */
  constructor(
    private readonly options: ReconnectingConnectionOptions,
    private readonly handler: ConnectionHandler,
  ) {}

  /** Where the connection is in its life. */
  get state(): ConnectionState {
    return this.currentState;
  }

  /** Starts connecting. */
  start(): void {
    if (this.stopping || this.active !== undefined || this.retryTimer !== undefined) return;
    this.connect();
  }

  /** Stops reconnecting and closes the connection; resolves once it is closed. */
  stop(): Promise<void> {
    this.stopping = true;
    this.clear('retryTimer');
    this.clear('connectTimer');
    const attempt = this.active;
    if (attempt === undefined) {
      this.currentState = 'closed';
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      this.stopWaiters.push(resolve);
      if (this.closeTimer !== undefined) return;
      attempt.transport?.close(1000, 'worker shutdown');
      // A peer that never answers the close handshake must not hold shutdown forever.
      this.closeTimer = this.options.scheduler.setTimer(this.options.closeTimeoutMs ?? CLOSE_TIMEOUT_MS, () => {
        this.closeTimer = undefined;
        if (this.active === attempt) this.abandon(attempt, 'close handshake timed out');
      });
    });
  }

  private connect(): void {
    this.currentState = 'connecting';
    const attempt: Attempt = { transport: undefined };
    this.active = attempt;
    const { url, logger } = this.options;
    try {
      attempt.transport = this.options.transport(url, {
        onOpen: () => {
          if (this.active === attempt) this.opened(attempt);
        },
        onMessage: (text) => {
          if (this.active === attempt && this.currentState === 'open') this.handler.message(text);
        },
        onActivity: () => {
          if (this.active === attempt) this.handler.activity();
        },
        onError: (error) => {
          if (this.active === attempt) logger.debug('connection error', { url, error: error.message });
        },
        onClose: (code, reason) => {
          if (this.active === attempt) this.ended(attempt, `closed with code ${code}${reason ? ` (${reason})` : ''}`);
        },
      });
    } catch (error) {
      logger.error('could not start a connection', {
        url,
        error: error instanceof Error ? error.message : String(error),
      });
      this.ended(attempt, 'connection could not start');
      return;
    }
    this.connectTimer = this.options.scheduler.setTimer(this.options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS, () => {
      this.connectTimer = undefined;
      if (this.active === attempt && this.currentState === 'connecting') this.abandon(attempt, 'connect timed out');
    });
  }

  private opened(attempt: Attempt): void {
    const transport = attempt.transport;
    if (transport === undefined) return;
    this.clear('connectTimer');
    this.attempts = 0;
    this.currentState = 'open';
    this.options.logger.info('connected to the engine', { url: this.options.url });
    this.handler.opened({
      send: (frame) => this.active === attempt && transport.send(frame),
      terminate: (reason) => {
        if (this.active === attempt) this.abandon(attempt, reason);
      },
    });
  }

  /** Gives up on an attempt at once; whatever it reports later is ignored. */
  private abandon(attempt: Attempt, reason: string): void {
    attempt.transport?.terminate();
    this.ended(attempt, reason);
  }

  private ended(attempt: Attempt, reason: string): void {
    if (this.active !== attempt) return;
    this.active = undefined;
    this.clear('connectTimer');
    this.clear('closeTimer');
    const wasOpen = this.currentState === 'open';
    if (wasOpen) this.handler.closed();
    if (this.stopping) {
      this.currentState = 'closed';
      const waiters = this.stopWaiters;
      this.stopWaiters = [];
      for (const resolve of waiters) resolve();
      return;
    }
    const delay = backoffDelay(this.attempts, this.options.random);
    this.attempts += 1;
    this.currentState = 'reconnecting';
    this.options.logger[wasOpen ? 'warn' : 'info'](
      `connection ${wasOpen ? 'lost' : 'failed'}: ${reason}; reconnecting in ${delay} ms`,
      { url: this.options.url },
    );
    this.retryTimer = this.options.scheduler.setTimer(delay, () => {
      this.retryTimer = undefined;
      if (!this.stopping) this.connect();
    });
  }

  private clear(timer: 'connectTimer' | 'retryTimer' | 'closeTimer'): void {
    const handle = this[timer];
    if (handle !== undefined) this.options.scheduler.clearTimer(handle);
    this[timer] = undefined;
  }
}
