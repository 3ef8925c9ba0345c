/* DO NOT EDIT — generated from schema/contracts/engine/function-detail.schema.json by make generate */
import type { EngineFunctionSummary } from './function-summary.js';
import type { JsonValue } from '../../common/json-value.js';

/**
 * A function as `engine::functions::info` describes it: its summary, the formats it registered and the triggers bound to it.
 */
export type EngineFunctionDetail = EngineFunctionSummary & {
  /**
   * The registration's `request_format`; absent when it had none.
   */
  request_schema?: JsonValue;
  /**
   * The registration's `response_format`; absent when it had none.
   */
  response_schema?: JsonValue;
  /**
   * Every trigger binding that invokes the function, parked ones included.
   */
  registered_triggers: EngineFunctionTrigger[];
  [k: string]: unknown | undefined;
};

/**
 * One binding that invokes the function.
 */
export interface EngineFunctionTrigger {
  /**
   * The binding's id.
   */
  id: string;
  /**
   * The binding's trigger type id.
   */
  trigger_type: string;
  /**
   * The binding's config; `{}` when it was registered without one.
   */
  config: JsonValue;
  [k: string]: unknown | undefined;
}
