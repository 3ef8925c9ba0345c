/* DO NOT EDIT — generated from schema/contracts/state/update-output.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `state::update`, returned once the write is durable. Nothing is written when no op applied.
 */
export interface StateUpdateOutput {
  /**
   * The value before the ops; null when there was none.
   */
  old_value: JsonValue;
  /**
   * The value after the ops that applied; null when the key still has none.
   */
  new_value: JsonValue;
  /**
   * One entry per op that was skipped; absent when every op applied.
   */
  errors?: StateUpdateOpError[];
  [k: string]: unknown | undefined;
}

/**
 * Why one op was skipped.
 */
export interface StateUpdateOpError {
  /**
   * Index of the op in `ops`, from 0.
   */
  op_index: number;
  /**
   * Stable code, `<op>.<problem>`, e.g. `increment.not_number` (listed in docs/errors.md).
   */
  code: string;
  /**
   * What was wrong, with the numbers involved.
   */
  message: string;
  /**
   * Where the code is documented.
   */
  doc_url?: string;
  [k: string]: unknown | undefined;
}
