/* DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-list-output.schema.json by make generate */
import type { EngineRegisteredTriggerSummary } from './registered-trigger-summary.js';

/**
 * Output of `engine::registered-triggers::list`.
 */
export interface EngineRegisteredTriggersListOutput {
  /**
   * The bindings that pass the filters, sorted by id.
   */
  registered_triggers: EngineRegisteredTriggerSummary[];
  [k: string]: unknown | undefined;
}
