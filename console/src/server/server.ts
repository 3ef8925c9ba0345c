/**
 * The console server: the built UI, `GET /api/config`, `GET /api/connectivity`, the
 * `/api/engine/*` proxy to the engine's HTTP API and the `/ws/live` proxy to its stream socket,
 * on one port. Origins besides its own that may call it are listed in the options (CORS).
 * With a console token, `/api/engine/*`, `/api/connectivity` and `/ws/live` need the session
 * cookie of a login (`session.ts`), and the token is presented to the engine on each.
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { sendError } from './_errors.js';
import { closeLateRequests } from './_late-requests.js';
import { checkConnectivity } from './connectivity.js';
import { followInvocations } from './history.js';
import type { ConsoleServerConfig } from '@svc/protocol';
import { type ConsoleOptions, engineUrl } from './options.js';
import { proxyHttp, proxyWebSocket } from './proxy.js';
import { Sessions } from './session.js';
import { startConsoleWorker } from './worker.js';

/** The console's version, from its package.json. */
export function consoleVersion(): string {
  const url = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

/** A running console server. */
export interface ConsoleServer {
  /** Its base URL, e.g. `http://127.0.0.1:3113`. */
  url: string;
  /** The port it listens on. */
  port: number;
  /** Stops listening and closes open sockets. */
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

// Two levels below the package in src/server and dist/server alike.
const defaultUiDir = (): string => fileURLToPath(new URL('../../dist/ui', import.meta.url));

function serveStatic(res: ServerResponse, uiDir: string, pathname: string): void {
  const root = normalize(uiDir);
  let file = normalize(join(root, decodeURIComponent(pathname)));
  if (!file.startsWith(root + sep) && file !== root) {
    sendError(res, 404, 'not_found', 'no such file');
    return;
  }
  let stat = statSync(file, { throwIfNoEntry: false });
  // Client-side routes (/functions/x) get the index; missing assets get a 404.
  if (!stat?.isFile()) {
    if (extname(pathname) !== '') {
      sendError(res, 404, 'not_found', `no such file: ${pathname}`);
      return;
    }
    file = join(root, 'index.html');
    stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) {
      sendError(res, 404, 'not_found', `the console UI is not built in ${root}: run make build`);
      return;
    }
  }
  const immutable = file.includes(`${sep}assets${sep}`);
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': stat.size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
}

function allowedOrigin(options: ConsoleOptions, port: number, origin: string | undefined): string | undefined {
  if (origin === undefined) return undefined;
  const scheme = options.tls ? 'https' : 'http';
  const own = [`${scheme}://127.0.0.1:${port}`, `${scheme}://localhost:${port}`, `${scheme}://${options.host}:${port}`];
  return own.includes(origin) || options.allowOrigins.includes(origin) ? origin : undefined;
}

/** True for addresses only this machine can reach. */
const loopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

/** How long a client may take to send its request headers, unless the options say otherwise. */
export const HEADER_TIMEOUT_MS = 10_000;

/** Starts the console server; resolves once it listens. Rejects a non-loopback host without a token. */
export async function startConsoleServer(options: ConsoleOptions): Promise<ConsoleServer> {
  if (!loopback(options.host) && options.token === undefined && !options.insecure)
    throw new Error(
      `the console would listen on ${options.host}, which is not a loopback address, without a console token: ` +
        "set SVC_CONSOLE_TOKEN (or --token-file) to the engine's console token, or pass --insecure",
    );
  const sessions = options.token === undefined ? undefined : new Sessions(options.token);
  const uiDir = options.uiDir ?? defaultUiDir();
  const version = consoleVersion();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });
  let port = options.port;
  const worker = startConsoleWorker(options);
  const stopHistory = followInvocations(engineUrl(options, 'ws', options.wsPort), options.token, options.engineTls);

  const config = (): ConsoleServerConfig => ({
    engineHost: options.engineHost,
    enginePort: options.enginePort,
    wsPort: options.wsPort,
    bridgePort: options.bridgePort,
    consolePort: port,
    version,
    enableFlow: options.enableFlow,
    otel: { enabled: options.otel, serviceName: options.otelServiceName },
  });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://console');
    const origin = allowedOrigin(options, port, req.headers.origin);
    if (origin !== undefined) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'origin');
      res.setHeader('access-control-expose-headers', 'traceresponse');
    }
    if (req.method === 'OPTIONS') {
      if (origin !== undefined) {
        res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
        res.setHeader('access-control-allow-headers', 'content-type, accept, authorization');
        res.setHeader('access-control-max-age', '600');
      }
      res.writeHead(origin === undefined ? 403 : 204).end();
      return;
    }
    if (sessions && url.pathname === '/api/login' && req.method === 'POST') return sessions.login(req, res);
    if (sessions && url.pathname === '/api/logout' && req.method === 'POST') return sessions.logout(req, res);
    const guarded = url.pathname.startsWith('/api/engine/') || url.pathname === '/api/connectivity';
    if (sessions && guarded && !sessions.valid(req)) {
      sendError(res, 401, 'login_required', 'sign in with the console token first (POST /api/login)');
      return;
    }
    if (url.pathname.startsWith('/api/engine/')) {
      const path = url.pathname.slice('/api/engine'.length) + url.search;
      proxyHttp(req, res, options.engineHost, options.enginePort, path, options.token, options.engineTls);
      return;
    }
    if (url.pathname === '/api/config' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(config()));
      return;
    }
    if (url.pathname === '/api/connectivity' && req.method === 'GET') {
      const probes = await checkConnectivity(options, worker);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ probes }));
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      sendError(res, 404, 'not_found', `no console route ${req.method} ${url.pathname}`);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, 'bad_request', `${req.method} is not served here`);
      return;
    }
    serveStatic(res, uiDir, url.pathname);
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: Error) => sendError(res, 500, 'internal', error.message));
  };
  const headersTimeout = options.headerTimeoutMs ?? HEADER_TIMEOUT_MS;
  // A client that stalls in its headers or its upgrade (slowloris) is closed at headersTimeout.
  const timeouts = {
    headersTimeout,
    requestTimeout: 60_000,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))),
  };
  const server: Server = options.tls
    ? (createTlsServer(
        {
          ...timeouts,
          cert: readFileSync(options.tls.cert),
          key: readFileSync(options.tls.key),
          handshakeTimeout: headersTimeout,
        },
        onRequest,
      ).on('tlsClientError', (_error, socket) => socket.destroy()) as unknown as Server)
    : createServer(timeouts, onRequest);
  closeLateRequests(server, options.tls !== undefined, headersTimeout);
  server.on('upgrade', (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://console').pathname;
    if (pathname !== '/ws/live') {
      socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\n\r\n');
      return;
    }
    // Browsers send Origin on every WebSocket; a page of another site may not read the feed.
    const origin = req.headers.origin;
    if (origin !== undefined && allowedOrigin(options, port, origin) === undefined) {
      socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\n\r\n');
      return;
    }
    if (sessions && !sessions.valid(req)) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nconnection: close\r\n\r\n');
      return;
    }
    proxyWebSocket(wss, req, socket, head, options.engineHost, options.wsPort, options.token, options.engineTls);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `${options.tls ? 'https' : 'http'}://${host}:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        void worker?.shutdown();
        stopHistory();
        for (const client of wss.clients) client.terminate();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
