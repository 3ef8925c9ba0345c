/* DO NOT EDIT — generated from schema/contracts/engine/unregister-trigger-output.schema.json by make generate */
/**
 * Output of `engine::unregister_trigger`.
 */
export interface EngineUnregisterTriggerOutput {
  /**
   * True when the binding existed and is now gone; false when there was no binding with that id.
   */
  removed: boolean;
  [k: string]: unknown | undefined;
}
