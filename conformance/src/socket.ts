/**
 * A recorded WebSocket, the one connection type of the checker: it keeps every frame received
 * (bytes, text, arrival time, in order) and how the connection closed, tells one listener of
 * each as it happens, and sends without any check. The case runner reads it through `Peer`
 * (validation, an inbox for patterns, a transcript); the fuzzer reads the recording and sends
 * raw frames. It serves on either side: a client of an engine, or the engine's end of a
 * worker's connection (`engine-side.ts`).
 */
import { WebSocket, type ClientOptions, type RawData } from 'ws';
import { Changes } from './wait.js';

/** Largest frame the checker takes: far above any frame limit under test. */
export const MAX_PAYLOAD = 256 * 1024 * 1024;

/** How a connection closed. */
export interface Closed {
  code: number;
  reason: string;
  /** Milliseconds since the socket was opened. */
  atMs: number;
}

/** One frame received: its bytes, as text (a binary frame decoded as UTF-8), and when it arrived. */
export interface Received {
  bytes: Buffer;
  text: string;
  binary: boolean;
  atMs: number;
}

/** What a layer over the socket is told, each as it happens. */
export interface SocketListener {
  frame?(frame: Received): void;
  close?(closed: Closed): void;
  /** A WebSocket pong frame arrived. */
  pong?(): void;
}

/** Why a connection did not open: `cause` is the socket's error; without one, it timed out. */
export class ConnectError extends Error {
  override readonly name = 'ConnectError';
  constructor(url: string, timeoutMs: number, cause?: Error) {
    super(cause ? cause.message : `no connection to ${url} within ${timeoutMs} ms`, cause ? { cause } : undefined);
  }
}

/** A WebSocket whose every received frame and close is recorded. */
export class RecordedSocket {
  /** Frames received, oldest first; a reader may empty it once it has what it needs. */
  readonly received: Received[] = [];
  closed: Closed | undefined;
  private readonly startedMs = Date.now();
  private readonly changes = new Changes();
  private listener: SocketListener = {};
  private pongs = 0;

  constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: RawData, binary: boolean) => {
      const bytes = toBuffer(data);
      const frame = { bytes, text: bytes.toString('utf8'), binary, atMs: this.elapsed() };
      this.received.push(frame);
      this.listener.frame?.(frame);
      this.changes.notify();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString(), atMs: this.elapsed() };
      this.listener.close?.(this.closed);
      this.changes.notify();
    });
    ws.on('pong', () => {
      this.pongs++;
      this.listener.pong?.();
      this.changes.notify();
    });
    ws.on('error', () => {});
  }

  /**
   * Opens a client connection to `url`; rejects with a {@link ConnectError} when it fails or does
   * not open within `timeoutMs`. It records from the start: an engine's first frame may come
   * with the upgrade.
   */
  static connect(
    url: string,
    timeoutMs = 5000,
    options: ClientOptions = { maxPayload: MAX_PAYLOAD, perMessageDeflate: false },
  ): Promise<RecordedSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, options);
      const socket = new RecordedSocket(ws);
      const timer = setTimeout(() => {
        ws.terminate();
        reject(new ConnectError(url, timeoutMs));
      }, timeoutMs);
      ws.once('open', () => {
        clearTimeout(timer);
        resolve(socket);
      });
      ws.once('error', (error) => {
        clearTimeout(timer);
        reject(new ConnectError(url, timeoutMs, error));
      });
    });
  }

  /**
   * Makes `listener` the one listener: it is told of every frame received so far and of a close
   * that already happened, then of each as it comes.
   */
  listen(listener: SocketListener): void {
    this.listener = listener;
    for (const frame of this.received) listener.frame?.(frame);
    if (this.closed) listener.close?.(this.closed);
  }

  /** Milliseconds since the socket was created. */
  elapsed(): number {
    return Date.now() - this.startedMs;
  }

  /** Whether the connection is open (not connecting, closing or closed). */
  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Sends a text frame (a string) or the bytes as given; silently nothing once the connection is closing. */
  send(data: string | Buffer, binary = false): void {
    if (!this.open) return;
    this.ws.send(data, { binary }, () => {});
  }

  /** Sends one JSON frame. */
  sendJson(frame: unknown): void {
    this.send(JSON.stringify(frame));
  }

  /** Waits until `done()` holds or the connection closes; false when `timeoutMs` passes first. */
  until(done: () => boolean, timeoutMs: number): Promise<boolean> {
    return this.changes.until(done, timeoutMs, () => this.closed !== undefined);
  }

  /** Waits for a received JSON frame matching `predicate`; undefined on timeout or close. */
  async next(
    predicate: (frame: Record<string, unknown>) => boolean,
    timeoutMs: number,
  ): Promise<Record<string, unknown> | undefined> {
    let found: Record<string, unknown> | undefined;
    let checked = 0;
    await this.until(() => {
      for (; checked < this.received.length; checked++) {
        const frame = parseObject(this.received[checked]!.text);
        if (frame && predicate(frame)) {
          found = frame;
          return true;
        }
      }
      return false;
    }, timeoutMs);
    return found;
  }

  /** Sends a WebSocket ping frame; resolves true when a pong arrives within `timeoutMs`. */
  async ping(timeoutMs: number): Promise<boolean> {
    if (!this.open) return false;
    const pongs = this.pongs;
    this.ws.ping();
    return this.until(() => this.pongs > pongs, timeoutMs);
  }

  /** Closes with a closing handshake and waits for it (terminates after `timeoutMs`). */
  async close(code = 1000, reason = '', timeoutMs = 2000): Promise<void> {
    if (this.closed) return;
    if (this.open) this.ws.close(code, reason);
    if (!(await this.until(() => this.closed !== undefined, timeoutMs))) {
      this.ws.terminate();
      await this.until(() => this.closed !== undefined, 1000);
    }
  }

  /** Destroys the TCP connection without a closing handshake. */
  terminate(): void {
    this.ws.terminate();
  }
}

/** The JSON object a text holds, or undefined. */
export function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function toBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}
