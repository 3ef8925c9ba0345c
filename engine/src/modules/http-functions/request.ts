/**
 * One call of an HTTP-invoked function: the payload POSTed (or sent with the registration's
 * method) as JSON with the invocation headers and the registration's auth, the response read
 * within `max_response_bytes` and mapped to the call's result or error.
 */
import { createHmac } from 'node:crypto';
import type { RegisterFunction } from '@svc/protocol';
import { EngineError, ErrorCode } from '../../errors.js';
import type { HttpFunctionsSettings } from './config.js';
import { HttpFunctionsErrorCode as Code } from './errors.js';

type Invocation = NonNullable<RegisterFunction['invocation']>;

/** A secret from the engine's environment; fails the call when it is missing. */
function secret(name: unknown, field: string): string {
  const value = typeof name === 'string' ? process.env[name] : undefined;
  if (value === undefined || value === '')
    throw new EngineError(Code.authNotConfigured, `auth.${field} names no environment variable of the engine`);
  return value;
}

/** The auth headers of a registration, for `body` sent at `timestamp`. */
export function authHeaders(auth: unknown, timestamp: string, body: string): Record<string, string> {
  if (typeof auth !== 'object' || auth === null || Array.isArray(auth)) return {};
  const settings = auth as Record<string, unknown>;
  switch (settings.type) {
    case 'hmac': {
      const mac = createHmac('sha256', secret(settings.secret_key, 'secret_key'));
      return { 'x-iii-Signature': `sha256=${mac.update(`${timestamp}.${body}`).digest('hex')}` };
    }
    case 'bearer':
      return { authorization: `Bearer ${secret(settings.token_key, 'token_key')}` };
    case 'api_key': {
      const header = typeof settings.header === 'string' && settings.header !== '' ? settings.header : 'x-api-key';
      return { [header]: secret(settings.value_key, 'value_key') };
    }
    default:
      return {};
  }
}

/** Reads at most `max` bytes of a body; undefined when it is larger. */
async function readBounded(response: Response, max: number): Promise<string | undefined> {
  if (!response.body) return '';
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > max) return undefined;
    parts.push(Buffer.from(chunk));
  }
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Calls `invocation.url` for `functionId` with `body` (the payload's JSON text, as the caller
 * wrote it); resolves with the response's JSON text (exact), rejects with an EngineError.
 */
export async function callUrl(
  functionId: string,
  invocation: Invocation,
  body: string,
  invocationId: string,
  settings: HttpFunctionsSettings,
  signal: AbortSignal,
): Promise<string | undefined> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const timeoutMs = invocation.timeout_ms ?? settings.defaultTimeoutMs;
  const headers = {
    ...(invocation.headers ?? {}),
    'content-type': 'application/json',
    'x-iii-Function-Path': functionId,
    'x-iii-Invocation-ID': invocationId,
    'x-iii-Timestamp': timestamp,
    ...authHeaders(invocation.auth, timestamp, body),
  };
  let response: Response;
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    response = await fetch(invocation.url, {
      method: invocation.method ?? 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.any([signal, deadline]),
    });
  } catch (error) {
    if (deadline.aborted)
      throw new EngineError(ErrorCode.timeout, `${invocation.url} did not answer within ${timeoutMs} ms`);
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
    throw new EngineError(Code.requestFailed, `${invocation.url} could not be called: ${cause}`);
  }
  const text = await readBounded(response, settings.maxResponseBytes).catch(() => {
    throw new EngineError(Code.requestFailed, `${invocation.url} failed while sending its response`);
  });
  if (response.status < 200 || response.status > 299)
    throw new EngineError(Code.status, `${invocation.url} answered ${response.status}`, {
      data: { status: response.status, body: (text ?? '').slice(0, 1024) },
    });
  if (text === undefined)
    throw new EngineError(Code.invalidResponse, `the response is larger than ${settings.maxResponseBytes} bytes`);
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  try {
    // Checked to be JSON, then passed on as written: numbers beyond 2^53 stay exact.
    JSON.parse(trimmed);
    return trimmed;
  } catch {
    throw new EngineError(Code.invalidResponse, `${invocation.url} answered with a body that is not JSON`);
  }
}
