/* DO NOT EDIT — generated from schema/contracts/engine/register-trigger-input.schema.json by make generate */
import type { JsonValue } from '../../common/json-value.js';

/**
 * Input of `engine::register_trigger`: a binding owned by the engine, which outlives the caller. Without `trigger_type` or `function_id` the call is refused with `INVALID_ARGUMENTS`; a provider's refusal is the call's error.
 */
export interface EngineRegisterTriggerInput {
  /**
   * Trigger type id; a type nobody provides yet parks the binding until one does.
   */
  trigger_type: string;
  /**
   * Function the binding invokes; it need not exist yet.
   */
  function_id: string;
  /**
   * Configuration whose shape the trigger type defines; `{}` when absent.
   */
  config?: JsonValue;
  /**
   * Sent to the function as its metadata on every fire.
   */
  metadata?: JsonValue;
  [k: string]: unknown | undefined;
}
