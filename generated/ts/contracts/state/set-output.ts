/* DO NOT EDIT — generated from schema/contracts/state/set-output.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `state::set`, returned once the write is durable.
 */
export interface StateSetOutput {
  /**
   * The value before the write; null when there was none.
   */
  old_value: JsonValue;
  /**
   * The value stored.
   */
  new_value: JsonValue;
  [k: string]: unknown | undefined;
}
