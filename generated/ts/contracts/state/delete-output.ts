/* DO NOT EDIT — generated from schema/contracts/state/delete-output.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `state::delete`: the raw previous value, or null when there was none (not an `{old_value}` object, whatever some iii SDK types claim).
 */
export type StateDeleteOutput = JsonValue;
