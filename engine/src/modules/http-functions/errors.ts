/** Error codes of svc-http-functions (listed in docs/errors.md). */
export const HttpFunctionsErrorCode = {
  /** The URL answered with a status outside 2xx; `data: {status, body}` (the body's first 1 KiB). */
  status: 'http_status_error',
  /** The request could not be made: connection refused or reset, DNS, TLS. */
  requestFailed: 'http_request_failed',
  /** A 2xx answer whose body is not JSON, or larger than `max_response_bytes`. */
  invalidResponse: 'http_invalid_response',
  /** The auth of the registration names an environment variable the engine does not have. */
  authNotConfigured: 'http_auth_not_configured',
} as const;
