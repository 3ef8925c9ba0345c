/**
 * The engine's listeners (the bridge, svc-http, svc-stream): one `node:http` server each, or an
 * `https` one with the same request, upgrade and timeout handling when the settings have
 * `tls: {cert, key, ca, passphrase}` (the PEM files are read once at start-up), so `https://`
 * and `wss://` work without a proxy in front. Every connection must finish its first request's
 * headers within the header timeout, including one that sends nothing at all.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, Server, ServerOptions, ServerResponse } from 'node:http';
import type { BoundSocket, Socket } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import type { TlsConfig } from '@svc/protocol';
import { EngineError, ErrorCode } from './errors.js';

// An ES import of node:http's values loads Node's fetch (undici) with it, ~20 ms of start-up.
const http = process.getBuiltinModule('node:http');
// Not an ES import: Node before 24.x has no `BoundSocket` export, and linking one would fail.
const net = process.getBuiltinModule('node:net');

/** The key material of a listener, read from its files. */
export interface TlsMaterial {
  cert: Buffer;
  key: Buffer;
  ca?: Buffer;
  passphrase?: string;
  requestCert: boolean;
  minVersion: 'TLSv1.2' | 'TLSv1.3';
}

/** Reads one PEM file named in the config; an unreadable one fails the start with its path. */
function readPem(field: string, path: string, baseDir: string): Buffer {
  const file = isAbsolute(path) ? path : resolve(baseDir, path);
  try {
    return readFileSync(file);
  } catch (error) {
    throw new EngineError(ErrorCode.configInvalid, `tls.${field}: cannot read ${file}: ${(error as Error).message}`);
  }
}

/**
 * Reads the files of a `tls` setting (paths relative to `baseDir`, the config file's folder) and
 * checks that they make a usable context (the key matches the certificate, the passphrase opens
 * it), so a mistake stops the start instead of failing every handshake later.
 */
export function loadTls(config: TlsConfig, baseDir: string): TlsMaterial {
  if (config.request_client_cert && !config.ca)
    throw new EngineError(
      ErrorCode.configInvalid,
      'tls.request_client_cert needs tls.ca, the certificates clients are checked against',
    );
  const material: TlsMaterial = {
    cert: readPem('cert', config.cert, baseDir),
    key: readPem('key', config.key, baseDir),
    ...(config.ca ? { ca: readPem('ca', config.ca, baseDir) } : {}),
    ...(config.passphrase !== undefined ? { passphrase: config.passphrase } : {}),
    requestCert: config.request_client_cert ?? false,
    minVersion: config.min_version ?? 'TLSv1.2',
  };
  try {
    // node:tls loads only for an engine that uses it.
    process.getBuiltinModule('node:tls').createSecureContext(material);
  } catch (error) {
    throw new EngineError(
      ErrorCode.configInvalid,
      `tls: ${config.cert} and ${config.key} do not make a usable certificate and key: ${(error as Error).message}`,
    );
  }
  return material;
}

/** The header timeout when the options name none (Node's own default is 60 s). */
const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;

/**
 * An `http` server, or an `https` one when `tls` is given, with the same options and handler.
 * `headersTimeout` bounds the whole way to a first request: the TLS handshake, and the time
 * from connecting to the end of the headers, so a client that connects and never sends a byte
 * is closed too (Node's own check starts at the first byte).
 */
export function createListener(
  tls: TlsMaterial | undefined,
  options: ServerOptions,
  handler?: RequestListener<typeof IncomingMessage, typeof ServerResponse>,
): Server {
  const timeoutMs = options.headersTimeout ?? DEFAULT_HEADERS_TIMEOUT_MS;
  const server = tls
    ? tlsServer(tls, { ...options, headersTimeout: timeoutMs }, handler)
    : http.createServer(options, handler);
  closeSilentConnections(server, tls ? 'secureConnection' : 'connection', timeoutMs);
  return server;
}

