/* DO NOT EDIT — generated from schema/contracts/engine/functions-info-output.schema.json by make generate */
import type { EngineFunctionDetail } from './function-detail.js';

/**
 * Output of `engine::functions::info`: the function for `function_id`, or `{functions}` for `function_ids`.
 */
export type EngineFunctionsInfoOutput = EngineFunctionDetail | EngineFunctionsInfoBatch;

/**
 * The answer to `function_ids`.
 */
export interface EngineFunctionsInfoBatch {
  /**
   * One entry per requested id, in the order asked.
   */
  functions: (EngineFunctionDetail | EngineFunctionMissing)[];
  [k: string]: unknown | undefined;
}

/**
 * A requested function that is not registered.
 */
export interface EngineFunctionMissing {
  /**
   * The requested id.
   */
  function_id: string;
  /**
   * Why it is not described.
   */
  error: 'not_found';
  [k: string]: unknown | undefined;
}
