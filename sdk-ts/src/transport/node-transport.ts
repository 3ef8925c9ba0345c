import type { Socket } from 'node:net';
import type { InboundMessage } from '@svc/protocol';
import WebSocket from 'ws';
import { encodeJson } from '../core/json.js';
import type { Transport, TransportEvents, TransportFactory } from './transport.js';

/** Largest frame accepted from the engine: well above the engine's 4 MiB default and iii's 64 MiB. */
export const MAX_INCOMING_FRAME_BYTES = 100 * 1024 * 1024;

/** How long the TCP connect plus the HTTP upgrade may take. */
export const HANDSHAKE_TIMEOUT_MS = 10_000;

/** Options of {@link nodeTransport}. */
export interface NodeTransportOptions {
  /** Extra HTTP headers on the upgrade request (e.g. authentication). */
  headers?: Record<string, string>;
  /** Largest incoming frame in bytes; default {@link MAX_INCOMING_FRAME_BYTES}, never below 64 MiB. */
  maxPayload?: number;
}

/**
 * The Node transport: a `ws` client that batches its writes per event-loop tick. The first
 * send of a tick corks the TCP socket and `process.nextTick` uncorks it, so every frame of a
 * tick (a start-up burst, many results finishing together) leaves in one write instead of one
 * syscall and one TCP segment each; measured at 2.8× less CPU per call. Order is kept: corking
 * only delays the flush.
 */
export function nodeTransport(options: NodeTransportOptions = {}): TransportFactory {
  const maxPayload = Math.max(options.maxPayload ?? MAX_INCOMING_FRAME_BYTES, 64 * 1024 * 1024);
  return (url, events) => new NodeTransport(url, events, { headers: options.headers ?? {}, maxPayload });
}

class NodeTransport implements Transport {
  private readonly ws: WebSocket;
  private corked: Socket | undefined;
  private readonly uncork = (): void => {
    const socket = this.corked;
    this.corked = undefined;
    socket?.uncork();
  };

  constructor(url: string, events: TransportEvents, options: { headers: Record<string, string>; maxPayload: number }) {
    this.ws = new WebSocket(url, {
      handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
      maxPayload: options.maxPayload,
      headers: options.headers,
    });
    this.ws.on('open', () => events.onOpen());
    this.ws.on('message', (data) => events.onMessage(decode(data)));
    this.ws.on('ping', () => events.onActivity());
    this.ws.on('pong', () => events.onActivity());
    this.ws.on('error', (error) => events.onError(error));
    this.ws.on('close', (code, reason) => {
      this.uncork();
      events.onClose(code, reason.toString());
    });
  }

  send(frame: InboundMessage): boolean {
    if (this.ws.readyState !== WebSocket.OPEN) return false;
    // Encode before corking, so a frame that cannot be encoded leaves the socket untouched.
    const text = encodeJson(frame);
    if (this.corked === undefined) {
      // `ws` keeps its net.Socket in `_socket`; it has no public way to batch writes.
      const socket = (this.ws as unknown as { _socket?: Socket })._socket;
      if (socket !== undefined) {
        socket.cork();
        this.corked = socket;
        process.nextTick(this.uncork);
      }
    }
    this.ws.send(text);
    return true;
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }

  terminate(): void {
    this.ws.terminate();
  }
}

// Binary frames carry JSON too (engines accept both), so both are decoded alike.
function decode(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
