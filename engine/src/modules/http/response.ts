/**
 * From a handler's result (contracts/http-response) to status, headers and body bytes, and the
 * engine's own error answers (contracts/http-error).
 */
import { randomBytes } from 'node:crypto';
import type { HttpError, JsonValue } from '@svc/protocol';
import { parseExact } from '../../core/exact-json.js';
import { canonicalFields } from './canonical-json.js';
import { HttpFailure } from './request.js';

/** A response ready to be written. */
export interface Reply {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer | string;
  /** Framing headers the handler set and the engine left out (lower-case names). */
  dropped?: string[];
  /** Written to the client already, piece by piece (a streamed answer): nothing more to write. */
  streamed?: true;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** What Node's `writeHead` refuses in a header value: controls but tab, DEL, and anything above U+00FF. */
const INVALID_VALUE_CHAR = /[^\t\x20-\x7e\x80-\xff]/;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/**
 * Headers that frame the message or belong to this one connection. The engine computes them: a
 * wrong `content-length` from a handler would send bytes a keep-alive client reads as a second,
 * forged response.
 */
const FRAMING = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
]);

/** Fields that make a handler's result an HTTP response (contracts/http-response). */
const RESPONSE_FIELDS = ['status_code', 'statusCode', 'headers', 'body'];

/**
 * True when a handler's result is an HTTP response object. Anything else is still answered (as an
 * empty `200 {}`, like the reference engine), but it is almost always a handler that forgot the contract.
 */
export function isHttpResponse(result: JsonValue | undefined): boolean {
  if (result === null || typeof result !== 'object' || Array.isArray(result)) return false;
  return RESPONSE_FIELDS.some((field) => field in result);
}

/** Reads a handler's result as a response; a result that breaks the contract is a 500. */
export function toReply(result: JsonValue | undefined): Reply {
  const response = (result !== null && typeof result === 'object' && !Array.isArray(result) ? result : {}) as Record<
    string,
    JsonValue
  >;
  return replyOf(response, response.body === undefined ? {} : response.body);
}

/**
 * {@link toReply} of a result given as its JSON text, reading only the fields a response has: a
 * `body` is written as it came, its text being what encoding its parse would write. Undefined when
 * the text is not an object in canonical form (`canonical-json.ts`): such a result is parsed.
 * `isResponse` says whether it is a response object at all ({@link isHttpResponse}).
 */
export function toReplyFromText(text: string): { reply: Reply; isResponse: boolean } | undefined {
  const fields = canonicalFields(text);
  if (fields === undefined) return undefined;
  const response: Record<string, JsonValue> = {};
  let body: string | undefined;
  let isResponse = false;
  for (const { key, start, end } of fields) {
    if (key === 'body') body = text.slice(start, end);
    else if (key === 'status_code' || key === 'statusCode' || key === 'headers')
      response[key] = parseExact(text.slice(start, end));
    else continue;
    isResponse = true;
  }
  return { reply: replyOf(response, new BodyText(body ?? '{}')), isResponse };
}

/** A body given as the canonical JSON text of its value. */
class BodyText {
  constructor(readonly text: string) {}
}

/** The reply to `response`, its body a value or the canonical JSON text of one. */
function replyOf(response: Record<string, JsonValue>, body: JsonValue | BodyText): Reply {
  const status = statusOf(response.status_code ?? response.statusCode ?? 200);
  const dropped: string[] = [];
  const headers = headersOf(response.headers, dropped);
  const reply = bodyOf(status, headers, body);
  if (dropped.length > 0) reply.dropped = dropped;
  return reply;
}

/**
 * Sets `content-length` from the body the engine holds (once; a HEAD answer keeps the length of
 * the body it leaves out). 204 and 304 answers carry no body and no length.
 */
export function framed(reply: Reply): Reply {
  if (reply.headers['content-length'] === undefined && reply.status !== 204 && reply.status !== 304)
    reply.headers['content-length'] = String(Buffer.byteLength(reply.body));
  return reply;
}

function bodyOf(status: number, headers: Record<string, string | string[]>, body: JsonValue | BodyText): Reply {
  const text = body instanceof BodyText ? body.text : undefined;
  if (headers['content-type'] !== undefined) {
    if (text !== undefined) {
      if (text.charCodeAt(0) === 0x22) return { status, headers, body: JSON.parse(text) as string };
      return { status, headers, body: text === 'null' ? '' : text };
    }
    if (typeof body === 'string') return { status, headers, body };
    if (body === null) return { status, headers, body: '' };
    return { status, headers, body: JSON.stringify(body) };
  }
  headers['content-type'] = JSON_TYPE;
  return { status, headers, body: text ?? JSON.stringify(body) };
}

function statusOf(value: JsonValue): number {
  // A 1xx answer is interim: the client would take the next response on the connection for this one's end.
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 200 || value > 599) {
    throw new HttpFailure(
      500,
      'INVALID_RESPONSE',
      `the handler returned status_code ${JSON.stringify(value)}; it must be an integer from 200 to 599`,
    );
  }
  return value;
}

/**
 * Object or `Name: value` array; names must be tokens, values what HTTP/1.1 can carry. Framing
 * headers are left out and their names added to `dropped`.
 */
function headersOf(value: JsonValue | undefined, dropped: string[]): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  if (value === undefined || value === null) return headers;
  const add = (name: string, text: JsonValue) => {
    if (typeof text !== 'string' && typeof text !== 'number' && typeof text !== 'boolean') {
      throw new HttpFailure(
        500,
        'INVALID_RESPONSE',
        `the handler returned header ${JSON.stringify(name)} with a value that is not a string`,
      );
    }
    const line = String(text);
    if (!TOKEN.test(name) || INVALID_VALUE_CHAR.test(line)) {
      throw new HttpFailure(
        500,
        'INVALID_RESPONSE_HEADER',
        `the handler returned header ${JSON.stringify(name)} with a name or value that is not allowed ` +
          '(a name must be a token; a value may not hold CR, LF, NUL or another control character, ' +
          'or a character above U+00FF)',
      );
    }
    const key = name.toLowerCase();
    if (FRAMING.has(key)) {
      if (!dropped.includes(key)) dropped.push(key);
      return;
    }
    const previous = headers[key];
    headers[key] = previous === undefined ? line : [...(Array.isArray(previous) ? previous : [previous]), line];
  };
  if (Array.isArray(value)) {
    for (const entry of value) {
      const text = typeof entry === 'string' ? entry : '';
      const colon = text.indexOf(':');
      if (colon <= 0)
        throw new HttpFailure(
          500,
          'INVALID_RESPONSE_HEADER',
          `the handler returned header line ${JSON.stringify(entry)}; it must read "Name: value"`,
        );
      add(text.slice(0, colon).trim(), text.slice(colon + 1).trim());
    }
  } else if (typeof value === 'object') {
    for (const [name, text] of Object.entries(value)) add(name, text);
  } else {
    throw new HttpFailure(
      500,
      'INVALID_RESPONSE',
      'the handler returned headers that are neither an object nor an array of "Name: value" strings',
    );
  }
  return headers;
}

/** The engine's error answer: `{error: {code, message, error_id?}}`; `error_id` on 5xx only. */
export function errorReply(status: number, code: string, message: string, extra: Partial<HttpError> = {}): Reply {
  const error: HttpError['error'] = { code, message };
  if (status >= 500) error.error_id = randomBytes(8).toString('hex');
  const body: HttpError = { ...extra, error };
  return { status, headers: { 'content-type': JSON_TYPE }, body: JSON.stringify(body) };
}
