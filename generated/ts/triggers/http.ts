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
  [k: string]: unknown | undefined;
}
