/**
 * The engine HTTP API: one `node:http` server. Paths under `/_` belong to the engine and are
 * served by an h3 app (endpoints.ts); every other request is looked up in the route table of
 * `http` triggers and becomes an invocation of the route's function, written straight to the
 * Node response (the hot path skips h3's web Request/Response layer: 1.3x the req/s measured).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { JsonValue } from '@svc/protocol';
import { EngineError } from '../../errors.js';
import { createListener, schemeOf } from '../../listener.js';
import type { InvokeOptions, ModuleHost, SpanOptions } from '../host.js';
import { RawJson } from '../../core/payload.js';
import type { HttpSettings } from './config.js';
import { type AuthOutcome, authOf, authorize, authRequest } from './auth.js';
import { BodyReader, RETRY_AFTER_S } from './body.js';
import { corsHeaders, preflightHeaders } from './cors.js';
import { buildPayload, HttpFailure, parseQuery, payloadText, splitUrl } from './request.js';
import { middlewareOf, runMiddleware } from './middleware.js';
import { errorReply, framed, isHttpResponse, type Reply, toReply, toReplyFromText } from './response.js';
import type { RouteTable } from './routes.js';
import { KeyedLimit, Semaphore } from './semaphore.js';
import { STREAM_BODY_LIMIT, StreamExchange } from './stream.js';
import type { HttpBinding } from './triggers.js';

/** What the auth function of a route sees for a body it is not given. */
const EMPTY_BODY = Buffer.alloc(0);

/** The running HTTP API; its host closes it when the module stops. */
export interface HttpServer {
  readonly url: string;
  /** Answers 503 from now on (graceful stop, first step). */
  stopAccepting(): void;
}

/**
 * Engine error codes and the status each one answers with; any other code is 500. The 503s are
 * conditions that pass (a stopping engine, a worker not reading, a store that cannot be reached):
 * the request may be retried as it is.
 */
const STATUS_OF_CODE: Record<string, number> = {
  timeout: 504,
  shutting_down: 503,
  worker_paused: 503,
  store_unavailable: 503,
  channel_limit_reached: 503,
};

