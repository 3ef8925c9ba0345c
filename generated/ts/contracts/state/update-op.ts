/* DO NOT EDIT — generated from schema/contracts/state/update-op.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * One operation of `state::update`, tagged by `type`. The ops of a call run in order on one value; a missing key starts as `{}`. An op that cannot apply (wrong target type, path over the limits, a refused segment `__proto__`, `constructor` or `prototype`) is skipped and reported in the result's `errors` with its index; the other ops still apply.
 */
export type StateUpdateOp = {
  /**
   * Operation tag: `set`, `merge`, `increment`, `decrement`, `append` or `remove`.
   */
  type: string;
  [k: string]: unknown | undefined;
} & (StateSetOp | StateMergeOp | StateIncrementOp | StateDecrementOp | StateAppendOp | StateRemoveOp);

/**
 * Sets a first-level field; the path `""` replaces the whole value.
 */
export interface StateSetOp {
  /**
   * Operation tag.
   */
  type: 'set';
  /**
   * First-level field name, taken literally (dots are not separators); `""` is the root.
   */
  path: string;
  /**
   * The value to store there.
   */
  value: JsonValue;
  [k: string]: unknown | undefined;
}

/**
 * Shallow-merges an object into the target object, creating missing (or null) objects along the path. The target must be an object, null or missing.
 */
export interface StateMergeOp {
  /**
   * Operation tag.
   */
  type: 'merge';
  /**
   * Where to merge: one field name, or an array of segments for a nested target. Absent, `""` or `[]` is the root. At most 32 segments of at most 256 bytes.
   */
  path?: string | string[];
  /**
   * Object whose fields are copied onto the target (at most 1024 fields, nesting depth at most 16).
   */
  value: JsonValue;
  [k: string]: unknown | undefined;
}

/**
 * Adds `by` to a number field; a missing field starts at `by`.
 */
export interface StateIncrementOp {
  /**
   * Operation tag.
   */
  type: 'increment';
  /**
   * First-level field name; `""` is the root.
   */
  path: string;
  /**
   * Amount to add.
   */
  by: number;
  [k: string]: unknown | undefined;
}

/**
 * Subtracts `by` from a number field; a missing field starts at `-by`.
 */
export interface StateDecrementOp {
  /**
   * Operation tag.
   */
  type: 'decrement';
  /**
   * First-level field name; `""` is the root.
   */
  path: string;
  /**
   * Amount to subtract.
   */
  by: number;
  [k: string]: unknown | undefined;
}

/**
 * Appends to an array, or concatenates a string to a string. A missing or null target becomes `[value]`, or the string itself when `value` is a string.
 */
export interface StateAppendOp {
  /**
   * Operation tag.
   */
  type: 'append';
  /**
   * The target: one field name, or an array of segments for a nested target (missing objects along it are created). Absent, `""` or `[]` is the root.
   */
  path?: string | string[];
  /**
   * The element to append, or the string to concatenate.
   */
  value: JsonValue;
  [k: string]: unknown | undefined;
}

/**
 * Removes a first-level field (removing a missing one is not an error); the path `""` sets the whole value to null.
 */
export interface StateRemoveOp {
  /**
   * Operation tag.
   */
  type: 'remove';
  /**
   * First-level field name; `""` is the root.
   */
  path: string;
  [k: string]: unknown | undefined;
}
