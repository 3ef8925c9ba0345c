/**
 * One streaming channel: a writer socket and a reader socket joined by a bounded queue. Frames
 * reach the reader in the order written, text as text and binary as binary. When the bytes held
 * for the reader (queued, plus handed to its socket and not yet written out) pass the channel's
 * buffer, the writer's socket is paused, so a slow reader slows the writer and never grows the
 * engine's memory; it resumes once half the buffer has drained.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { RawData } from 'ws';

/** Which side of a channel a socket is. */
export type Direction = 'read' | 'write';

/**
 * What a channel uses of a side's socket: a worker's WebSocket, or the engine's own side
 * (local.ts) when the engine streams an HTTP body.
 */
export interface ChannelSocket {
  readonly readyState: number;
  readonly OPEN: number;
  on(event: 'message', listener: (data: RawData, binary: boolean) => void): unknown;
  on(event: 'close', listener: (code: number) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  send(data: Buffer, options: { binary: boolean }, done: (error?: Error) => void): void;
  pause(): void;
  resume(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

/** Close codes a writer ends normally with; any other ends the reader with 1011. */
const NORMAL_END = new Set([1000, 1005]);

const bytesOf = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

/** A channel between its two sockets; `onGone` runs once, when it is removed. */
export class Channel {
  readonly id = randomUUID();
  /** One key per side: a reader's reference cannot open the writing side. */
  readonly keys: Readonly<Record<Direction, string>> = {
    read: randomBytes(18).toString('base64url'),
    write: randomBytes(18).toString('base64url'),
  };
  private readonly sockets: Partial<Record<Direction, ChannelSocket>> = {};
  private readonly queue: { data: Buffer; binary: boolean }[] = [];
  private queuedBytes = 0;
  private sendingBytes = 0;
  private paused = false;
  /** The close code the reader gets once the queue is drained, after the writer ended. */
  private ending: { code: number; reason: string } | undefined;
  private gone = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    /** The worker whose connection owns the channel; undefined for the engine's own channels. */
    readonly owner: string | undefined,
    private readonly bufferBytes: number,
    connectTimeoutMs: number,
    private readonly onGone: (channel: Channel) => void,
  ) {
    this.timer = setTimeout(() => {
      if (!this.sockets.read || !this.sockets.write) this.destroy(1001, 'channel not opened in time');
    }, connectTimeoutMs);
    this.timer.unref();
  }

  /** Whether `direction` is already taken (each side opens once). */
  taken(direction: Direction): boolean {
    return this.sockets[direction] !== undefined || this.gone;
  }

  /** Bytes held for the reader now. */
  get heldBytes(): number {
    return this.queuedBytes + this.sendingBytes;
  }

  /** Joins `socket` as the `direction` side. */
  attach(direction: Direction, socket: ChannelSocket): void {
    this.sockets[direction] = socket;
    socket.on('error', () => socket.terminate());
    if (direction === 'write') {
      socket.on('message', (data, binary) => this.push(bytesOf(data), binary));
      socket.on('close', (code) =>
        this.end(NORMAL_END.has(code) ? 1000 : 1011, NORMAL_END.has(code) ? '' : `writer closed with ${code}`),
      );
    } else {
      // A reader has nothing to say: what it sends is dropped.
      socket.on('close', () => this.readerGone());
      this.flush();
    }
  }

  /** Closes both sides with `code` and removes the channel (its owner left, the engine stops). */
  destroy(code: number, reason: string): void {
    for (const socket of Object.values(this.sockets)) socket.close(code, reason);
    this.remove();
  }

  private push(data: Buffer, binary: boolean): void {
    if (this.gone || this.ending) return;
    this.queue.push({ data, binary });
    this.queuedBytes += data.length;
    this.flush();
    if (!this.paused && this.heldBytes > this.bufferBytes) {
      this.paused = true;
      this.sockets.write?.pause();
    }
  }

  private flush(): void {
    const reader = this.sockets.read;
    if (!reader || reader.readyState !== reader.OPEN) return;
    while (this.queue.length > 0 && this.sendingBytes < this.bufferBytes) {
      const { data, binary } = this.queue.shift()!;
      this.queuedBytes -= data.length;
      this.sendingBytes += data.length;
      reader.send(data, { binary }, () => {
        this.sendingBytes -= data.length;
        this.flush();
      });
    }
    if (this.paused && this.heldBytes <= this.bufferBytes / 2) {
      this.paused = false;
      this.sockets.write?.resume();
    }
    if (this.ending && this.queue.length === 0 && this.sendingBytes === 0) {
      reader.close(this.ending.code, this.ending.reason);
      this.remove();
    }
  }

  /** The writer ended: the reader gets what is queued, then the close. */
  private end(code: number, reason: string): void {
    if (this.gone) return;
    this.ending = { code, reason };
    this.flush();
  }

  /** The reader left: nothing can be delivered, so the writer is told to stop. */
  private readerGone(): void {
    if (this.gone) return;
    this.sockets.write?.close(1000, 'reader closed');
    this.remove();
  }

  private remove(): void {
    if (this.gone) return;
    this.gone = true;
    clearTimeout(this.timer);
    this.queue.length = 0;
    this.queuedBytes = 0;
    this.onGone(this);
  }
}
