/**
 * Requests and answers of the console API: a body read within bounds and checked by its schema,
 * JSON answers, and the status each failure gets (`contracts/console/error`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JsonValue, Validator } from '@svc/protocol';
import { formatValidationError } from '@svc/protocol/validator';

/** Largest request body; console requests are small (an invoke payload, a state value). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** How long a body may take to arrive in full. */
const BODY_TIMEOUT_MS = 30_000;

/** A failure with its HTTP status and code. */
export class ConsoleFailure extends Error {
  override name = 'ConsoleFailure';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, JsonValue> = {},
  ) {
    super(message);
  }
}

/** Status of a failed call by its error code: what happened, not only that something did. */
export function statusOfCode(code: string): number {
  if (code === 'function_not_found') return 404;
  if (code === 'timeout' || code === 'TIMEOUT') return 504;
  if (code === 'deserialization_error' || code === 'INVALID_ARGUMENTS') return 400;
  if (code === 'NOT_FOUND') return 404;
  if (code === 'shutting_down' || code === 'store_unavailable') return 503;
  return 502;
}

/** Writes a JSON answer. */
export function sendJson(res: ServerResponse, status: number, body: JsonValue): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

/** Writes a failure as `{error: {code, message, ...}}`. */
export function sendFailure(res: ServerResponse, failure: ConsoleFailure): void {
  sendJson(res, failure.status, { error: { code: failure.code, message: failure.message, ...failure.extra } });
}

/** The request body as JSON (`{}` when empty), refused past the size and time bounds or when not JSON. */
export function readJson(req: IncomingMessage): Promise<JsonValue> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      reject(new ConsoleFailure(408, 'request_timeout', `the body did not arrive within ${BODY_TIMEOUT_MS} ms`));
      req.destroy();
    }, BODY_TIMEOUT_MS);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        clearTimeout(timer);
        reject(tooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('end', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve({});
      try {
        resolve(JSON.parse(text) as JsonValue);
      } catch {
        reject(new ConsoleFailure(400, 'bad_request', 'the body is not JSON'));
      }
    });
  });
}

const tooLarge = () => new ConsoleFailure(413, 'payload_too_large', `the body is larger than ${MAX_BODY_BYTES} bytes`);

/** `value` if it matches its schema, else a 400 naming the first problem. */
export function checked<T>(validate: Validator<T>, value: JsonValue): T {
  if (validate(value)) return value;
  throw new ConsoleFailure(400, 'bad_request', `invalid body: ${formatValidationError(validate.errors)}`);
}
