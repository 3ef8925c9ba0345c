/* DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-info-output.schema.json by make generate */
import type { EngineFunctionSummary } from './function-summary.js';
import type { EngineRegisteredTriggerSummary } from './registered-trigger-summary.js';
import type { EngineTriggerTypeSummary } from './trigger-type-summary.js';
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `engine::registered-triggers::info`: the binding, with its metadata, its trigger type and its function.
 */
export type EngineRegisteredTriggersInfoOutput = EngineRegisteredTriggerSummary & {
  /**
   * The binding's metadata; absent when it was registered without.
   */
  metadata?: JsonValue;
  /**
   * The binding's trigger type; null while nobody provides it.
   */
  trigger: EngineTriggerTypeSummary | null;
  /**
   * The function the binding invokes; null while it is not registered.
   */
  function: EngineFunctionSummary | null;
  [k: string]: unknown | undefined;
};
