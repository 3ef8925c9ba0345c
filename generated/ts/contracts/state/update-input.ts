/* DO NOT EDIT — generated from schema/contracts/state/update-input.schema.json by make generate */
import type { StateUpdateOp } from './update-op.js';

/**
 * Input of `state::update`: apply `ops` in order to one entry, atomically (no other write to the entry interleaves, on any adapter or engine).
 */
export interface StateUpdateInput {
  /**
   * Scope (group) of the entry.
   */
  scope: string;
  /**
   * Key of the entry within its scope.
   */
  key: string;
  /**
   * Operations, applied in order.
   */
  ops: StateUpdateOp[];
  [k: string]: unknown | undefined;
}
