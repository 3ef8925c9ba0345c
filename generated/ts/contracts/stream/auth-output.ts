/* DO NOT EDIT — generated from schema/contracts/stream/auth-output.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * What svc-stream's `auth_function` answers to let a socket in; failing (throwing) refuses the upgrade with 401.
 */
export interface StreamAuthOutput {
  /**
   * Handed to `stream:join` and `stream:leave` handlers as `context`.
   */
  context?: JsonValue;
  [k: string]: unknown | undefined;
}
