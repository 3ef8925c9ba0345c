/* DO NOT EDIT — generated from schema/contracts/stream/delete-output.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `stream::delete`.
 */
export interface StreamDeleteOutput {
  /**
   * The item removed; null when there was none.
   */
  old_value: JsonValue;
  [k: string]: unknown | undefined;
}
