/**
 * The reverse proxies: `/api/engine/*` to the engine's HTTP API and `/ws/live` to its stream
 * socket. Bodies are capped, every exchange has a deadline, and an upstream that is down gets a
 * 502 naming it rather than a hanging request.
 */
import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import { request as tlsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import { WebSocket, type WebSocketServer } from 'ws';
import { sendError, sendUpstreamError } from './_errors.js';
import { type EngineTls, engineUrl, LIMITS, trusting } from './options.js';

/** Headers that describe one hop and are not forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'origin',
  'cookie',
]);

/**
 * Forwards one request to `http://host:port<path>` (`https://` with `tls`); `path` keeps the query;
 * `token` is presented to the engine.
 */
export function proxyHttp(
  req: IncomingMessage,
  res: ServerResponse,
  host: string,
  port: number,
  path: string,
  token?: string,
  tls?: EngineTls,
): void {
  const address = `${host}:${port}`;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > LIMITS.maxBodyBytes) {
    sendError(res, 413, 'payload_too_large', `request bodies are limited to ${LIMITS.maxBodyBytes} bytes`);
    req.resume();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const target = { host, port, path, method: req.method, headers, timeout: LIMITS.connectTimeoutMs };
  const upstream = tls ? tlsRequest({ ...target, ...trusting(tls) }) : request(target);
  const deadline = setTimeout(
    () => fail(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
    LIMITS.totalTimeoutMs,
  );
  let failed = false;
  function fail(error: Error): void {
    if (failed) return;
    failed = true;
    clearTimeout(deadline);
    upstream.destroy();
    sendUpstreamError(res, 'engine-http', address, error);
  }
  upstream.on('timeout', () => {
    // The socket stayed idle past the connect timeout before any answer.
    fail(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }));
  });
  upstream.on('error', fail);
  upstream.on('response', (answer) => {
    upstream.setTimeout(0);
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
    }
    res.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(res);
    answer.on('end', () => clearTimeout(deadline));
    answer.on('error', () => res.destroy());
  });
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > LIMITS.maxBodyBytes && !failed) {
      failed = true;
      clearTimeout(deadline);
      upstream.destroy();
      sendError(res, 413, 'payload_too_large', `request bodies are limited to ${LIMITS.maxBodyBytes} bytes`);
      req.resume();
      return;
    }
    if (!failed) upstream.write(chunk);
  });
  req.on('end', () => {
    if (!failed) upstream.end();
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
}

/**
 * Accepts a browser's WebSocket and pipes it to `ws://host:port` (`wss://` with `tls`), frame by frame. When the
 * engine's socket cannot be opened the browser's is closed with 1013 and a reason naming the
 * upstream, so the UI can say which part is down.
 */
export function proxyWebSocket(
  wss: WebSocketServer,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  host: string,
  port: number,
  token?: string,
  tls?: EngineTls,
): void {
  wss.handleUpgrade(req, socket, head, (client) => {
    const upstream = new WebSocket(`${engineUrl({ engineHost: host, engineTls: tls }, 'ws', port)}/`, {
      handshakeTimeout: LIMITS.connectTimeoutMs,
      ...trusting(tls),
      ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
    });
    const pending: { data: WebSocket.RawData; binary: boolean }[] = [];
    let pendingBytes = 0;
    client.on('message', (data, binary) => {
      if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary });
      else if (upstream.readyState === WebSocket.CONNECTING) {
        pendingBytes += (data as Buffer).length;
        if (pendingBytes > LIMITS.maxBodyBytes) client.close(1009, 'too much sent before the engine answered');
        else pending.push({ data, binary });
      }
    });
    upstream.on('open', () => {
      for (const frame of pending.splice(0)) upstream.send(frame.data, { binary: frame.binary });
    });
    upstream.on('message', (data, binary) => {
      if (client.readyState === WebSocket.OPEN) client.send(data, { binary });
    });
    upstream.on('error', (error) => {
      const code = (error as NodeJS.ErrnoException).code ?? error.message;
      if (client.readyState === WebSocket.OPEN) {
        client.close(1013, `engine-stream upstream at ${host}:${port} is down (${code})`.slice(0, 120));
      }
    });
    upstream.on('close', () => {
      if (client.readyState === WebSocket.OPEN) client.close(1012, 'engine-stream upstream closed');
    });
    client.on('close', () => upstream.terminate());
    client.on('error', () => upstream.terminate());
  });
}
