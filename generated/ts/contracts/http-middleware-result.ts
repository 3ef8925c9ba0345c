/* DO NOT EDIT — generated from schema/contracts/http-middleware-result.schema.json by make generate */
import type { HttpResponse } from './http-response.js';

/**
 * What a middleware function returns: go on to the next middleware and the handler, or answer the request itself. Any other result is read as `continue`.
 */
export interface HttpMiddlewareResult {
  /**
   * `continue`, or `respond` to answer with `response` without running the handler.
   */
  action: 'continue' | 'respond';
  /**
   * The answer when `action` is `respond`.
   */
  response?: HttpResponse;
  [k: string]: unknown | undefined;
}
