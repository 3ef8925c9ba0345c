/**
 * The console server's own failures, in the console API's error shape
 * (`contracts/console/error`): `upstream_unavailable` (502), `upstream_timeout` (504),
 * `payload_too_large` (413), `not_found` (404).
 */
import type { ServerResponse } from 'node:http';
import type { ConsoleError } from '@svc/protocol';

/** Which engine listener an upstream is. */
export type Upstream = 'engine-http' | 'engine-stream' | 'engine-bridge';

/** Sends a JSON error unless the response has started. */
export function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body: ConsoleError = { error: { code, message, ...extra } };
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The 502 or 504 for an upstream that could not be reached or did not answer in time. */
export function sendUpstreamError(res: ServerResponse, upstream: Upstream, address: string, error: Error): void {
  const timedOut = (error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
  const reason = (error as NodeJS.ErrnoException).code ?? error.message;
  sendError(
    res,
    timedOut ? 504 : 502,
    timedOut ? 'upstream_timeout' : 'upstream_unavailable',
    timedOut
      ? `the ${upstream} upstream at ${address} did not answer in time`
      : `the ${upstream} upstream at ${address} is down (${reason}): is the engine running?`,
    { upstream, address },
  );
}
