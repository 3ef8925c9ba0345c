/* DO NOT EDIT — generated from schema/contracts/engine/functions-list-output.schema.json by make generate */
import type { EngineFunctionSummary } from './function-summary.js';

/**
 * Output of `engine::functions::list`.
 */
export interface EngineFunctionsListOutput {
  /**
   * The functions that pass the filters, sorted by id.
   */
  functions: EngineFunctionSummary[];
  [k: string]: unknown | undefined;
}
