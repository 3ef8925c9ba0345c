/* DO NOT EDIT — generated from schema/contracts/state/set-input.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Input of `state::set`: store `value` under `scope`/`key`, replacing any previous value. One of `value` and `data` is required (checked by the function, refused with `deserialization_error`); `data` is an alias of `value` kept for iii clients.
 */
export interface StateSetInput {
  /**
   * Scope (group) of the entry.
   */
  scope: string;
  /**
   * Key of the entry within its scope.
   */
  key: string;
  /**
   * The value to store; its JSON text may not exceed the module's `max_value_bytes`.
   */
  value?: JsonValue;
  /**
   * Alias of `value`, used when `value` is absent.
   */
  data?: JsonValue;
  [k: string]: unknown | undefined;
}