/** Starts listening; rejects when the port cannot be had. */
export async function startHttpServer(
  host: ModuleHost<unknown>,
  routes: RouteTable<HttpBinding>,
  settings: HttpSettings,
): Promise<HttpServer> {
  const { logger } = host;
  const startedAt = Date.now();
  const limit = new Semaphore(settings.concurrencyLimit);
  const bodies = new BodyReader(settings.body);
  const perClient = new KeyedLimit(settings.perClientLimit);
  /** Functions whose dropped framing headers were logged already: once each is enough. */
  const droppedLogged = new Set<string>();
  /** Functions already warned that they returned something other than a response. */
  const notResponseLogged = new Set<string>();
  let accepting = true;

  /**
   * A request for a route: the hot path, written straight to the Node response. The query is
   * parsed only into the payload, and a route with no auth, middleware or condition sends its
   * payload as text ({@link payloadText}).
   */
  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const target = req.url ?? '/';
    const mark = target.indexOf('?');
    const path = mark < 0 ? target : target.slice(0, mark);
    const search = mark < 0 ? undefined : target.slice(mark + 1);
    const method = req.method ?? 'GET';
    const cors = settings.cors && corsHeaders(settings.cors, req.headers.origin);
    let reply: Reply;
    const match = routes.match(method, path);
    if (!match) {
      reply =
        method === 'OPTIONS' && cors && req.headers['access-control-request-method']
          ? { status: 204, headers: preflightHeaders(settings.cors!, req), body: '' }
          : unrouted(method, path);
    } else if (!accepting) {
      reply = errorReply(503, 'shutting_down', 'the engine is stopping');
    } else {
      // The request's server span is the parent of the function's span (and of its condition's).
      const route = match.route.target.config.api_path;
      const header = req.headers.traceparent;
      const spanOptions: SpanOptions = {
        kind: 'server',
        attributes: { 'http.request.method': method, 'http.route': route, 'url.path': path },
      };
      if (typeof header === 'string') spanOptions.traceparent = header;
      const span = host.startSpan(`${method} ${route}`, spanOptions);
      try {
        reply = await routed(req, res, match, method, path, search, span.traceparent, cors);
      } catch (error) {
        reply = failure(error, method, path);
      }
      span.annotate({ 'http.response.status_code': reply.status });
      span.end(reply.status >= 500 ? { code: `http_${reply.status}` } : 'ok');
    }
    if (cors) Object.assign(reply.headers, cors);
    // A body the engine did not read in full (refused, too slow) is not drained: close the connection.
    if (!req.complete) res.shouldKeepAlive = false;
    write(res, reply, method, path);
  };

  /** A request for a route, within its span. */
  const routed = async (
    req: IncomingMessage,
    res: ServerResponse,
    match: NonNullable<ReturnType<typeof routes.match>>,
    method: string,
    path: string,
    search: string | undefined,
    traceparent: string | undefined,
    /** The request's CORS headers: a streamed answer writes its headers itself. */
    cors: Record<string, string> | false | undefined,
  ): Promise<Reply> => {
    const trigger = match.route.target;
    const client = req.socket.remoteAddress ?? '';
    if (!perClient.enter(client)) return tooManyFrom(client);
    let slot = false;
    let exchange: StreamExchange | undefined;
    const streaming = trigger.config.stream_body === true;
    try {
      const auth = authOf(trigger);
      const middleware = middlewareOf(trigger);
      const condition = trigger.config.condition_function_id;
      const conditional = typeof condition === 'string' && condition !== '';
      // Without the body, auth runs before it is read: a refused client sends none.
      let allowed: AuthOutcome | undefined;
      if (auth && (!auth.includeBody || streaming)) {
        const headersOnly = buildPayload(req, match, path, parseQuery(search), EMPTY_BODY);
        allowed = await authorize(
          trigger,
          auth.functionId,
          authRequest(headersOnly, false),
          settings.requestTimeoutMs,
          logger,
          traceparent === undefined ? {} : { traceparent },
        );
        if ('denied' in allowed) return allowed.denied;
      }
      // The body is received before a slot is taken: a slow client holds no slot other routes wait for.
      const raw = streaming ? EMPTY_BODY : await bodies.read(req, res);
      if (!limit.tryAcquire()) await limit.acquire();
      slot = true;
      // One deadline for the rest: middleware, condition and handler share it.
      const deadline = Date.now() + settings.requestTimeoutMs;
      if (!streaming && !auth && middleware.length === 0 && !conditional) {
        // The common route: nothing in the engine reads the payload, so it goes as text.
        const text = payloadText(req, match, path, search, raw);
        // ...and the result comes back as text: its body is written as it came.
        const options: InvokeOptions = { timeoutMs: settings.requestTimeoutMs, resultText: true };
        if (traceparent !== undefined) options.traceparent = traceparent;
        const result = await trigger.fire(new RawJson(text) as unknown as JsonValue, options);
        const reply = replyOf(result, trigger.functionId, method, path);
        if (method === 'HEAD') reply.body = '';
        return reply;
      }
      const traced = traceparent === undefined ? {} : { traceparent };
      const timeLeftMs = () => Math.max(1, deadline - Date.now());
      const request = buildPayload(req, match, path, parseQuery(search), raw);
      if (streaming) {
        const limitBytes = trigger.config.body_limit_bytes ?? STREAM_BODY_LIMIT;
        exchange = new StreamExchange(host, req, request, limitBytes, settings.body.timeoutMs);
      } else if (auth?.includeBody) {
        allowed = await authorize(trigger, auth.functionId, authRequest(request, true), timeLeftMs(), logger, traced);
        if ('denied' in allowed) return allowed.denied;
      }
      if (allowed && 'context' in allowed) request.auth = allowed.context ?? {};
      const early =
        middleware.length > 0 ? await runMiddleware(trigger, middleware, request, timeLeftMs, traced) : undefined;
      if (early) return early;
      const payload = request as unknown as JsonValue;
      if (!(await trigger.conditionHolds(payload, { timeoutMs: timeLeftMs(), ...traced }))) {
        return errorReply(422, 'CONDITION_NOT_MET', `the condition function ${condition} returned false`, {
          skipped: true,
        });
      }
      const fired = trigger.fire(payload, { timeoutMs: timeLeftMs(), ...traced });
      if (exchange)
        return await exchange.answer(
          res,
          fired,
          (result) => replyOf(result, trigger.functionId, method, path),
          timeLeftMs,
          cors || undefined,
        );
      const reply = replyOf(await fired, trigger.functionId, method, path);
      if (method === 'HEAD') reply.body = '';
      return reply;
    } finally {
      exchange?.dispose();
      if (slot) limit.release();
      perClient.leave(client);
    }
  };

  /** No route for the method: 405 with `Allow` when the path has routes for others, else 404. */
  const unrouted = (method: string, path: string): Reply => {
    const allowed = routes.methodsAt(path);
    if (allowed.length === 0) return errorReply(404, 'NOT_FOUND', `no route serves ${method} ${path}`);
    const reply = errorReply(
      405,
      'METHOD_NOT_ALLOWED',
      `no route serves ${method} ${path}; it serves ${allowed.join(', ')}`,
    );
    reply.headers.allow = allowed.join(', ');
    return reply;
  };

  /** 429 for a client address past its limit; at debug only, as a busy client repeats it often. */
  const tooManyFrom = (client: string): Reply => {
    logger.debug('http client over its concurrent request limit', { client, limit: perClient.limit });
    const reply = errorReply(
      429,
      'TOO_MANY_REQUESTS',
      `this client has ${perClient.limit} requests in progress already (svc-http concurrency_per_client_limit)`,
    );
    reply.headers['retry-after'] = RETRY_AFTER_S;
    return reply;
  };

  /** A handler's result as a response; one that breaks the contract is logged with its function. */
  const replyOf = (given: JsonValue | RawJson | undefined, functionId: string, method: string, path: string): Reply => {
    try {
      const fromText = given instanceof RawJson ? toReplyFromText(given.text) : undefined;
      const result = given instanceof RawJson && fromText === undefined ? given.value() : (given as JsonValue);
      if (fromText ? !fromText.isResponse : !isHttpResponse(result)) notResponse(functionId, given);
      const reply = fromText?.reply ?? toReply(result);
      if (reply.dropped) framingDropped(functionId, reply.dropped);
      return reply;
    } catch (error) {
      if (error instanceof HttpFailure)
        logger.warn('http handler returned an invalid response', {
          function_id: functionId,
          method,
          path,
          code: error.code,
          error: error.message,
        });
      throw error;
    }
  };

  /** Writes a reply; one Node still refuses becomes a 500, so no response can stop the engine. */
  const write = (res: ServerResponse, reply: Reply, method: string, path: string): void => {
    if (res.destroyed || reply.streamed) return;
    try {
      res.writeHead(reply.status, framed(reply).headers);
    } catch (error) {
      logger.warn('http response could not be written', { method, path, error: String(error) });
      if (res.headersSent) return void res.destroy();
      const fallback = errorReply(
        500,
        'INVALID_RESPONSE_HEADER',
        'the handler returned a response header that cannot be sent',
      );
      res.writeHead(fallback.status, framed(fallback).headers);
      res.end(fallback.body);
      return;
    }
    res.end(reply.body);
  };

  /** A result that is not a response is answered all the same; the log says so once per function. */
  const notResponse = (functionId: string, result: JsonValue | RawJson | undefined): void => {
    if (notResponseLogged.has(functionId)) return;
    if (notResponseLogged.size >= 10_000) notResponseLogged.clear();
    notResponseLogged.add(functionId);
    logger.warn(
      'http handler returned no HTTP response (contracts/http-response: an object with status_code, headers ' +
        'and body); answered 200 {}',
      {
        function_id: functionId,
        returned: (result instanceof RawJson ? result.text : JSON.stringify(result ?? null)).slice(0, 120),
      },
    );
  };

  /** The engine frames every response itself; a handler that tries is told once, at debug. */
  const framingDropped = (functionId: string, names: string[]): void => {
    if (droppedLogged.has(functionId)) return;
    if (droppedLogged.size >= 10_000) droppedLogged.clear();
    droppedLogged.add(functionId);
    logger.debug('http handler framing headers left out; the engine sets them', {
      function_id: functionId,
      headers: names.join(', '),
    });
  };

  const failure = (error: unknown, method: string, path: string): Reply => {
    if (error instanceof HttpFailure) {
      // A 503 SERVER_BUSY is load, not a fault: a warning for each would flood the log when it matters least.
      if (error.status >= 500 && error.status !== 503)
        logger.warn('http request failed', { method, path, code: error.code, error: error.message });
      const reply = errorReply(error.status, error.code, error.message);
      if (error.headers) Object.assign(reply.headers, error.headers);
      return reply;
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

  // The engine's own endpoints (h3, ~35 ms and ~15 MB) load at the first request under `/_` that no
  // module mounted: an engine nobody asks for /_health never pays for them.
  let endpoints: Promise<(req: IncomingMessage, res: ServerResponse) => unknown> | undefined;
  const loadEndpoints = () =>
    (endpoints ??= import('./endpoints.js').then(({ engineEndpoints }) =>
      engineEndpoints({
        health: () => ({
          status: accepting ? 'ok' : 'stopping',
          live: true,
          ready: accepting,
          uptime_ms: Date.now() - startedAt,
          ...host.counts(),
          routes: routes.size,
        }),
      }),
    ));

  /** A request under `/_`: a path another module mounted, else the engine's own endpoints. */
  const engineRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const mounted = host.httpMountFor(splitUrl(req.url ?? '/').path);
    if (mounted && (await mounted(req, res))) return;
    await (await loadEndpoints())(req, res);
  };

  /** Every request: `/_` paths to the engine, the rest to the routes. */
  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const served = req.url?.startsWith('/_') ? engineRequest(req, res) : serve(req, res);
    // The last resort: whatever a request does wrong ends that request, never the engine.
    served.catch((error: unknown) => {
      logger.error('http request crashed', {
        method: req.method,
        path: req.url,
        error: String((error as Error)?.stack ?? error),
      });
      if (!res.headersSent && !res.destroyed)
        write(
          res,
          errorReply(500, 'internal_error', 'the engine failed to answer this request'),
          req.method ?? 'GET',
          req.url ?? '/',
        );
      else res.destroy();
    });
  };

  const server: Server = createListener(
    settings.tls,
    {
      headersTimeout: settings.headerTimeoutMs,
      // A backstop only: body.ts ends slow bodies first, with a 408 that says which bound they broke.
      requestTimeout: settings.headerTimeoutMs + settings.body.timeoutMs + 5000,
      connectionsCheckingInterval: Math.min(1000, settings.headerTimeoutMs),
      keepAliveTimeout: 5000,
    },
    onRequest,
  );
  // `Expect: 100-continue`: a route's body reader says "continue" only once it will read the body.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/_')) res.writeContinue();
    onRequest(req, res);
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({
      error: {
        code: status === 408 ? 'REQUEST_TIMEOUT' : 'BAD_REQUEST',
        message: status === 408 ? 'the request did not arrive in time' : 'the request is not valid HTTP',
      },
    });
    const reason =
      status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });
  const url = await host.listen('http', server, {
    host: settings.host,
    port: settings.port,
    scheme: schemeOf('http', settings.tls),
  });
  if (settings.corsWithoutOrigins) logger.warn('svc-http cors lists no allowed_origins: no CORS headers are sent', {});
  return {
    url,
    stopAccepting: () => {
      accepting = false;
    },
  };
}
