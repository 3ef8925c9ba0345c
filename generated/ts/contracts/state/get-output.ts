/* DO NOT EDIT — generated from schema/contracts/state/get-output.schema.json by make generate */
/**
 * Output of `state::get`: the stored value, or null when the key has none.
 */
export type StateGetOutput = {} | unknown[] | string | number | boolean | null;
