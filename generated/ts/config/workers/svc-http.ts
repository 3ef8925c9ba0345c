/* DO NOT EDIT — generated from schema/config/workers/svc-http.schema.json by make generate */
import type { TlsConfig } from './tls.js';

/**
 * Config of `svc-http`, the engine HTTP API that serves `http` triggers.
 */
export interface SvcHttpConfig {
  /**
   * Address to listen on.
   */
  host?: string;
  /**
   * Port to listen on; 0 picks a free one.
   */
  port?: number;
  /**
   * Largest request body; a larger one is answered 413 before it is read past the limit.
   */
  body_limit_bytes?: number;
  /**
   * Deadline of the request once its body has been read and it has a slot, shared by its middleware, condition and handler; 504 when it passes.
   */
  request_timeout_ms?: number;
  /**
   * How long a client may take to send the request headers.
   */
  header_timeout_ms?: number;
  /**
   * TLS for the HTTP API: it then answers `https://` only. None means plain `http://`.
   */
  tls?: TlsConfig;
  /**
   * Requests whose middleware, condition and handler run at once; a request takes its slot once its body has been read, and further requests wait their turn.
   */
  concurrency_request_limit?: number;
  /**
   * Request bodies being received at once; a request whose body would pass the limit is answered 503 `SERVER_BUSY` with `Retry-After` and its connection closed.
   */
  concurrency_body_read_limit?: number;
  /**
   * Requests in progress from one client address (receiving the body, waiting for a slot, or running); past it 429 `TOO_MANY_REQUESTS` with `Retry-After`. Behind a load balancer or proxy every client is one address: raise it to `concurrency_request_limit` there.
   */
  concurrency_per_client_limit?: number;
  /**
   * How long a request body may take to arrive in full, counted from the end of the headers; then 408 `REQUEST_TIMEOUT` and the connection is closed.
   */
  body_timeout_ms?: number;
  /**
   * Slowest average rate a request body may arrive at once `body_min_rate_grace_ms` has passed; slower is 408 `REQUEST_TIMEOUT` and the connection is closed. 0 turns the check off.
   */
  body_min_rate_bytes_per_s?: number;
  /**
   * Time a request body is given before `body_min_rate_bytes_per_s` applies.
   */
  body_min_rate_grace_ms?: number;
  /**
   * Cross-origin settings. No CORS headers are sent unless `allowed_origins` lists at least one origin (or `*`); absent, `false` and an object without origins all send none.
   */
  cors?:
    | false
    | {
        /**
         * Origins allowed to call (`https://app.example.com`), or `*` for any; empty or absent, no CORS headers are sent.
         */
        allowed_origins?: string[];
        /**
         * Methods allowed in cross-origin calls.
         */
        allowed_methods?: string[];
        /**
         * Request headers allowed in cross-origin calls.
         */
        allowed_headers?: string[];
        /**
         * Whether browsers may send credentials.
         */
        allow_credentials?: boolean;
        /**
         * How long browsers may cache a preflight answer, in seconds.
         */
        max_age_s?: number;
      };
}
