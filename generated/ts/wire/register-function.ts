/* DO NOT EDIT — generated from schema/wire/register-function.schema.json by make generate */
import type { FunctionId } from '../common/function-id.js';
import type { JsonValue } from '../common/json-value.js';

/**
 * Worker to engine: this connection now handles the function `id`. No reply. Registering an id another connection owns transfers ownership to this one; the function goes away when its owner disconnects.
 */
export interface RegisterFunction {
  /**
   * Message tag.
   */
  type: 'registerfunction';
  /**
   * The function id.
   */
  id: FunctionId;
  /**
   * What the function does, shown in listings and the console.
   */
  description?: string;
  /**
   * Shape of the payload the function accepts, usually a JSON Schema.
   */
  request_format?: JsonValue;
  /**
   * Shape of the result the function returns, usually a JSON Schema.
   */
  response_format?: JsonValue;
  /**
   * Free-form metadata. `internal: true` hides the function from default listings.
   */
  metadata?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Present for an HTTP-invoked function: an engine module (svc-http-functions) calls this URL instead of a worker. Without that module, or for a URL outside its `allowed_urls`, the registration is dropped with a warning, so calls get `function_not_found`; the registering worker never receives them.
   */
  invocation?: {
    /**
     * URL the engine sends the payload to.
     */
    url: string;
    /**
     * HTTP method, `POST` when absent.
     */
    method?: string;
    /**
     * How long the engine waits for the response, in milliseconds.
     */
    timeout_ms?: number;
    /**
     * Extra request headers.
     */
    headers?: {
      [k: string]: string | undefined;
    };
    auth?: JsonValue;
    [k: string]: unknown | undefined;
  };
  /**
   * svc extension: the engine's deadline for one invocation of this function, in milliseconds; the engine default applies when absent.
   */
  timeout_ms?: number;
  [k: string]: unknown | undefined;
}
