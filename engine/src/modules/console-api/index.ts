/**
 * The console API: `/_console/*` on svc-http's port (3111), mounted through the module host, so
 * it exists exactly when svc-http runs. `POST /_console/invoke` calls any function; every other
 * route is a thin shim over one `engine::*`, `state::*`, `stream::*`, queue, events, cron or
 * observability function (`routes.ts`), answered with what the function answers. Browsers reach it
 * through the console server (`/api/engine/*`), so the engine sends no CORS headers for it.
 */
import type { IncomingMessage } from 'node:http';
import type { JsonValue } from '@svc/protocol';
import { validateConsoleInvokeInput } from '@svc/protocol/validators/contracts/console';
import { EngineError } from '../../errors.js';
import type { ClusterView, ModuleHost } from '../host.js';
import { type EngineAbout, engineInfo } from './info.js';
import { checked, ConsoleFailure, readJson, sendFailure, sendJson, statusOfCode } from './reply.js';
import { ROUTES, type Route } from './routes.js';

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
    async (functionId: string, input: JsonValue, timeoutMs = DEFAULT_TIMEOUT_MS) => {
      try {
        return (await host.invoke(functionId, input, { timeoutMs })) ?? null;
      } catch (error) {
        throw failureOf(error, functionId, shim);
      }
    };

  const answer = async (req: IncomingMessage, url: URL): Promise<JsonValue> => {
    const path = url.pathname.slice(CONSOLE_PREFIX.length) || '/';
    const method = req.method ?? 'GET';
    if (method === 'POST' && path === '/invoke') {
      const input = checked(validateConsoleInvokeInput, await readJson(req));
      const payload = input.payload !== undefined ? input.payload : (input.input ?? {});
      return call(false)(input.function_id, payload, input.timeout_ms ?? DEFAULT_TIMEOUT_MS);
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
      sendJson(res, 200, await answer(req, url));
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
