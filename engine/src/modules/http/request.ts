/**
 * From a Node request to the handler's payload (contracts/http-request): JSON parsed strictly,
 * headers and query flattened, and the exact bytes kept (body.ts receives them).
 */
import type { IncomingMessage } from 'node:http';
import type { HttpRequest, JsonValue } from '@svc/protocol';
import type { Match } from './routes.js';
import { parseExact } from '../../core/exact-json.js';
import { MAX_FRAME_DEPTH, tooDeep } from '../../core/frame-depth.js';

/** A request the engine answers itself, with an HTTP status, an error code and maybe headers. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Refuses bytes that are not UTF-8 instead of replacing them with U+FFFD: the data would change silently. */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** True for `application/json` and `application/*+json` content types. */
export function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** The JSON body; a malformed one is a 400, never a silent null. */
export function parseJsonBody(raw: Buffer): JsonValue {
  if (raw.length === 0) return null;
  let text: string;
  try {
    text = UTF8.decode(raw);
  } catch {
    throw new HttpFailure(400, 'INVALID_JSON', 'the request body is not valid JSON: it is not valid UTF-8');
  }
  let body: JsonValue;
  try {
    body = parseExact(text);
  } catch (error) {
    throw new HttpFailure(400, 'INVALID_JSON', `the request body is not valid JSON: ${(error as Error).message}`);
  }
  // As for worker frames: a body this deep cannot be passed on to a worker (nor decoded by one).
  if (tooDeep(text))
    throw new HttpFailure(400, 'INVALID_JSON', `the request body nests deeper than ${MAX_FRAME_DEPTH} levels`);
  return body;
}

/** Splits `/a/b?x=1&x=2` into the path and both forms of the query. */
export function splitUrl(url: string): {
  path: string;
  query: Record<string, string>;
  queryAll: Record<string, string[]>;
} {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query: Record<string, string> = {};
  const queryAll: Record<string, string[]> = {};
  if (mark >= 0) {
    for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
      query[name] = value;
      (queryAll[name] ??= []).push(value);
    }
  }
  return { path, query, queryAll };
}

/** The handler payload for a matched request. */
export function buildPayload(
  req: IncomingMessage,
  match: Match<unknown>,
  path: string,
  url: ReturnType<typeof splitUrl>,
  raw: Buffer,
): HttpRequest {
  const headers: Record<string, string> = {};
  const source = req.headers;
  for (const name in source) {
    const value = source[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const method = req.method ?? 'GET';
  return {
    query_params: url.query,
    path_params: match.params,
    headers,
    path: match.route.pattern,
    method,
    body: isJson(headers['content-type']) ? parseJsonBody(raw) : null,
    trigger: { type: 'http', path: match.route.pattern, method: match.route.method },
    request_path: path,
    query_params_all: url.queryAll,
    raw_body: raw.length === 0 ? '' : raw.toString('base64'),
  };
}
