/**
 * Route auth: the function an `http` trigger names in `auth_function_id` sees the request's
 * method, path, headers and query (and its body with `auth_include_body`) and allows or denies
 * it (contracts/http-auth-request → contracts/http-auth-result). It runs before middleware,
 * condition and handler; a refusal never reaches them. An auth function that fails, times out
 * or answers something else is not a "yes": the request is answered 503, failing closed.
 */
import type { HttpAuthRequest, HttpRequest, JsonValue } from '@svc/protocol';
import { validateHttpAuthResult } from '@svc/protocol/validators/contracts/http-auth-result';
import type { Logger } from '../../log.js';
import { HttpFailure } from './request.js';
import { type Reply, toReply } from './response.js';
import type { HttpBinding } from './triggers.js';

/** What a route's auth decided: a refusal to answer with, or the context to pass on. */
export type AuthOutcome = { denied: Reply } | { context: Record<string, JsonValue> | undefined };

/** The route's auth function and whether it is given the body; undefined without one. */
export function authOf(trigger: HttpBinding): { functionId: string; includeBody: boolean } | undefined {
  const id = trigger.config.auth_function_id;
  if (typeof id !== 'string' || id === '') return undefined;
  return { functionId: id, includeBody: trigger.config.auth_include_body === true };
}

/** The auth function's payload: the request without its body unless `includeBody`. */
export function authRequest(request: HttpRequest, includeBody: boolean): HttpAuthRequest {
  const payload: HttpAuthRequest = {
    method: request.method,
    path: request.path,
    request_path: request.request_path ?? request.path,
    headers: request.headers,
    query_params: request.query_params,
    path_params: request.path_params,
  };
  if (includeBody) {
    payload.body = request.body ?? null;
    payload.raw_body = request.raw_body ?? '';
  }
  return payload;
}

/** Calls the auth function; a refusal becomes its 401/403 answer, a failure an HttpFailure 503. */
export async function authorize(
  trigger: HttpBinding,
  functionId: string,
  payload: HttpAuthRequest,
  timeoutMs: number,
  logger: Logger,
  traced: { traceparent?: string } = {},
): Promise<AuthOutcome> {
  let result: JsonValue | undefined;
  try {
    result = await trigger.invoke(functionId, payload as unknown as JsonValue, { timeoutMs, ...traced });
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'internal_error';
    logger.warn('http auth function failed', {
      function_id: functionId,
      code,
      error: String((error as Error).message ?? error),
    });
    throw unavailable(functionId, code === 'timeout' ? 'did not answer in time' : 'failed');
  }
  if (!validateHttpAuthResult(result)) {
    logger.warn('http auth function returned no contracts/http-auth-result', {
      function_id: functionId,
      returned: JSON.stringify(result ?? null).slice(0, 120),
    });
    throw unavailable(functionId, 'answered neither allow nor deny');
  }
  if (result.allow) return { context: result.context as Record<string, JsonValue> | undefined };
  const status = result.status_code ?? 401;
  const error = {
    code: status === 403 ? 'FORBIDDEN' : 'UNAUTHORIZED',
    message: result.message ?? (status === 403 ? 'this request is not allowed' : 'this request needs authentication'),
  };
  // As a handler's answer: the function's headers (`www-authenticate`) meet the same checks.
  return { denied: toReply({ status_code: status, headers: result.headers ?? {}, body: { error } }) };
}

function unavailable(functionId: string, what: string): HttpFailure {
  return new HttpFailure(
    503,
    'AUTH_UNAVAILABLE',
    `the route's auth function ${functionId} ${what}; the request was not handled`,
  );
}
