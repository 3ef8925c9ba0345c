/**
 * From a Node request to the handler's payload (contracts/http-request): the body read under the
 * size limit, JSON parsed strictly, headers and query flattened, and the exact bytes kept.
 */
import type { IncomingMessage } from 'node:http';
import type { HttpRequest, JsonValue } from '@svc/protocol';
import type { Match } from './routes.js';
import { MAX_FRAME_DEPTH, tooDeep } from '../../bridge/frame-depth.js';

/** A request the engine answers itself, with an HTTP status and an error code. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Refuses bytes that are not UTF-8 instead of replacing them with U+FFFD: the data would change silently. */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const EMPTY = Buffer.alloc(0);

/**
 * Reads the body, refusing (413) as soon as it would pass `limit`: by the declared length
 * before a byte is read, else while streaming, without buffering past the limit.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) {
    return Promise.reject(tooLarge(limit));
  }
  if (declared === '0' || (declared === undefined && req.headers['transfer-encoding'] === undefined))
    return Promise.resolve(EMPTY);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(new HttpFailure(400, 'BAD_REQUEST', `the request body could not be read: ${error.message}`));
    };
    const onAborted = () => onError(new Error('the client closed the connection'));
    const cleanup = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onAborted);
    };
    req.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onAborted);
  });
}

function tooLarge(limit: number): HttpFailure {
  return new HttpFailure(
    413,
    'PAYLOAD_TOO_LARGE',
    `the request body is larger than the limit of ${limit} bytes (svc-http body_limit_bytes)`,
  );
}

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
    body = JSON.parse(text) as JsonValue;
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
