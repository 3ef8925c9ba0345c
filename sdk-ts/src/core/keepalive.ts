import type { Scheduler, TimerHandle } from './scheduler.js';

/** Send a JSON `ping` when nothing was sent for this long. */
export const PING_INTERVAL_MS = 20_000;
/** Declare the connection dead when nothing at all was received for this long. */
export const IDLE_TIMEOUT_MS = 60_000;

/** Intervals of a {@link Keepalive}; the defaults are the protocol's. */
export interface KeepaliveIntervals {
  /** Ping after this much send silence. */
  pingIntervalMs?: number;
  /** Dead after this much receive silence. */
  idleTimeoutMs?: number;
}

/** What a {@link Keepalive} asks its owner to do. */
export interface KeepaliveActions {
  /** Send a `{"type":"ping"}` frame now. */
  ping(): void;
  /** The connection is half-open: terminate it so that a reconnect can start. */
  dead(): void;
}

/**
 * Heartbeat of one connection, on an injected scheduler. A TCP connection can die without any
 * close (a NAT drops it, the engine host vanishes); only silence reveals that. The engine
 * answers every JSON `ping` with `pong`, so a live connection is never silent for long.
 *
 * It pings after {@link PING_INTERVAL_MS} without sending, and also after that long without
 * receiving: a worker that only sends void calls never goes quiet, yet gets nothing back, and
 * would otherwise be declared dead while healthy.
 */
export class Keepalive {
  private readonly pingIntervalMs: number;
  private readonly idleTimeoutMs: number;
  private lastSent = 0;
  private lastReceived = 0;
  private lastPing = 0;
  private timer: TimerHandle | undefined;
  private running = false;

  /** Creates a stopped keepalive. */
  constructor(
    private readonly scheduler: Scheduler,
    private readonly actions: KeepaliveActions,
    intervals: KeepaliveIntervals = {},
  ) {
    this.pingIntervalMs = intervals.pingIntervalMs ?? PING_INTERVAL_MS;
    this.idleTimeoutMs = intervals.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  }

  /** Starts watching a connection that just opened. */
  start(): void {
    const now = this.scheduler.now();
    this.lastSent = now;
    this.lastReceived = now;
    this.lastPing = now;
    this.running = true;
    this.arm();
  }

  /** Stops watching (connection closed, worker shut down). */
  stop(): void {
    this.running = false;
    if (this.timer !== undefined) this.scheduler.clearTimer(this.timer);
    this.timer = undefined;
  }

  /** Records that a frame was sent. Called per frame, so it only stores a number. */
  noteSent(): void {
    this.lastSent = this.scheduler.now();
  }

  /** Records that something arrived (any frame, or a WebSocket ping/pong). */
  noteReceived(): void {
    this.lastReceived = this.scheduler.now();
  }

  // One timer, re-armed lazily: moving it on every frame would cost a clear+set per frame.
  private arm(): void {
    const due = Math.min(
      this.lastSent + this.pingIntervalMs,
      Math.max(this.lastReceived, this.lastPing) + this.pingIntervalMs,
      this.lastReceived + this.idleTimeoutMs,
    );
    this.timer = this.scheduler.setTimer(Math.max(1, due - this.scheduler.now()), () => this.fire());
  }

  private fire(): void {
    this.timer = undefined;
    const now = this.scheduler.now();
    if (now - this.lastReceived >= this.idleTimeoutMs) {
      this.running = false;
      this.actions.dead();
      return;
    }
    const sendSilent = now - this.lastSent >= this.pingIntervalMs;
    const receiveSilent = now - this.lastReceived >= this.pingIntervalMs && now - this.lastPing >= this.pingIntervalMs;
    if (sendSilent || receiveSilent) {
      this.lastPing = now;
      this.lastSent = now;
      this.actions.ping();
    }
    // ping() may have ended the connection (a failed send), which stops us.
    if (this.running && this.timer === undefined) this.arm();
  }
}
