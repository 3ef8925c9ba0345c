/* DO NOT EDIT — generated from schema/sdk/register-function-options.schema.json by make generate */
import type { JsonValue } from '../common/json-value.js';

/**
 * Options of an SDK's `register_function` (`registerFunction`): the fields of the `registerfunction` message the caller chooses, sent as they are.
 */
export interface RegisterFunctionOptions {
  /**
   * What the function does, shown in listings.
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
   * Free-form metadata; `internal: true` hides the function from default listings.
   */
  metadata?: {
    [k: string]: unknown | undefined;
  };
  /**
   * The engine's deadline for one invocation of this function, in milliseconds (an svc extension).
   */
  timeout_ms?: number;
}
