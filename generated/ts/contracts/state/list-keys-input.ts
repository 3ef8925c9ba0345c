/* DO NOT EDIT — generated from schema/contracts/state/list-keys-input.schema.json by make generate */
/**
 * Input of `state::list_keys`: one page of a scope's entries, ordered by key (Unicode code point order).
 */
export interface StateListKeysInput {
  /**
   * Scope (group) to list.
   */
  scope: string;
  /**
   * Only keys starting with this text.
   */
  prefix?: string;
  /**
   * `next_cursor` of the previous page; absent or null for the first page.
   */
  cursor?: string | null;
  /**
   * Most entries in the page.
   */
  limit?: number;
  [k: string]: unknown | undefined;
}
