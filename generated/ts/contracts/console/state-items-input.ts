/* DO NOT EDIT — generated from schema/contracts/console/state-items-input.schema.json by make generate */
/**
 * Body of `POST /_console/states/group`: one page of a scope's entries with their real keys (`state::list_keys`, whose output is the answer).
 */
export interface ConsoleStateItemsInput {
  /**
   * The scope to list.
   */
  scope: string;
  /**
   * Only keys starting with this.
   */
  prefix?: string;
  /**
   * The previous page's `next_cursor`.
   */
  cursor?: string | null;
  /**
   * Most entries; 100 when absent.
   */
  limit?: number;
  [k: string]: unknown | undefined;
}
