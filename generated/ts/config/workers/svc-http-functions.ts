/* DO NOT EDIT — generated from schema/config/workers/svc-http-functions.schema.json by make generate */
/**
 * Config of `svc-http-functions`: serves HTTP-invoked functions (a `registerfunction` with `invocation`) by sending each call's payload to the function's URL.
 */
export interface SvcHttpFunctionsConfig {
  /**
   * URL prefixes the engine may call (`https://hooks.example.com/`, `http://127.0.0.1:8080/fn/`). A registration whose URL starts with none of them is refused (logged), so no worker can make the engine call an address it was not allowed to: none is allowed by default.
   */
  allowed_urls?: string[];
  /**
   * How long a call waits for the response when the registration names no `timeout_ms`.
   */
  default_timeout_ms?: number;
  /**
   * Largest response body read; a larger one fails the call with `http_invalid_response`.
   */
  max_response_bytes?: number;
}
