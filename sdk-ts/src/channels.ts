/**
 * Streaming channels on Node: a reader and a writer for each side of a channel the engine serves
 * at `/ws/channels/<id>?key=<access_key>&dir=read|write` (svc-channels, `common/channel-ref` in
 * schema/). Each connects on first use. Both pass back-pressure on: a writer's `write` resolves
 * once the frame has left for the engine, and a reader whose consumer falls behind stops reading
 * its socket, so the engine slows the writer. In a payload either serialises as its reference,
 * so it can be handed on to another function.
 */
import type { ChannelRef } from '@svc/protocol';
import { Readable, Writable } from 'node:stream';
import WebSocket from 'ws';
import { ErrorCode, SvcError } from './errors.js';

/** A frame of a channel: text frames as strings, binary frames as bytes. */
export type ChannelChunk = string | Uint8Array;

/** Frames a reader holds for a consumer that is behind before it stops reading its socket. */
const READER_HIGH_WATER = 64;

/** The URL of one side of a channel, on the engine at `engineUrl`. */
export function channelUrl(engineUrl: string, ref: ChannelRef): string {
  const base = engineUrl.replace(/\/+$/, '');
  const key = encodeURIComponent(ref.access_key);
  return `${base}/ws/channels/${encodeURIComponent(ref.channel_id)}?key=${key}&dir=${ref.direction}`;
}

/** Opens a side; rejects with `channel_unavailable` when the engine refuses it. */
function open(url: string, setup: (ws: WebSocket) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    setup(ws);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_request, response) => {
      reject(
        new SvcError(ErrorCode.ChannelUnavailable, `the engine refused the channel (HTTP ${response.statusCode})`),
      );
      ws.terminate();
    });
    ws.once('error', (error) =>
      reject(new SvcError(ErrorCode.ChannelUnavailable, `cannot open the channel: ${error.message}`, { cause: error })),
    );
  });
}

/** The reading side of a channel: an async iterator of its frames, in order, until the writer closes. */
export class ChannelReader implements AsyncIterable<ChannelChunk> {
  private socket: Promise<WebSocket> | undefined;
  private readonly frames: ChannelChunk[] = [];
  private ended: Error | null | undefined;
  private wake: (() => void) | undefined;

  constructor(
    private readonly engineUrl: string,
    /** The reference this reader opens. */
    readonly ref: ChannelRef,
  ) {}

  /** The reference, so a reader in a payload is sent as one. */
  toJSON(): ChannelRef {
    return this.ref;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<ChannelChunk> {
    const ws = await this.connect();
    for (;;) {
      if (this.frames.length > 0) {
        const frame = this.frames.shift()!;
        if (this.frames.length < READER_HIGH_WATER / 2 && ws.isPaused) ws.resume();
        yield frame;
        continue;
      }
      if (this.ended === null) return;
      if (this.ended) throw this.ended;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** Every binary frame, concatenated, once the writer closes (text frames are skipped). */
  async readAll(): Promise<Uint8Array> {
    const parts: Uint8Array[] = [];
    for await (const chunk of this) if (typeof chunk !== 'string') parts.push(chunk);
    return Buffer.concat(parts);
  }

  /** A Node `Readable` of the channel's frames (strings and Buffers), for `pipe` and `pipeline`. */
  stream(): Readable {
    return Readable.from(this, { objectMode: true });
  }

  /** Closes the reader; the engine then closes the writer. */
  async close(): Promise<void> {
    if (this.socket) (await this.socket).close(1000);
  }

  private connect(): Promise<WebSocket> {
    this.socket ??= open(channelUrl(this.engineUrl, this.ref), (ws) => {
      ws.on('message', (data: Buffer, binary) => {
        this.frames.push(binary ? new Uint8Array(data.buffer, data.byteOffset, data.length) : data.toString('utf8'));
        if (this.frames.length >= READER_HIGH_WATER) ws.pause();
        this.notify();
      });
      ws.on('close', (code, reason) => {
        this.ended =
          code === 1000 || code === 1005
            ? null
            : new SvcError(ErrorCode.ChannelClosed, `the channel closed with ${code} ${reason.toString()}`.trim());
        this.notify();
      });
      ws.on('error', () => {});
    });
    return this.socket;
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}

/** The writing side of a channel. */
export class ChannelWriter {
  private socket: Promise<WebSocket> | undefined;

  constructor(
    private readonly engineUrl: string,
    /** The reference this writer opens. */
    readonly ref: ChannelRef,
  ) {}

  /** The reference, so a writer in a payload is sent as one. */
  toJSON(): ChannelRef {
    return this.ref;
  }

  /** Sends a text frame (a string) or a binary frame (bytes); resolves once it has left for the engine. */
  async write(chunk: ChannelChunk): Promise<void> {
    const ws = await this.connect();
    await new Promise<void>((resolve, reject) =>
      ws.send(chunk, { binary: typeof chunk !== 'string' }, (error) =>
        error
          ? reject(new SvcError(ErrorCode.ChannelClosed, `the channel is closed: ${error.message}`, { cause: error }))
          : resolve(),
      ),
    );
  }

  /** Ends the channel (close 1000): the reader gets what was written, then its end. */
  async close(): Promise<void> {
    const ws = await this.connect();
    if (ws.readyState === ws.CLOSED) return;
    await new Promise<void>((resolve) => {
      ws.once('close', () => resolve());
      ws.close(1000);
    });
  }

  /** A Node `Writable` that sends each chunk as a frame (Buffers binary, strings text) and closes on end. */
  stream(): Writable {
    return new Writable({
      objectMode: true,
      write: (chunk: ChannelChunk, _encoding, done) => this.write(chunk).then(() => done(), done),
      final: (done) => this.close().then(() => done(), done),
    });
  }

  private connect(): Promise<WebSocket> {
    this.socket ??= open(channelUrl(this.engineUrl, this.ref), (ws) => ws.on('error', () => {}));
    return this.socket;
  }
}

/** A new channel's two sides, and their references to hand to other functions. */
export interface Channel {
  reader: ChannelReader;
  writer: ChannelWriter;
  readerRef: ChannelRef;
  writerRef: ChannelRef;
}

const isChannelRef = (value: Record<string, unknown>): value is ChannelRef & Record<string, unknown> =>
  typeof value.channel_id === 'string' &&
  typeof value.access_key === 'string' &&
  (value.direction === 'read' || value.direction === 'write');

/**
 * `data` with every channel reference inside it turned into a reader or a writer on the engine at
 * `engineUrl`. Walks without recursion, so a deeply nested payload costs no stack; objects and
 * arrays are changed in place (the payload was just decoded and belongs to the handler).
 */
export function resolveChannels(data: unknown, engineUrl: string): unknown {
  const side = (ref: ChannelRef) =>
    ref.direction === 'read' ? new ChannelReader(engineUrl, ref) : new ChannelWriter(engineUrl, ref);
  const asRef = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    isChannelRef(value as Record<string, unknown>)
      ? side(value as ChannelRef)
      : undefined;
  const top = asRef(data);
  if (top) return top;
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const resolved = asRef(record[key]);
      if (resolved) record[key] = resolved;
      else pending.push(record[key]);
    }
  }
  return data;
}
