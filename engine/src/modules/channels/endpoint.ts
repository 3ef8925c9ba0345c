/**
 * `/ws/channels/<id>?key=<access_key>&dir=read|write` on the bridge's listener: an unknown id or
 * a wrong key is refused with 404 (`Channel not found`, as the reference engine answers), a
 * direction other than `read` or `write` with 400, and a side already taken with 409.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { UpgradeMount } from '../host.js';
import type { Direction } from './channel.js';
import type { ChannelRegistry } from './registry.js';

/** The path prefix channels are served under. */
export const CHANNELS_PATH = '/ws/channels/';

const refuse = (socket: Duplex, status: string, text: string) => {
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
};

const sameKey = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The upgrade handler of the channels path, and the WebSocket server behind it. */
export function channelEndpoint(
  channels: ChannelRegistry,
  maxFrameBytes: number,
): { mount: UpgradeMount; close(): void } {
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: maxFrameBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const mount = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://channel');
    const id = decodeURIComponent(url.pathname.slice(CHANNELS_PATH.length));
    const direction = url.searchParams.get('dir');
    if (direction !== 'read' && direction !== 'write')
      return refuse(socket, '400 Bad Request', 'dir must be read or write');
    const channel = channels.get(id);
    const key = url.searchParams.get('key') ?? '';
    if (!channel || !sameKey(key, channel.keys[direction])) return refuse(socket, '404 Not Found', 'Channel not found');
    if (channel.taken(direction as Direction))
      return refuse(socket, '409 Conflict', `the ${direction} side of this channel is already open`);
    server.handleUpgrade(request, socket, head, (ws) => channel.attach(direction, ws));
  };
  return { mount, close: () => server.close() };
}
