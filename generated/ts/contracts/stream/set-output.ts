/* DO NOT EDIT — generated from schema/contracts/stream/set-output.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `stream::set`.
 */
export interface StreamSetOutput {
  /**
   * The item before the write; null when there was none.
   */
  old_value: JsonValue;
  /**
   * The item stored.
   */
  new_value: JsonValue;
  [k: string]: unknown | undefined;
}
