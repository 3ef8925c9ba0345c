/* DO NOT EDIT — generated from schema/contracts/state/compare-and-set-output.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `state::compare_and_set`, returned once a successful write is durable.
 */
export interface StateCompareAndSetOutput {
  /**
   * True when `value` was stored; false when the entry held something other than `expected` (a conflict).
   */
  ok: boolean;
  /**
   * The entry's value after the call: `value` when ok, otherwise what it holds (null when missing).
   */
  current: JsonValue;
  [k: string]: unknown | undefined;
}
