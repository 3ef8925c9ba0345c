/* DO NOT EDIT — generated from schema/triggers/http.schema.json by make generate */
import type { FunctionId } from '../common/function-id.js';

/**
 * Config of an `http` trigger: serve `function_id` at a method and path of the engine HTTP API. The handler receives contracts/http-request and returns contracts/http-response. Unknown keys are ignored.
 */
export interface HttpTriggerConfig {
  /**
   * Route path. Parameters are written `:name` or `{name}`; a leading `/` is optional. Paths beginning with `/_` are reserved for the engine.
   */
  api_path: string;
  /**
   * HTTP method, `GET` when absent; matched case-insensitively.
   */
  http_method?: string;
  /**
   * Function called with the request payload first; a result of exactly `false` answers 422 with `skipped: true` instead of running the handler.
   */
  condition_function_id?: FunctionId;
  /**
   * Functions run before the handler, in order.
   */
  middleware_function_ids?: FunctionId[];
  /**
   * svc addition: function called with contracts/http-auth-request before the middleware, condition and handler; it returns contracts/http-auth-result. A refusal is answered 401 or 403 without calling the handler; a failure, a timeout or a result that is not contracts/http-auth-result is answered 503 `AUTH_UNAVAILABLE`.
   */
  auth_function_id?: FunctionId;
  /**
   * svc addition: give the auth function the request body (`body`, `raw_body`); it is then called once the body is in. Without it the auth function runs before the body is read, so a refused client sends none.
   */
  auth_include_body?: boolean;
  /**
   * svc addition: hand the request body to the handler as a channel (`request_body`, a reader) instead of `body`/`raw_body`, with no JSON body limit, and offer a `response` channel (a writer) to stream the answer: text frames `{"type":"set_status","status_code":n}` and `{"type":"set_headers","headers":{…}}`, then binary body chunks, then close. Needs svc-channels.
   */
  stream_body?: boolean;
  /**
   * svc addition: with `stream_body`, the largest request body this route takes (default 1 GiB); past it the body channel is closed with 1009 and the request answered 413 if no answer was sent yet.
   */
  body_limit_bytes?: number;
  [k: string]: unknown | undefined;
}
