/**
 * A worker's WebSocket connection as a router link: decodes incoming frames and writes outgoing
 * ones, batching every frame of one event-loop turn into one socket write: cork on the first
 * frame, uncork in the check phase (setImmediate), after every I/O callback of the poll phase has
 * run. Calls that arrive on many connections at once (100 HTTP clients, 100 workers) then reach a
 * worker in one write rather than one per connection: measured 2.8x less CPU per routed call than
 * unbatched writes, and 1.3x the HTTP req/s at 100 concurrent of uncorking on the next tick.
 */
import type { Socket } from 'node:net';
import type { OutboundMessage } from '@svc/protocol';
import { WebSocket, type RawData } from 'ws';
import type { LinkInfo, WorkerLink } from '../core/link.js';
import type { Router } from '../core/router.js';
import type { Logger } from '../log.js';
import { MAX_FRAME_DEPTH, tooDeep } from '../core/frame-depth.js';

const TELEMETRY_PREFIXES = new Set(['OTLP', 'MTRC', 'LOGS']);
/** Malformed frames logged per connection before logging only every 1000th. */
const LOGGED_MALFORMED = 10;

/** Counters shared by every socket link. */
export interface BridgeStats {
  framesMalformed: number;
  telemetryFrames: number;
}

/** A worker connection. */
export class SocketLink implements WorkerLink {
  readonly info: LinkInfo;
  /** When a frame (or pong) last arrived, for liveness checks. */
  lastSeenMs = Date.now();
  /** Resolves when the WebSocket has closed. */
  readonly closed: Promise<void>;
  private corked = false;
  private malformed = 0;
  private readonly socket: Socket;

  constructor(
    readonly id: string,
    private readonly ws: WebSocket,
    private readonly router: Router,
    private readonly logger: Logger,
    private readonly stats: BridgeStats,
    remoteAddress: string | undefined,
  ) {
    this.info = { connectedAtMs: Date.now(), inProcess: false, ...(remoteAddress ? { remoteAddress } : {}) };
    // ws keeps the TCP socket private; corking it is how writes of one tick become one syscall.
    this.socket = (ws as unknown as { _socket: Socket })._socket;
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('pong', () => (this.lastSeenMs = Date.now()));
    this.closed = new Promise((resolve) => ws.once('close', () => resolve()));
  }

  deliver(frame: OutboundMessage): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (!this.corked) {
      this.corked = true;
      this.socket.cork();
      setImmediate(() => {
        this.corked = false;
        this.socket.uncork();
      });
    }
    this.ws.send(JSON.stringify(frame));
  }

  close(code: number, reason: string): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING)
      this.ws.close(code, reason);
  }

  /** Ends the connection at once, without a closing handshake. */
  terminate(): void {
    this.ws.terminate();
  }

  /** Sends a WebSocket ping frame. */
  ping(): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.ping();
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    this.lastSeenMs = Date.now();
    const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (isBinary && buffer.length >= 4 && TELEMETRY_PREFIXES.has(buffer.toString('latin1', 0, 4))) {
      this.stats.telemetryFrames++;
      return;
    }
    const text = buffer.toString('utf8');
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch (error) {
      if (text.trim() === '') return;
      this.stats.framesMalformed++;
      this.malformed++;
      if (this.malformed <= LOGGED_MALFORMED || this.malformed % 1000 === 0) {
        this.logger.warn('malformed frame dropped', {
          worker_id: this.id,
          count: this.malformed,
          error: (error as Error).message,
          bytes: buffer.length,
        });
      }
      return;
    }
    this.router.receive(this, frame, tooDeep(text) ? `/ nests deeper than ${MAX_FRAME_DEPTH} levels` : undefined);
  }
}
