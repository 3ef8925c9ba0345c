/* DO NOT EDIT — generated from schema/config/workers/svc-http.schema.json by make generate */
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
   * Deadline of the handler invocation; 504 when it passes.
   */
  request_timeout_ms?: number;
  /**
   * How long a client may take to send the request headers.
   */
  header_timeout_ms?: number;
  /**
   * Requests handled at once; further requests wait.
   */
  concurrency_request_limit?: number;
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
