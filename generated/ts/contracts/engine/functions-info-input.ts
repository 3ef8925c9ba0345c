/* DO NOT EDIT — generated from schema/contracts/engine/functions-info-input.schema.json by make generate */
/**
 * Input of `engine::functions::info`: `function_id` for one function, else `function_ids` for 1 to 32 of them (anything else is refused with `INVALID_ARGUMENTS`).
 */
export interface EngineFunctionsInfoInput {
  /**
   * The one function to describe; an unknown id is refused with `NOT_FOUND`.
   */
  function_id?: string;
  /**
   * The functions to describe, used when `function_id` is absent; unknown ones are answered in place.
   *
   * @minItems 1
   * @maxItems 32
   */
  function_ids?: [string, ...string[]];
  [k: string]: unknown | undefined;
}
