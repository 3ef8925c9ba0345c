/**
 * `stream_body` routes: the request body reaches the handler through a channel (`request_body`,
 * a reader reference) as it arrives, and the handler may answer through another (`response`, a
 * writer reference): text frames `set_status` / `set_headers`, then binary body chunks, then the
 * close. Both channels are bounded (svc-channels' `buffer_bytes`), so a 100 MB upload or an
 * endless event stream costs the engine a buffer's worth of memory, not the body's.
 *
 * Which answer wins, as in the reference engine: the response starts at the first binary chunk
 * (or when the response channel closes); a handler result other than null that comes first is
 * the answer instead.
 */
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpRequest, JsonValue } from '@svc/protocol';
import type { LocalChannel, ModuleHost } from '../host.js';
import { HttpFailure } from './request.js';
import { type Reply, toReply } from './response.js';

/** A route's body limit when its trigger sets none: 1 GiB. */
export const STREAM_BODY_LIMIT = 1024 ** 3;

/** The two channels of one request, and the request body flowing into the first. */
export class StreamExchange {
  private readonly body: LocalChannel;
  private readonly out: LocalChannel;
  /** Why the request body could not be delivered (too large, too slow), once it is known. */
  private bodyFailure: HttpFailure | undefined;
  private onBodyFailure: ((failure: HttpFailure) => void) | undefined;
  private readonly timer: NodeJS.Timeout;

  /** Opens the channels and sets `request_body` and `response` on `request` (which loses `body` and `raw_body`). */
  constructor(
    host: ModuleHost<unknown>,
    private readonly req: IncomingMessage,
    request: HttpRequest,
    limitBytes: number,
    bodyTimeoutMs: number,
  ) {
    const body = host.openChannel('write');
    let out: LocalChannel | undefined;
    try {
      out = body && host.openChannel('read');
    } catch (error) {
      body?.discard('no response channel');
      throw error;
    }
    if (!body || !out) {
      body?.discard('no response channel');
      throw new HttpFailure(500, 'STREAM_UNAVAILABLE', 'stream_body routes need the svc-channels module');
    }
    this.body = body;
    this.out = out;
    request.body = null;
    delete request.raw_body;
    request.request_body = body.ref;
    request.response = out.ref;
    this.timer = setTimeout(
      () =>
        this.fail(
          new HttpFailure(408, 'REQUEST_TIMEOUT', `the request body did not arrive within ${bodyTimeoutMs} ms`),
        ),
      bodyTimeoutMs,
    ).unref();
    this.pump(limitBytes);
  }

  /**
   * Runs the handler (`fire`) against the response channel: resolves with the handler's result as
   * a reply, or with a `streamed` reply once a streamed answer has been written in full.
   */
  answer(
    res: ServerResponse,
    fire: Promise<JsonValue | undefined>,
    replyOf: (result: JsonValue | undefined) => Reply,
    timeLeftMs: () => number,
    /** Headers the engine adds to a streamed answer (CORS). */
    extraHeaders: Record<string, string> = {},
  ): Promise<Reply> {
    return new Promise<Reply>((resolve, reject) => {
      let status = 200;
      let headers: Record<string, string> = {};
      let started: Reply | undefined;
      let settled = false;
      let deadline: NodeJS.Timeout | undefined;
      const settle = (outcome: () => Reply) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        try {
          resolve(outcome());
        } catch (error) {
          reject(error);
        }
      };
      const fail = (error: unknown) => {
        if (settled || started) return;
        settled = true;
        clearTimeout(deadline);
        reject(error);
      };
      const start = (): Reply => {
        const named = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
        const reply = toReply({
          status_code: status,
          headers: { 'content-type': 'application/octet-stream', ...named },
        });
        if (!this.req.complete) res.shouldKeepAlive = false;
        res.writeHead(reply.status, { ...reply.headers, ...extraHeaders });
        res.flushHeaders();
        started = { status: reply.status, headers: {}, body: '', streamed: true };
        return started;
      };
      this.onBodyFailure = (failure) => fail(failure);
      this.out.onFrame(async (data, binary) => {
        if (!binary) {
          if (!started) ({ status, headers } = control(data, status, headers));
          return;
        }
        try {
          if (!started) start();
        } catch (error) {
          fail(error);
          this.out.close(1011, 'invalid response status or headers');
          return;
        }
        if (!res.write(data) && !res.destroyed) await Promise.race([once(res, 'drain'), once(res, 'close')]);
      });
      this.out.onClose((code) => {
        if (started) {
          if (code === 1000) res.end();
          else res.destroy();
          return settle(() => started!);
        }
        // Closed without a binary chunk: an empty streamed answer, unless the handler's result came first.
        if (code === 1000 && !settled)
          settle(() => {
            const reply = start();
            res.end();
            return reply;
          });
      });
      res.once('close', () => this.out.close(1000, 'the client went away'));
      fire.then(
        (result) => {
          if (started || settled) return;
          if (result !== null && result !== undefined) return settle(() => replyOf(result));
          // No result: the answer comes through the response channel, within the request's deadline.
          deadline = setTimeout(
            () =>
              fail(new HttpFailure(504, 'timeout', 'the handler returned nothing and streamed no response in time')),
            timeLeftMs(),
          );
        },
        (error: unknown) => fail(error),
      );
      // The body may have failed (too large, too slow) while middleware or the condition ran.
      if (this.bodyFailure) fail(this.bodyFailure);
    });
  }

  /** Closes what is still open (the request ended, was refused, or failed). */
  dispose(): void {
    clearTimeout(this.timer);
    this.body.discard('request finished');
    this.out.discard('request finished');
  }

  private pump(limitBytes: number): void {
    const { req, body } = this;
    let received = 0;
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('close', onClose);
      clearTimeout(this.timer);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) {
        this.fail(
          new HttpFailure(
            413,
            'PAYLOAD_TOO_LARGE',
            `the request body is larger than the route's limit of ${limitBytes} bytes (body_limit_bytes)`,
          ),
          1009,
        );
        return;
      }
      if (!body.write(chunk)) {
        req.pause();
        void body.drained().then(() => req.resume());
      }
    };
    const onEnd = () => {
      stop();
      body.close(1000, '');
    };
    const onClose = () => {
      if (!req.complete) this.fail(new HttpFailure(400, 'BAD_REQUEST', 'the client closed the connection'));
    };
    body.onClose(stop);
    req.on('data', onData).on('end', onEnd).on('close', onClose);
  }

  /** The request body cannot be delivered: its reader is told (1009 too large, else 1011). */
  private fail(failure: HttpFailure, code = 1011): void {
    if (this.bodyFailure || this.req.complete) return;
    this.bodyFailure = failure;
    this.body.close(code, failure.message.slice(0, 120));
    this.req.pause();
    this.onBodyFailure?.(failure);
  }
}

/** A text frame of the response channel: `set_status` or `set_headers`; anything else is ignored. */
function control(
  data: Buffer,
  status: number,
  headers: Record<string, string>,
): { status: number; headers: Record<string, string> } {
  let message: { type?: unknown; status_code?: unknown; headers?: unknown };
  try {
    message = JSON.parse(data.toString('utf8')) as typeof message;
  } catch {
    return { status, headers };
  }
  if (message?.type === 'set_status' && typeof message.status_code === 'number')
    return { status: message.status_code, headers };
  if (message?.type === 'set_headers' && message.headers && typeof message.headers === 'object')
    return { status, headers: { ...headers, ...(message.headers as Record<string, string>) } };
  return { status, headers };
}
