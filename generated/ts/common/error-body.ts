/* DO NOT EDIT — generated from schema/common/error-body.schema.json by make generate */
import type { JsonValue } from './json-value.js';

/**
 * An error as it travels on the wire: in an invocation result, a trigger registration result or an HTTP error response. The code is a stable lower_snake string listed in docs/errors.md (wire-compatible codes keep their original spelling).
 */
export interface ErrorBody {
  /**
   * Stable machine-readable error code, e.g. `function_not_found`, `invocation_failed`, `invocation_stopped`, `timeout`.
   */
  code: string;
  /**
   * Human-readable explanation of what went wrong.
   */
  message: string;
  /**
   * Stack trace or traceback of the handler that failed, when the worker chose to send one.
   */
  stacktrace?: string;
  /**
   * Optional structured detail about the error (any JSON value).
   */
  data?: JsonValue;
  [k: string]: unknown | undefined;
}
