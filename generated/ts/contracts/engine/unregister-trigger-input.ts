/* DO NOT EDIT — generated from schema/contracts/engine/unregister-trigger-input.schema.json by make generate */
/**
 * Input of `engine::unregister_trigger`: the binding to remove, whoever registered it.
 */
export interface EngineUnregisterTriggerInput {
  /**
   * The binding's id.
   */
  id: string;
  /**
   * The binding's trigger type id; accepted and ignored by svc.
   */
  trigger_type?: string;
  [k: string]: unknown | undefined;
}
