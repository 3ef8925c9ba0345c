/* DO NOT EDIT — generated from schema/contracts/http-request.schema.json by make generate */
import type { ChannelRef } from '../common/channel-ref.js';
import type { JsonValue } from '../common/json-value.js';

/**
 * Payload an `http` trigger's handler receives for one request. The first fields are those of the iii protocol; `request_path`, `query_params_all` and `raw_body` are svc additions.
 */
export interface HttpRequest {
  /**
   * Query parameters, percent-decoded, one value per name (the last when a name repeats).
   */
  query_params: {
    [k: string]: string | undefined;
  };
  /**
   * Values of the route's `:name` / `{name}` parameters, percent-decoded.
   */
  path_params: {
    [k: string]: string | undefined;
  };
  /**
   * Request headers with lower-case names, one value per name (repeated headers joined with `, `).
   */
  headers: {
    [k: string]: string | undefined;
  };
  /**
   * The registered route pattern, e.g. `/users/:id`.
   */
  path: string;
  /**
   * Request method, upper-case.
   */
  method: string;
  /**
   * The parsed JSON body when the content type is JSON, otherwise null. A malformed JSON body never reaches the handler (the engine answers 400).
   */
  body?: JsonValue;
  /**
   * The route that matched.
   */
  trigger?: {
    /**
     * Always `http`.
     */
    type: 'http';
    /**
     * The registered route pattern.
     */
    path: string;
    /**
     * The registered method.
     */
    method: string;
    [k: string]: unknown | undefined;
  };
  /**
   * svc addition: the path actually requested, without the query string, e.g. `/users/42`.
   */
  request_path?: string;
  /**
   * svc addition: every value of every query parameter, in request order.
   */
  query_params_all?: {
    [k: string]: string[] | undefined;
  };
  /**
   * svc addition: the exact request body bytes, base64-encoded, so that a webhook signature can be verified. Empty string for no body.
   */
  raw_body?: string;
  /**
   * Channel that streams the request body, when the engine offers one.
   */
  request_body?: ChannelRef;
  /**
   * Channel for a streamed response, when the engine offers one.
   */
  response?: ChannelRef;
  /**
   * svc addition: the `context` the route's auth function allowed the request with (contracts/http-auth-result); absent without an auth function.
   */
  auth?: {
    [k: string]: unknown | undefined;
  };
  [k: string]: unknown | undefined;
}
