import type { InboundMessage } from '@svc/protocol';

/** What a transport reports about its one connection. Events never fire during the factory call. */
export interface TransportEvents {
  /** The connection is open; frames may be sent. */
  onOpen(): void;
  /** A text frame arrived (binary frames are decoded as UTF-8 first). */
  onMessage(text: string): void;
  /** Something arrived below the frame level (a WebSocket ping or pong). */
  onActivity(): void;
  /** The connection is closed, or never opened. Fires once; nothing fires after it. */
  onClose(code: number, reason: string): void;
  /** Something failed; `onClose` follows. */
  onError(error: Error): void;
}

/** One connection attempt to the engine. Made by a {@link TransportFactory}, never reused. */
export interface Transport {
  /**
   * Encodes and sends one frame. Returns false when the connection is not open (not yet, or
   * closing); throws when the frame cannot be encoded as JSON.
   */
  send(frame: InboundMessage): boolean;
  /** Starts a close handshake with `code`. */
  close(code: number, reason: string): void;
  /** Destroys the connection at once. */
  terminate(): void;
}

/**
 * Opens a connection to `url`. The Node implementation uses `ws`; a browser one would use the
 * global WebSocket. The reconnect loop and the protocol core only see this interface.
 */
export type TransportFactory = (url: string, events: TransportEvents) => Transport;
