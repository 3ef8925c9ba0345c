/* DO NOT EDIT — generated from schema/contracts/state/list-keys-output.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `state::list_keys`: one page of entries.
 */
export interface StateListKeysOutput {
  /**
   * Entries of this page, ordered by key.
   */
  items: StateKeyValue[];
  /**
   * Pass as `cursor` to get the next page; null when this page is the last.
   */
  next_cursor: string | null;
  [k: string]: unknown | undefined;
}

/**
 * One entry.
 */
export interface StateKeyValue {
  /**
   * Key of the entry.
   */
  key: string;
  /**
   * Its value.
   */
  value: JsonValue;
  [k: string]: unknown | undefined;
}
