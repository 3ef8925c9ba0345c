/**
 * Slow clients on raw sockets: a request whose headers arrive one byte a second (slowloris), and
 * connections that connect and then say nothing.
 */
import { connect, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

/** How a slow client ended: how long the server let it live, and what it answered. */
export interface SlowEnd {
  heldMs: number;
  /** Bytes the server sent before closing (an HTTP 408, or nothing). */
  answer: string;
  /** Header bytes the client got to send. */
  sent: number;
}

/** The host and port of a listener URL. */
const addressOf = (url: string) => {
  const { hostname, port } = new URL(url);
  return { host: hostname, port: Number(port) };
};

/** Opens a TCP (or TLS, trusting `ca`) socket to `url`; resolves once connected. */
export function openSocket(url: string, ca?: Buffer): Promise<Socket> {
  const { host, port } = addressOf(url);
  return new Promise((resolve, reject) => {
    const socket = ca
      ? connectTls({ host, port, ca }, () => resolve(socket))
      : connect(port, host, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Sends an upgrade (or plain GET) request to `url` one byte every `intervalMs`, never finishing
 * the headers; resolves when the server closes the socket (rejects after `giveUpMs`).
 */
export async function slowloris(
  url: string,
  options: { intervalMs?: number; giveUpMs?: number; upgrade?: boolean; ca?: Buffer } = {},
): Promise<SlowEnd> {
  const { intervalMs = 1000, giveUpMs = 60_000, upgrade = true } = options;
  const { pathname } = new URL(url);
  const socket = await openSocket(url, options.ca);
  const started = Date.now();
  const request =
    `GET ${pathname} HTTP/1.1\r\nHost: x\r\n` +
    (upgrade ? 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' : '') +
    `X-Slow: ${'a'.repeat(10_000)}`;
  let sent = 0;
  let answer = '';
  socket.on('data', (d: Buffer) => (answer += d.toString()));
  socket.on('error', () => {});
  const timer = setInterval(() => {
    if (sent < request.length && !socket.destroyed) socket.write(request[sent++]!);
  }, intervalMs);
  try {
    return await new Promise<SlowEnd>((resolve, reject) => {
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error(`the server kept a slowloris client ${giveUpMs} ms`));
      }, giveUpMs);
      socket.once('close', () => {
        clearTimeout(giveUp);
        resolve({ heldMs: Date.now() - started, answer, sent });
      });
    });
  } finally {
    clearInterval(timer);
  }
}

/** Opens `count` sockets to `url` that send nothing, `batch` at a time; resolves with them open. */
export async function idleSockets(url: string, count: number, batch = 250): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let opened = 0; opened < count; opened += batch) {
    const n = Math.min(batch, count - opened);
    sockets.push(...(await Promise.all(Array.from({ length: n }, () => openSocket(url)))));
  }
  // Read what the server says (an HTTP 408), so that its close is seen.
  for (const socket of sockets) socket.on('error', () => {}).resume();
  return sockets;
}
