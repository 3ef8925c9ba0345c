/**
 * The engine HTTP API: one h3 app on one `node:http` server. Paths under `/_` belong to the
 * engine (`/_health` now, the console's `/_console/*` later); every other request is looked up
 * in the route table of `http` triggers and becomes an invocation of the route's function.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HealthReport, JsonValue } from '@svc/protocol';
import { H3, HTTPResponse, type H3Event } from 'h3';
import { toNodeHandler } from 'h3/node';
import type { TriggerEntry } from '../../core/registry.js';
import type { Router } from '../../core/router.js';
import { EngineError } from '../../errors.js';
import type { Logger } from '../../log.js';
import type { CorsSettings, HttpSettings } from './config.js';
import { buildPayload, HttpFailure, readBody, splitUrl } from './request.js';
import { errorReply, toReply, type Reply } from './response.js';
import type { RouteTable } from './routes.js';
import { Semaphore } from './semaphore.js';

/** The running HTTP API. */
export interface HttpServer {
  readonly url: string;
  /** Answers 503 from now on (graceful stop, first step). */
  stopAccepting(): void;
  close(): Promise<void>;
}

/** Engine error codes and the status each one answers with. */
const STATUS_OF_CODE: Record<string, number> = { timeout: 504, shutting_down: 503 };

/** Starts listening; rejects when the port cannot be had. */
export async function startHttpServer(router: Router, routes: RouteTable<string>, settings: HttpSettings, logger: Logger): Promise<HttpServer> {
  const startedAt = Date.now();
  const limit = new Semaphore(settings.concurrencyLimit);
  let accepting = true;

  const health = (): HttpResponse => {
    const report: HealthReport = {
      status: accepting ? 'ok' : 'stopping',
      live: true,
      ready: accepting,
      uptime_ms: Date.now() - startedAt,
      workers: router.links.size,
      functions: router.registry.functions.size,
      routes: routes.size,
    };
    return send({ status: accepting ? 200 : 503, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body: JSON.stringify(report) });
  };

  const serve = async (event: H3Event): Promise<HttpResponse> => {
    const node = event.runtime!.node!;
    const req = node.req as IncomingMessage;
    const res = node.res as ServerResponse;
    const url = splitUrl(req.url ?? '/');
    const method = req.method ?? 'GET';
    const cors = settings.cors && corsHeaders(settings.cors, req.headers.origin);
    const reply = await answer(req, method, url, cors).catch((error: unknown) => failure(error, method, url.path));
    if (cors) Object.assign(reply.headers, cors);
    // A refused body is not read: close the connection rather than drain it.
    if (reply.status === 413) res.shouldKeepAlive = false;
    return send(reply);
  };

  const answer = async (req: IncomingMessage, method: string, url: ReturnType<typeof splitUrl>, cors: Record<string, string> | false | undefined): Promise<Reply> => {
    if (url.path.startsWith('/_')) return errorReply(404, 'NOT_FOUND', `no engine endpoint at ${method} ${url.path}`);
    const match = routes.match(method, url.path);
    const trigger = match && router.registry.triggers.get(match.route.target);
    if (!match || !trigger) {
      if (method === 'OPTIONS' && cors && req.headers['access-control-request-method']) return { status: 204, headers: preflight(settings.cors!, req), body: '' };
      return errorReply(404, 'NOT_FOUND', `no route serves ${method} ${url.path}`);
    }
    if (!accepting) return errorReply(503, 'shutting_down', 'the engine is stopping');
    const release = await limit.acquire();
    try {
      const raw = await readBody(req, settings.bodyLimitBytes);
      const payload = buildPayload(req, match, url.path, url, raw) as unknown as JsonValue;
      const timeoutMs = settings.requestTimeoutMs;
      if (!(await router.conditionHolds(trigger, payload, { timeoutMs }))) {
        return errorReply(422, 'CONDITION_NOT_MET', `the condition function ${conditionOf(trigger)} returned false`, { skipped: true });
      }
      const result = await router.fire(trigger, payload, { timeoutMs });
      const reply = toReply(result);
      if (method === 'HEAD') reply.body = '';
      return reply;
    } finally {
      release();
    }
  };

  const failure = (error: unknown, method: string, path: string): Reply => {
    if (error instanceof HttpFailure) {
      if (error.status >= 500) logger.warn('http request failed', { method, path, code: error.code, error: error.message });
      return errorReply(error.status, error.code, error.message);
    }
    if (error instanceof EngineError) {
      const reply = errorReply(STATUS_OF_CODE[error.code] ?? 500, error.code, error.message);
      logger.debug('http handler failed', { method, path, code: error.code, error: error.message });
      return reply;
    }
    const reply = errorReply(500, 'internal_error', 'the engine failed to answer this request');
    logger.error('http request crashed', { method, path, error: String((error as Error)?.stack ?? error) });
    return reply;
  };

  const app = new H3();
  app.get('/_health', health);
  app.all('/**', serve);

  const server: Server = createServer(
    {
      headersTimeout: settings.headerTimeoutMs,
      // Whole-request deadline for receiving the body; handlers get their own deadline.
      requestTimeout: Math.max(settings.headerTimeoutMs, settings.requestTimeoutMs) + settings.headerTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, settings.headerTimeoutMs),
      keepAliveTimeout: 5000,
    },
    toNodeHandler(app),
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ error: { code: status === 408 ? 'REQUEST_TIMEOUT' : 'BAD_REQUEST', message: status === 408 ? 'the request headers did not arrive in time' : 'the request is not valid HTTP' } });
    socket.end(`HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nconnection: close\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    stopAccepting: () => {
      accepting = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still open after the router drained have had their answer; do not wait on idle clients.
        setTimeout(() => server.closeAllConnections(), 1000).unref();
      }),
  };
}

type HttpResponse = InstanceType<typeof HTTPResponse>;

function send(reply: Reply): HttpResponse {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(reply.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.push([name, item]);
    else headers.push([name, value]);
  }
  return new HTTPResponse(reply.body, { status: reply.status, statusText: STATUS_CODES[reply.status] ?? '', headers });
}

function conditionOf(trigger: TriggerEntry): string {
  return String((trigger.config as { condition_function_id?: unknown }).condition_function_id);
}

/** CORS headers for a request from `origin`; false when the origin is not allowed. */
function corsHeaders(cors: CorsSettings, origin: string | undefined): Record<string, string> | false {
  if (cors.origins === '*') {
    if (cors.credentials && origin) return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
    return { 'access-control-allow-origin': '*' };
  }
  if (!origin || !cors.origins.has(origin)) return false;
  return { 'access-control-allow-origin': origin, vary: 'Origin', ...(cors.credentials ? { 'access-control-allow-credentials': 'true' } : {}) };
}

function preflight(cors: CorsSettings, req: IncomingMessage): Record<string, string> {
  const asked = req.headers['access-control-request-headers'];
  return {
    'access-control-allow-methods': cors.methods,
    // Without a configured list, the headers the browser asks for are allowed.
    ...((cors.headers ?? asked) ? { 'access-control-allow-headers': (cors.headers ?? asked)! } : {}),
    'access-control-max-age': String(cors.maxAgeS),
  };
}
