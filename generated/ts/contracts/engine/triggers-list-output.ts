/* DO NOT EDIT — generated from schema/contracts/engine/triggers-list-output.schema.json by make generate */
import type { EngineTriggerTypeSummary } from './trigger-type-summary.js';

/**
 * Output of `engine::triggers::list`.
 */
export interface EngineTriggersListOutput {
  /**
   * The trigger types that pass the filters, sorted by id.
   */
  triggers: EngineTriggerTypeSummary[];
  [k: string]: unknown | undefined;
}
