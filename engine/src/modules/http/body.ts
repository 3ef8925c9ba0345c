/**
 * Request bodies received within bounds: no larger than the size limit, no longer than the body
 * timeout, no slower than the minimum rate, and no more at once than the read budget. A body
 * being received holds no handler slot, so clients trickling bodies cannot keep other routes
 * waiting; the bounds here make sure they cannot hold the read budget for long either.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BodySettings } from './config.js';
import { HttpFailure } from './request.js';

/** What a client refused for load is told to wait before it tries again, in seconds. */
export const RETRY_AFTER_S = '1';

const EMPTY = Buffer.alloc(0);

/** A body being received. */
interface Read {
  readonly started: number;
  received: number;
  fail(error: HttpFailure): void;
}

/** Receives request bodies; one per engine HTTP server. */
export class BodyReader {
  private readonly active = new Set<Read>();
  private ticker: NodeJS.Timeout | undefined;
  /** How often time and rate are checked: often enough for the shortest bound, at most once a second. */
  private readonly tickMs: number;

  constructor(private readonly settings: BodySettings) {
    const shortest = Math.min(settings.timeoutMs, settings.minRateGraceMs || settings.timeoutMs);
    this.tickMs = Math.min(1000, Math.max(50, Math.floor(shortest / 4)));
  }

  /**
   * The body of `req`. Rejects with an {@link HttpFailure}: 413 as soon as the declared length or
   * the bytes received pass the limit (nothing is buffered past it), 503 when the read budget is
   * spent, 408 past the timeout or below the minimum rate, 400 when the client goes away. A
   * client that waits to be told before it sends the body (`Expect: 100-continue`) is told only
   * here, once the body will be read: a refused one is never invited.
   */
  read(req: IncomingMessage, res: ServerResponse): Promise<Buffer> {
    const { limitBytes } = this.settings;
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limitBytes) return Promise.reject(tooLarge(limitBytes));
    if (declared === '0' || (declared === undefined && req.headers['transfer-encoding'] === undefined))
      return Promise.resolve(EMPTY);
    if (this.active.size >= this.settings.concurrentReads) return Promise.reject(busy(this.settings.concurrentReads));
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      const read: Read = {
        started: Date.now(),
        received: 0,
        fail: (error) => {
          finish();
          reject(error);
        },
      };
      const onData = (chunk: Buffer) => {
        read.received += chunk.length;
        if (read.received > limitBytes) {
          // Stop reading: the connection is closed once the 413 is written, not drained.
          req.pause();
          read.fail(tooLarge(limitBytes));
          return;
        }
        chunks.push(chunk);
      };
      const onEnd = () => {
        finish();
        resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, read.received));
      };
      const onError = (error: Error) =>
        read.fail(new HttpFailure(400, 'BAD_REQUEST', `the request body could not be read: ${error.message}`));
      const onClose = () => onError(new Error('the client closed the connection'));
      const finish = () => {
        this.active.delete(read);
        req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      };
      req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
      if (req.headers.expect?.toLowerCase() === '100-continue' && !res.headersSent) res.writeContinue();
      this.active.add(read);
      this.ticker ??= setInterval(() => this.check(), this.tickMs).unref();
    });
  }

  /**
   * Fails the reads past the timeout or below the minimum rate. A failed read stops listening
   * but leaves the request flowing, so what the client still sends is discarded until the
   * connection closes rather than left unread (which would reset it before the 408 arrives).
   */
  private check(): void {
    const now = Date.now();
    const { timeoutMs, minRateBytesPerS, minRateGraceMs } = this.settings;
    for (const read of this.active) {
      const elapsed = now - read.started;
      if (elapsed >= timeoutMs) {
        read.fail(timedOut(`the request body did not arrive within ${timeoutMs} ms (svc-http body_timeout_ms)`));
      } else if (
        minRateBytesPerS > 0 &&
        elapsed > minRateGraceMs &&
        read.received < (minRateBytesPerS * elapsed) / 1000
      ) {
        read.fail(
          timedOut(
            `the request body arrived slower than ${minRateBytesPerS} bytes/s (svc-http body_min_rate_bytes_per_s): ` +
              `${read.received} bytes in ${elapsed} ms`,
          ),
        );
      }
    }
    if (this.active.size === 0) {
      clearInterval(this.ticker);
      this.ticker = undefined;
    }
  }
}

function tooLarge(limit: number): HttpFailure {
  return new HttpFailure(
    413,
    'PAYLOAD_TOO_LARGE',
    `the request body is larger than the limit of ${limit} bytes (svc-http body_limit_bytes)`,
  );
}

function timedOut(message: string): HttpFailure {
  return new HttpFailure(408, 'REQUEST_TIMEOUT', message);
}

function busy(limit: number): HttpFailure {
  return new HttpFailure(
    503,
    'SERVER_BUSY',
    `${limit} request bodies are being received already (svc-http concurrency_body_read_limit); try again shortly`,
    { 'retry-after': RETRY_AFTER_S },
  );
}
