/**
 * Back-pressure towards one worker, judged by the bytes waiting to be written to its socket
 * (the WebSocket's `bufferedAmount`: what the kernel has not taken yet, corked batches
 * included). Past `pauseBytes` the worker is paused, and the link refuses calls to it, until
 * less than half of that waits. Past `maxBytes`, or paused for longer than `pausedTimeoutMs`, it
 * is given up on. Nothing is measured when nothing is paused but one comparison per write.
 */

/** What an {@link OutboundWatch} reports. */
export interface OutboundEvents {
  paused(bytes: number): void;
  resumed(pausedMs: number): void;
  /** Past `maxBytes`, or paused too long: the connection must be closed. */
  exceeded(reason: 'over_limit' | 'paused_too_long', bytes: number): void;
}

/** The limits of an {@link OutboundWatch}. */
export interface OutboundLimits {
  pauseBytes: number;
  maxBytes: number;
  pausedTimeoutMs: number;
}

/** How often a paused worker's buffer is looked at, at most. */
const POLL_MS = 100;

/** Watches the bytes waiting for one worker. */
export class OutboundWatch {
  /** True while calls to the worker are refused. */
  paused = false;
  private pausedAtMs = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly limits: OutboundLimits,
    private readonly buffered: () => number,
    private readonly events: OutboundEvents,
  ) {}

  /** Checks the buffer after a write. */
  wrote(): void {
    const bytes = this.buffered();
    if (bytes <= this.limits.pauseBytes) return;
    if (bytes > this.limits.maxBytes) {
      this.stop();
      this.events.exceeded('over_limit', bytes);
      return;
    }
    if (this.paused) return;
    this.paused = true;
    this.pausedAtMs = Date.now();
    this.timer = setInterval(this.poll, Math.min(POLL_MS, this.limits.pausedTimeoutMs));
    this.timer.unref();
    this.events.paused(bytes);
  }

  /** Stops watching (the connection is closing). */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private readonly poll = (): void => {
    const bytes = this.buffered();
    const pausedMs = Date.now() - this.pausedAtMs;
    if (bytes < this.limits.pauseBytes / 2) {
      this.stop();
      this.paused = false;
      this.events.resumed(pausedMs);
    } else if (pausedMs >= this.limits.pausedTimeoutMs) {
      this.stop();
      this.events.exceeded('paused_too_long', bytes);
    }
  };
}
