import WebSocket from 'ws';
import { backoffDelay } from '../core/backoff.js';
import type { Logger } from '../logger.js';

/** The 4-byte ASCII prefix that says what an `/otel` frame carries. */
export type OtelPrefix = 'OTLP' | 'LOGS' | 'MTRC';

/** Frames kept while the socket is down; past it the oldest are dropped (and counted). */
export const MAX_QUEUED_FRAMES = 256;
/** Bytes kept while the socket is down, whatever the frame count. */
export const MAX_QUEUED_BYTES = 8 * 1024 * 1024;
/** Bytes the socket may have waiting to be written before new frames queue instead. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const HANDSHAKE_TIMEOUT_MS = 10_000;
const CLOSE_TIMEOUT_MS = 1000;

/** Options of an {@link OtelSocket}. */
export interface OtelSocketOptions {
  /** `ws://…/otel` address. */
  url: string;
  /** HTTP headers of the upgrade (the worker's, for authentication). */
  headers?: Record<string, string>;
  /** Where connection trouble is reported, as `[OTel] …` lines. */
  logger: Logger;
  /** Default {@link MAX_QUEUED_FRAMES}. */
  maxQueuedFrames?: number;
}

/**
 * The telemetry socket: a WebSocket to the engine's `/otel` that carries binary frames (a
 * 4-byte prefix, then an OTLP/JSON document) and never reads anything. It reconnects after
 * any close with the worker connection's backoff; frames made while it is down wait in a
 * bounded queue that drops the oldest first. Sending never blocks and never throws.
 */
export class OtelSocket {
  private ws: WebSocket | undefined;
  private queue: Buffer[] = [];
  private queuedBytes = 0;
  private attempts = 0;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  private droppedFrames = 0;
  private readonly maxQueued: number;

  /** Creates the socket; nothing happens until `start()`. */
  constructor(private readonly options: OtelSocketOptions) {
    this.maxQueued = options.maxQueuedFrames ?? MAX_QUEUED_FRAMES;
  }

  /** Frames dropped because the queue was full while the socket was down. */
  get dropped(): number {
    return this.droppedFrames;
  }

  /** Starts connecting. */
  start(): void {
    if (!this.stopped && this.ws === undefined && this.retry === undefined) this.connect();
  }

  /** Sends `prefix` + `body` now when the socket is open and keeping up, else queues it. */
  send(prefix: OtelPrefix, body: Uint8Array): void {
    if (this.stopped) return;
    const frame = Buffer.concat([Buffer.from(prefix, 'ascii'), body]);
    const ws = this.ws;
    if (ws !== undefined && ws.readyState === WebSocket.OPEN && ws.bufferedAmount < MAX_BUFFERED_BYTES) {
      if (this.queue.length > 0) this.flush(ws);
      ws.send(frame, { binary: true });
      return;
    }
    this.enqueue(frame);
  }

  /** Sends what is queued if the socket is open, then closes it for good. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.retry);
    this.retry = undefined;
    const ws = this.ws;
    if (ws === undefined) return;
    if (ws.readyState === WebSocket.CONNECTING) {
      // The open handler sends the queue; give the handshake a moment to finish.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
        const done = (): void => {
          clearTimeout(timer);
          resolve();
        };
        ws.once('open', done);
        ws.once('close', done);
      });
    } else if (ws.readyState === WebSocket.OPEN) this.flush(ws);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        ws.terminate();
        resolve();
      }, CLOSE_TIMEOUT_MS);
      ws.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      if (ws.readyState === WebSocket.CLOSED) {
        clearTimeout(timer);
        resolve();
      } else ws.close(1000, 'worker shut down');
    });
  }

  private connect(): void {
    const ws = new WebSocket(this.options.url, {
      handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
      headers: this.options.headers ?? {},
    });
    this.ws = ws;
    ws.on('open', () => {
      if (this.attempts > 0) this.options.logger.info('[OTel] telemetry socket connected', { url: this.options.url });
      this.attempts = 0;
      this.flush(ws);
    });
    // Nothing is ever sent back on /otel; anything that arrives is ignored.
    ws.on('error', (error) => {
      if (this.attempts === 0) {
        this.options.logger.warn('[OTel] telemetry socket failed', { url: this.options.url, error: error.message });
      }
    });
    ws.on('close', () => {
      if (this.ws === ws) this.ws = undefined;
      if (this.stopped) return;
      const delay = backoffDelay(this.attempts);
      this.attempts += 1;
      this.options.logger.debug('[OTel] telemetry socket reconnecting', { in_ms: delay });
      this.retry = setTimeout(() => {
        this.retry = undefined;
        if (!this.stopped) this.connect();
      }, delay);
      // A worker that is otherwise done must be able to exit while telemetry waits to reconnect.
      this.retry.unref();
    });
  }

  private flush(ws: WebSocket): void {
    const queue = this.queue;
    this.queue = [];
    this.queuedBytes = 0;
    for (const frame of queue) ws.send(frame, { binary: true });
  }

  private enqueue(frame: Buffer): void {
    this.queue.push(frame);
    this.queuedBytes += frame.length;
    while (this.queue.length > this.maxQueued || (this.queuedBytes > MAX_QUEUED_BYTES && this.queue.length > 1)) {
      const oldest = this.queue.shift();
      this.queuedBytes -= oldest?.length ?? 0;
      this.droppedFrames += 1;
    }
  }
}
