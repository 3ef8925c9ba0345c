/**
 * Route middleware: the functions named in `middleware_function_ids` run in order before the
 * handler (contracts/http-middleware-request → contracts/http-middleware-result); one of them
 * may answer the request itself.
 */
import type { HttpMiddlewareRequest, HttpRequest, JsonValue } from '@svc/protocol';
import { type Reply, toReply } from './response.js';
import type { HttpBinding } from './triggers.js';

/** The middleware ids of a route's binding, or none. */
export function middlewareOf(trigger: HttpBinding): string[] {
  const ids = trigger.config.middleware_function_ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && id !== '') : [];
}

/** Runs `ids` in order; resolves with the answer of the first that responds, else undefined. */
export async function runMiddleware(
  trigger: HttpBinding,
  ids: string[],
  request: HttpRequest,
  timeLeftMs: () => number,
  /** The request span's context, so each middleware call is its child. */
  traced: { traceparent?: string } = {},
): Promise<Reply | undefined> {
  const payload: HttpMiddlewareRequest = {
    phase: 'preHandler',
    request: {
      path_params: request.path_params,
      query_params: request.query_params,
      headers: request.headers,
      method: request.method,
      path: request.path,
      ...(request.request_path === undefined ? {} : { request_path: request.request_path }),
    },
    context: request.auth === undefined ? {} : { auth: request.auth },
  };
  for (const id of ids) {
    const result = await trigger.invoke(id, payload as unknown as JsonValue, { timeoutMs: timeLeftMs(), ...traced });
    const outcome = result as { action?: unknown; response?: JsonValue } | null | undefined;
    if (outcome?.action === 'respond') return toReply(outcome.response);
  }
  return undefined;
}
