/* DO NOT EDIT — generated from schema/contracts/engine/trigger-type-summary.schema.json by make generate */
/**
 * A trigger type as `engine::triggers::list` and `engine::registered-triggers::info` show it.
 */
export interface EngineTriggerTypeSummary {
  /**
   * The trigger type id, e.g. `http`.
   */
  id: string;
  /**
   * Name of the worker or built-in module that provides it.
   */
  worker_name: string;
  /**
   * What fires it, as registered; empty when the registration had none.
   */
  description: string;
  [k: string]: unknown | undefined;
}
