/**
 * A WebSocket held by the fuzzer: it records every frame received (text, in order) and how the
 * connection closed, and sends rendered frames without any check. Used as the fuzzed
 * connection and the sentinels against an engine, and on the server side against a worker.
 */
import { WebSocket, type RawData } from 'ws';
import { MAX_PAYLOAD } from '../engine-side.js';
import type { Rendered } from './raw.js';

/** How a connection closed. */
export interface Closed {
  code: number;
  reason: string;
  /** Milliseconds since the socket was opened. */
  atMs: number;
}

/** One frame received, as text (a binary frame is decoded as UTF-8) and when it arrived. */
export interface Received {
  text: string;
  binary: boolean;
  atMs: number;
}

/** A recorded WebSocket. */
export class FuzzSocket {
  readonly received: Received[] = [];
  closed: Closed | undefined;
  private readonly startedMs = Date.now();
  private waiters: (() => void)[] = [];
  /** Called for every frame as it arrives (after it is recorded). */
  onFrame: ((frame: Received) => void) | undefined;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: RawData, binary: boolean) => {
      const frame = { text: toBuffer(data).toString('utf8'), binary, atMs: this.elapsed() };
      this.received.push(frame);
      this.onFrame?.(frame);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString(), atMs: this.elapsed() };
      this.wake();
    });
    ws.on('error', () => {});
  }

  /** Opens a client connection to `url`; rejects when it does not open within `timeoutMs`. */
  static connect(url: string, timeoutMs = 5000): Promise<FuzzSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { maxPayload: MAX_PAYLOAD, perMessageDeflate: false });
      const socket = new FuzzSocket(ws);
      const timer = setTimeout(() => {
        ws.terminate();
        reject(new Error(`no connection to ${url} within ${timeoutMs} ms`));
      }, timeoutMs);
      ws.once('open', () => {
        clearTimeout(timer);
        resolve(socket);
      });
      ws.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  /** Calls `listener` for every frame received so far, then for each one as it arrives. */
  listen(listener: (frame: Received) => void): void {
    for (const frame of this.received) listener(frame);
    this.onFrame = listener;
  }

  /** Milliseconds since the socket was created. */
  elapsed(): number {
    return Date.now() - this.startedMs;
  }

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Sends a rendered frame; silently nothing once the connection is closing. */
  send(rendered: Rendered): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    this.ws.send(rendered.data, { binary: rendered.binary }, () => {});
  }

  /** Sends one JSON frame. */
  sendJson(frame: unknown): void {
    this.send({ data: JSON.stringify(frame), binary: false });
  }

  /** Waits until `done()` holds or the connection closes; false when `timeoutMs` passes first. */
  async until(done: () => boolean, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (this.closed !== undefined) return done();
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
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

  /** Closes with a closing handshake and waits for it (terminates after `timeoutMs`). */
  async close(timeoutMs = 2000): Promise<void> {
    if (this.closed) return;
    if (this.ws.readyState === WebSocket.OPEN) this.ws.close(1000);
    if (!(await this.until(() => this.closed !== undefined, timeoutMs))) {
      this.ws.terminate();
      await this.until(() => this.closed !== undefined, 1000);
    }
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
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
