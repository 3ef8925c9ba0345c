/* DO NOT EDIT — generated from schema/contracts/engine/functions-available-event.schema.json by make generate */
import type { EngineFunctionSummary } from './function-summary.js';

/**
 * What a binding of the `engine::functions-available` trigger type receives: the set of functions changed (once per burst of changes), and what it is now.
 */
export interface EngineFunctionsAvailableEvent {
  /**
   * Always `functions_changed`.
   */
  event: 'functions_changed';
  /**
   * Every function now registered, internal ones left out.
   */
  functions: EngineFunctionSummary[];
  [k: string]: unknown | undefined;
}
