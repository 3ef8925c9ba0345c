/**
 * The console API: `/_console/*` on svc-http's port (3111), mounted through the module host, so
 * it exists exactly when svc-http runs. `POST /_console/invoke` calls any function; every other
 * route is a thin shim over one `engine::*`, `state::*`, `stream::*`, queue, events, cron or
 * observability function (`routes.ts`), answered with what the function answers. Browsers reach it
 * through the console server (`/api/engine/*`), so the engine sends no CORS headers for it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JsonValue } from '@svc/protocol';
import { EngineError } from '../../errors.js';
import type { ClusterView, ModuleHost } from '../host.js';
import { type EngineAbout, engineInfo } from './info.js';
import { checked, ConsoleFailure, readJson, sendFailure, sendJson, statusOfCode } from './reply.js';
import { consoleContracts, ROUTES, type Route } from './routes.js';

export { type EngineAbout, maskSecrets } from './info.js';

/** Deadline of a console call when the request gives none. */
const DEFAULT_TIMEOUT_MS = 30_000;
/** The prefix the API is mounted under. */
export const CONSOLE_PREFIX = '/_console';

/** The module that registers the functions starting with each prefix, for the 503 of a shim. */
const PROVIDERS: [string, string][] = [
  ['engine::queue::', 'svc-queue'],
  ['iii::queue::', 'svc-queue'],
  ['engine::traces::', 'svc-observability'],
  ['engine::logs::', 'svc-observability'],
  ['engine::metrics::', 'svc-observability'],
  ['state::', 'svc-state'],
  ['stream::', 'svc-stream'],
  ['cron::', 'svc-cron'],
  ['publish', 'svc-events'],
];

/** The error of a failed call as the console sees it. */
function failureOf(error: unknown, functionId: string, shim: boolean): ConsoleFailure {
  if (!(error instanceof EngineError)) return new ConsoleFailure(502, 'invocation_failed', String(error));
  const module = PROVIDERS.find(([prefix]) => functionId.startsWith(prefix))?.[1];
  if (shim && error.code === 'function_not_found' && module)
    return new ConsoleFailure(503, 'module_unavailable', `${module} is not running: ${functionId} is not registered`, {
      module,
    });
  const stacktrace = (error.data as { stacktrace?: unknown } | undefined)?.stacktrace;
  return new ConsoleFailure(
    statusOfCode(error.code),
    error.code,
    error.message,
    typeof stacktrace === 'string' ? { stacktrace } : {},
  );
}

/** The trace id of a `traceparent` whose trace is recorded (sampled), else undefined. */
export function sampledTraceId(traceparent: string | undefined): string | undefined {
  const match = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-([0-9a-f]{2})$/.exec(traceparent ?? '');
  return match && (Number.parseInt(match[2]!, 16) & 1) === 1 ? match[1] : undefined;
}

/** Each route with its path split into segments once. */
const PATTERNS = ROUTES.map((route) => ({ route, pattern: route.path.split('/').filter(Boolean) }));

/** The route for a method and a path below the prefix, with its parameters. */
function match(method: string, path: string): { route: Route; params: Record<string, string> } | undefined {
  const segments = path.split('/').filter(Boolean);
  for (const { route, pattern } of PATTERNS) {
    if (route.method !== method) continue;
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segments[i]!);
        return true;
      }
      return part === segments[i];
    });
    if (fits) return { route, params };
  }
  return undefined;
}

/** Mounts `/_console` on svc-http's server (when it runs). */
export function mountConsoleApi(
  host: ModuleHost<unknown>,
  about: EngineAbout,
  cluster: () => ClusterView | undefined = () => undefined,
): void {
  const call =
    (shim: boolean) =>
    async (functionId: string, input: JsonValue, timeoutMs = DEFAULT_TIMEOUT_MS, traceparent?: string) => {
      try {
        return (await host.invoke(functionId, input, { timeoutMs, ...(traceparent ? { traceparent } : {}) })) ?? null;
      } catch (error) {
        throw failureOf(error, functionId, shim);
      }
    };

  /**
   * An invoke in a span of its own (in the caller's trace when it sent a `traceparent`): the
   * call's trace is named by the answer's `traceresponse` header when it is recorded.
   */
  const invoke = async (
    req: IncomingMessage,
    res: ServerResponse,
    functionId: string,
    payload: JsonValue,
    ms: number,
  ) => {
    const header = req.headers.traceparent;
    const span = host.startSpan(`POST ${CONSOLE_PREFIX}/invoke`, {
      kind: 'server',
      ...(typeof header === 'string' ? { traceparent: header } : {}),
      attributes: { 'svc.function_id': functionId },
    });
    if (sampledTraceId(span.traceparent) !== undefined) res.setHeader('traceresponse', span.traceparent!);
    try {
      const result = await call(false)(functionId, payload, ms, span.traceparent);
      span.end('ok');
      return result;
    } catch (error) {
      span.end({ code: (error as ConsoleFailure).code ?? 'invocation_failed', message: (error as Error).message });
      throw error;
    }
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<JsonValue> => {
    const path = url.pathname.slice(CONSOLE_PREFIX.length) || '/';
    const method = req.method ?? 'GET';
    if (method === 'POST' && path === '/invoke') {
      const body = await readJson(req);
      const input = checked((await consoleContracts.load()).validateConsoleInvokeInput, body);
      const payload = input.payload !== undefined ? input.payload : (input.input ?? {});
      return invoke(req, res, input.function_id, payload, input.timeout_ms ?? DEFAULT_TIMEOUT_MS);
    }
    if (method === 'GET' && path === '/info') return engineInfo(about) as unknown as JsonValue;
    let found: ReturnType<typeof match>;
    try {
      found = match(method, path);
    } catch {
      throw new ConsoleFailure(400, 'bad_request', 'a path parameter is not valid percent-encoding');
    }
    if (!found) throw new ConsoleFailure(404, 'not_found', `no console endpoint at ${method} ${url.pathname}`);
    return found.route.run({
      params: found.params,
      query: url.searchParams,
      body: () => readJson(req),
      call: call(true),
      cluster: cluster(),
    });
  };

  host.mountHttp(CONSOLE_PREFIX, async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://engine');
    try {
      sendJson(res, 200, await answer(req, res, url));
    } catch (error) {
      if (res.headersSent || res.destroyed) return true;
      if (error instanceof ConsoleFailure) sendFailure(res, error);
      else {
        host.logger.error('console request failed', {
          path: url.pathname,
          error: String((error as Error)?.stack ?? error),
        });
        sendFailure(res, new ConsoleFailure(500, 'internal_error', 'the engine failed to answer this request'));
      }
    }
    return true;
  });
}
