/**
 * From a Node request to the handler's payload (contracts/http-request): JSON parsed strictly,
 * headers and query flattened, and the exact bytes kept (body.ts receives them).
 */
import type { IncomingMessage } from 'node:http';
import type { HttpRequest, JsonValue } from '@svc/protocol';
import type { Match } from './routes.js';
import { parseExact } from '../../core/exact-json.js';
import { MAX_FRAME_DEPTH, tooDeep } from '../../core/frame-depth.js';
import { isCanonicalJson } from './canonical-json.js';

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
  if (contentType === 'application/json') return true;
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

/** The query of a URL in both forms. */
export interface Query {
  query: Record<string, string>;
  queryAll: Record<string, string[]>;
}

/** Splits `/a/b?x=1&x=2` into the path and both forms of the query. */
export function splitUrl(url: string): { path: string } & Query {
  const mark = url.indexOf('?');
  return { path: mark < 0 ? url : url.slice(0, mark), ...parseQuery(mark < 0 ? undefined : url.slice(mark + 1)) };
}

/** Both forms of the query `search` (what follows `?`); empty ones when there is none. */
export function parseQuery(search: string | undefined): Query {
  const query: Record<string, string> = {};
  const queryAll: Record<string, string[]> = {};
  if (search !== undefined) {
    for (const [name, value] of new URLSearchParams(search)) {
      query[name] = value;
      (queryAll[name] ??= []).push(value);
    }
  }
  return { query, queryAll };
}

/** The handler payload for a matched request. */
export function buildPayload(
  req: IncomingMessage,
  match: Match<unknown>,
  path: string,
  url: Query,
  raw: Buffer,
): HttpRequest {
  const headers = flatHeaders(req.headers);
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

/**
 * The JSON text of {@link buildPayload}'s payload, written without building it: the same text
 * `JSON.stringify` writes of it, key for key. A JSON body already in the form the engine writes
 * ({@link isCanonicalJson}) is spliced in as it came; any other is parsed and encoded as before.
 */
export function payloadText(
  req: IncomingMessage,
  match: Match<unknown>,
  path: string,
  search: string | undefined,
  raw: Buffer,
): string {
  const source = req.headers;
  let headers: IncomingMessage['headers'] | Record<string, string> = source;
  for (const name in source) {
    if (Array.isArray(source[name])) {
      headers = flatHeaders(source);
      break;
    }
  }
  let query = '{}';
  let queryAll = '{}';
  if (search !== undefined) {
    const parsed = parseQuery(search);
    query = JSON.stringify(parsed.query);
    queryAll = JSON.stringify(parsed.queryAll);
  }
  const route = routeText(match.route);
  const body = isJson(source['content-type']) ? jsonBodyText(raw) : 'null';
  const method = JSON.stringify(req.method ?? 'GET');
  return (
    `{"query_params":${query},"path_params":${JSON.stringify(match.params)},"headers":${JSON.stringify(headers)},` +
    `"path":${route.path},"method":${method},"body":${body},"trigger":${route.trigger},` +
    `"request_path":${JSON.stringify(path)},"query_params_all":${queryAll},` +
    `"raw_body":"${raw.length === 0 ? '' : raw.toString('base64')}"}`
  );
}

/** A JSON body as the text the payload carries: as it came when it is canonical, else parsed (or refused). */
function jsonBodyText(raw: Buffer): string {
  if (raw.length === 0) return 'null';
  let text: string | undefined;
  try {
    text = UTF8.decode(raw);
  } catch {
    // parseJsonBody below refuses it with its message.
  }
  if (text !== undefined && isCanonicalJson(text)) return text;
  return JSON.stringify(parseJsonBody(raw));
}

/** The parts of a payload's text that are the same for every request of a route. */
const routeTexts = new WeakMap<object, { path: string; trigger: string }>();

function routeText(route: Match<unknown>['route']): { path: string; trigger: string } {
  let text = routeTexts.get(route);
  if (text === undefined) {
    text = {
      path: JSON.stringify(route.pattern),
      trigger: JSON.stringify({ type: 'http', path: route.pattern, method: route.method }),
    };
    routeTexts.set(route, text);
  }
  return text;
}

/** Headers as single strings: a header Node keeps as a list (`set-cookie`) is joined with `, `. */
function flatHeaders(source: IncomingMessage['headers']): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name in source) {
    const value = source[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}
