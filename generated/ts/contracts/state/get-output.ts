/* DO NOT EDIT — generated from schema/contracts/state/get-output.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `state::get`: the stored value, or null when the key has none.
 */
export type StateGetOutput = JsonValue;
