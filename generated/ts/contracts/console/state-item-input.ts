/* DO NOT EDIT — generated from schema/contracts/console/state-item-input.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Body of `POST /_console/states/:scope/item`: store `value` under `key` (`state::set`, whose output is the answer).
 */
export interface ConsoleStateItemInput {
  /**
   * Key of the entry.
   */
  key: string;
  /**
   * The value to store.
   */
  value?: JsonValue;
  /**
   * Alias of `value`, as the older reference console sent it.
   */
  data?: JsonValue;
  [k: string]: unknown | undefined;
}
