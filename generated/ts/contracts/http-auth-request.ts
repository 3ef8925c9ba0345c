/* DO NOT EDIT — generated from schema/contracts/http-auth-request.schema.json by make generate */
import type { JsonValue } from '../common/json-value.js';

/**
 * Payload of the function an `http` trigger names in `auth_function_id`, called before anything else runs for the request (middleware, condition, handler). It returns contracts/http-auth-result. The body is left out unless the trigger sets `auth_include_body`.
 */
export interface HttpAuthRequest {
  /**
   * Request method, upper-case.
   */
  method: string;
  /**
   * The registered route pattern, e.g. `/users/:id`.
   */
  path: string;
  /**
   * The path actually requested, without the query string.
   */
  request_path: string;
  /**
   * Request headers with lower-case names, one value per name (repeated headers joined with `, `).
   */
  headers: {
    [k: string]: string | undefined;
  };
  /**
   * Query parameters, percent-decoded, one value per name (the last when a name repeats).
   */
  query_params: {
    [k: string]: string | undefined;
  };
  /**
   * Values of the route's parameters, percent-decoded.
   */
  path_params: {
    [k: string]: string | undefined;
  };
  /**
   * With `auth_include_body` only: the parsed JSON body, as the handler would receive it.
   */
  body?: JsonValue;
  /**
   * With `auth_include_body` only: the exact body bytes, base64-encoded (to check a webhook signature).
   */
  raw_body?: string;
  [k: string]: unknown | undefined;
}
