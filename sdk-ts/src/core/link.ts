import type { InboundMessage } from '@svc/protocol';

/** One open connection, as the protocol core sees it. */
export interface Link {
  /**
   * Sends one frame. Returns false when the connection can no longer take frames (it is
   * closing); throws when the frame cannot be encoded as JSON.
   */
  send(frame: InboundMessage): boolean;
  /** Ends the connection at once, without a close handshake: it is dead. */
  terminate(reason: string): void;
}

/** Sends one frame on the current connection: false when it cannot take it, throws when it cannot be encoded. */
export type Send = (frame: InboundMessage) => boolean;
