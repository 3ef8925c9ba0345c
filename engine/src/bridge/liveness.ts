/**
 * Liveness of worker connections. A connection the engine has received nothing from for
 * `intervalMs` is sent a WebSocket ping; if neither a pong nor any frame follows within
 * `timeoutMs`, the peer is gone or stopped with its socket still open (half-open), and it is
 * dropped. Connections are looked at every quarter of the shorter of the two, at most every
 * 500 ms, so a stopped worker is found within `intervalMs + timeoutMs` plus at most one second.
 */

/** A connection as liveness sees it. */
export interface Watched {
  /** When a frame, ping or pong last arrived. */
  readonly lastSeenMs: number;
  /** When the engine last pinged it; a ping is unanswered while this is after `lastSeenMs`. */
  pingSentMs: number;
  ping(): void;
  /** Called once the ping went unanswered for the timeout. */
  unresponsive(silentMs: number): void;
}

/** The interval liveness checks run at, for the given settings. */
export function livenessStepMs(intervalMs: number, timeoutMs: number): number {
  return Math.max(10, Math.min(500, Math.floor(Math.min(intervalMs, timeoutMs) / 4)));
}

/** Checks `connections` on a timer until the returned function is called. */
export function watchLiveness(connections: Iterable<Watched>, intervalMs: number, timeoutMs: number): () => void {
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const link of connections) {
        if (link.pingSentMs > link.lastSeenMs) {
          if (now - link.pingSentMs >= timeoutMs) link.unresponsive(now - link.lastSeenMs);
        } else if (now - link.lastSeenMs >= intervalMs) {
          link.pingSentMs = now;
          link.ping();
        }
      }
    },
    livenessStepMs(intervalMs, timeoutMs),
  );
  sweep.unref();
  return () => clearInterval(sweep);
}
