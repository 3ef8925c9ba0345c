/**
 * A side of a channel held by the engine itself (an HTTP body streamed to or from a worker): it
 * stands where a socket would, so the channel's order, buffer and back-pressure rules are the
 * same for it as for a worker's side.
 */
import { EventEmitter } from 'node:events';
import type { LocalChannel } from '../host.js';
import type { Channel, ChannelSocket, Direction } from './channel.js';

const OPEN = 1;
const CLOSED = 3;

/** What the channel sees of the engine's side: the socket calls it makes. */
class LocalSide extends EventEmitter implements ChannelSocket {
  readonly OPEN = OPEN;
  readyState = OPEN;
  paused = false;
  private waiting: (() => void)[] = [];
  private frames: Promise<void> = Promise.resolve();
  frameListener: ((data: Buffer, binary: boolean) => void | Promise<void>) | undefined;
  private readonly closeListeners: ((code: number, reason: string) => void)[] = [];

  /** The channel delivering a frame to the engine as reader; `done` once the engine has taken it. */
  send(data: Buffer, options: { binary: boolean }, done: (error?: Error) => void): void {
    this.frames = this.frames
      .then(() => this.frameListener?.(data, options.binary))
      .then(
        () => done(),
        (error: unknown) => {
          done(error as Error);
          this.end(1011, 'the engine could not take a frame');
        },
      );
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.wake();
  }

  /** The channel closing the engine's side (the writer ended, the reader left, the channel died). */
  close(code = 1000, reason = ''): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    // The engine reading gets the close after the frames before it.
    void this.frames.then(() => {
      for (const listener of this.closeListeners.splice(0)) listener(code, reason);
    });
    this.wake();
  }

  terminate(): void {
    this.close(1006, 'terminated');
  }

  /** The engine ending its side: the channel hears it as a socket's close. */
  end(code: number, reason: string): void {
    if (this.readyState === CLOSED) return;
    this.emit('close', code, Buffer.from(reason));
    this.close(code, reason);
  }

  onClose(listener: (code: number, reason: string) => void): void {
    if (this.readyState === CLOSED) void this.frames.then(() => listener(1000, ''));
    else this.closeListeners.push(listener);
  }

  drained(): Promise<void> {
    if (!this.paused || this.readyState === CLOSED) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private wake(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}

/** Attaches the engine as `engineSide` of `channel`; the other side's reference goes to a worker. */
export function localChannel(channel: Channel, engineSide: Direction): LocalChannel {
  const side = new LocalSide();
  channel.attach(engineSide, side);
  const other: Direction = engineSide === 'read' ? 'write' : 'read';
  return {
    ref: { channel_id: channel.id, access_key: channel.keys[other], direction: other },
    write: (data) => {
      if (side.readyState === CLOSED) return false;
      side.emit('message', typeof data === 'string' ? Buffer.from(data) : data, typeof data !== 'string');
      return !side.paused;
    },
    drained: () => side.drained(),
    onFrame: (listener) => {
      side.frameListener = listener;
    },
    onClose: (listener) => side.onClose(listener),
    close: (code = 1000, reason = '') => side.end(code, reason),
    discard: (reason) => channel.destroy(1001, reason),
  };
}
