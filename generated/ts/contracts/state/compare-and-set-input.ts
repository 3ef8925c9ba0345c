/* DO NOT EDIT — generated from schema/contracts/state/compare-and-set-input.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Input of `state::compare_and_set`: store `value` only if the current value equals `expected` (compared structurally: same JSON, object field order ignored). Serialized per key on every adapter and across engines sharing a Redis.
 */
export interface StateCompareAndSetInput {
  /**
   * Scope (group) of the entry.
   */
  scope: string;
  /**
   * Key of the entry within its scope.
   */
  key: string;
  /**
   * The value the entry must hold; null matches a missing key (or a stored null).
   */
  expected: JsonValue;
  /**
   * The value to store when it does.
   */
  value: JsonValue;
  [k: string]: unknown | undefined;
}
