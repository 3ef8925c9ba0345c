/* DO NOT EDIT — generated from schema/contracts/console/error.schema.json by make generate */
/**
 * Body of every failed `/_console/*` request. The HTTP status says what happened: 400 bad body, 404 no such function or path, 413 body too large, 502 the function failed, 503 the module serving the endpoint is not running, 504 timeout.
 */
export interface ConsoleError {
  error: ConsoleErrorBody;
  [k: string]: unknown | undefined;
}

/**
 * What went wrong.
 */
export interface ConsoleErrorBody {
  /**
   * The function's error code, or the console API's own (docs/errors.md): `bad_request`, `not_found`, `payload_too_large`, `module_unavailable`.
   */
  code: string;
  /**
   * Human-readable reason.
   */
  message: string;
  /**
   * The handler's stack, when the function sent one.
   */
  stacktrace?: string;
  /**
   * With `module_unavailable`: the module to add to the config.
   */
  module?: string;
  [k: string]: unknown | undefined;
}