/**
 * Has `server` listen on `port` at `host`; rejects with the error of the listen (e.g. `EADDRINUSE`).
 * An IPv4 address is bound first (`net.BoundSocket`, where Node has it) and the bound socket given
 * to `listen`: `listen(port, host)` looks every host up, an address too, and checks each answer
 * against net's IPv6 pattern, whose first matches cost ~3 ms of a start with three listeners. A
 * bind or listen that fails this way is tried again as `listen(port, host)`, which reports the
 * error as it always has.
 */
export async function listenOn(server: Server, port: number, host: string): Promise<void> {
  const bound = bindAddress(port, host);
  if (bound) {
    try {
      return await listening(server, (done) => server.listen(bound, done));
    } catch {
      // Tried again below, to be reported as before.
    }
  }
  await listening(server, (done) => server.listen(port, host, done));
}

/** Runs `listen`, settled by the `listening` or the `error` that follows it. */
function listening(server: Server, listen: (done: () => void) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    listen(() => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** A socket bound to IPv4 address `host`, or undefined for a host name, IPv6, an older Node or a failed bind. */
function bindAddress(port: number, host: string): BoundSocket | undefined {
  if (typeof net.BoundSocket !== 'function' || !net.isIPv4(host)) return undefined;
  try {
    return new net.BoundSocket({ host, port });
  } catch {
    return undefined;
  }
}

/** The HTTP parser Node attaches to a server's socket: `incoming` is set once a request's headers are in. */
type ParsedSocket = Socket & { parser?: { incoming: unknown } | null };

/**
 * Closes a connection whose first request has not finished its headers `timeoutMs` after it was
 * made: through the server's `clientError` handler when it has one (svc-http answers 408), else
 * at once (a WebSocket-only listener has nothing to say to it). Node's own `headersTimeout` acts
 * only when another byte arrives, so a client that sends nothing, or part of its headers and then
 * nothing, would otherwise hold its socket for ever.
 */
function closeSilentConnections(server: Server, event: 'connection' | 'secureConnection', timeoutMs: number): void {
  const served = new WeakSet<Socket>();
  server.prependListener('request', (req: IncomingMessage) => served.add(req.socket));
  server.on(event, (socket: ParsedSocket) => {
    const timer = setTimeout(() => {
      const { parser } = socket;
      // No parser any more: the socket was upgraded and belongs to its WebSocket.
      const late =
        parser === undefined ? socket.bytesRead === 0 : parser !== null && !parser.incoming && !served.has(socket);
      if (!late) return;
      if (server.listenerCount('clientError') === 0) return void socket.destroy();
      const error = Object.assign(new Error('headers timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
      server.emit('clientError', error, socket);
      // Whatever the handler wrote, the socket goes: a client that does not read must not keep it.
      setTimeout(() => socket.destroy(), 1000).unref();
    }, timeoutMs);
    socket.once('close', () => clearTimeout(timer));
  });
}

/** An `https` server with the key material and the TLS handshake bounded by the header timeout. */
function tlsServer(
  tls: TlsMaterial,
  options: ServerOptions & { headersTimeout: number },
  handler?: RequestListener<typeof IncomingMessage, typeof ServerResponse>,
): Server {
  const https = process.getBuiltinModule('node:https');
  const server = https.createServer(
    {
      ...options,
      cert: tls.cert,
      key: tls.key,
      ...(tls.ca ? { ca: tls.ca } : {}),
      ...(tls.passphrase !== undefined ? { passphrase: tls.passphrase } : {}),
      requestCert: tls.requestCert,
      rejectUnauthorized: tls.requestCert,
      minVersion: tls.minVersion,
      handshakeTimeout: options.headersTimeout,
    },
    handler,
  );
  // A failed handshake (plain HTTP on a TLS port, a refused client certificate) ends that socket only.
  server.on('tlsClientError', (_error, socket) => socket.destroy());
  // https.Server has every method of http.Server; @types/node declares it on tls.Server.
  return server as unknown as Server;
}

/** `http`/`ws` or their TLS forms, for a listener's advertised URL. */
export function schemeOf(base: 'http' | 'ws', tls: TlsMaterial | undefined): string {
  return tls ? `${base}s` : base;
}
