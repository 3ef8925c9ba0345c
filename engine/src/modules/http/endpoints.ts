/**
 * The engine's own endpoint `/_health`, as an h3 app (what modules mount under `/_`, such as
 * `/_console/*` and `/_metrics`, is served by their own handlers). Loaded at the first request
 * that needs it, off the start-up path: h3 takes ~60 ms to import.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HealthReport } from '@svc/protocol';
import { H3, HTTPResponse } from 'h3';
import { toNodeHandler } from 'h3/node';
import { errorReply } from './response.js';

/** What the endpoints read from the running engine. */
export interface EndpointSources {
  /** Health counters; `ready` false once a graceful stop has begun. */
  health(): HealthReport;
}

/** A Node request handler serving every `/_` path. */
export function engineEndpoints(sources: EndpointSources): (req: IncomingMessage, res: ServerResponse) => unknown {
  const app = new H3();
  app.get('/_health', () => {
    const report = sources.health();
    return new HTTPResponse(JSON.stringify(report), {
      status: report.ready ? 200 : 503,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  });
  app.all('/**', (event) => {
    const reply = errorReply(404, 'NOT_FOUND', `no engine endpoint at ${event.req.method} ${event.url.pathname}`);
    return new HTTPResponse(reply.body, { status: reply.status, headers: reply.headers as Record<string, string> });
  });
  return toNodeHandler(app);
}
