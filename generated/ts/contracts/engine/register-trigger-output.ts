/* DO NOT EDIT — generated from schema/contracts/engine/register-trigger-output.schema.json by make generate */
/**
 * Output of `engine::register_trigger`.
 */
export interface EngineRegisterTriggerOutput {
  /**
   * Id of the new binding (a UUID), for `engine::unregister_trigger`.
   */
  id: string;
  [k: string]: unknown | undefined;
}
