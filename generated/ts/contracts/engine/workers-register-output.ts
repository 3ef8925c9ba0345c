/* DO NOT EDIT — generated from schema/contracts/engine/workers-register-output.schema.json by make generate */
/**
 * Output of `engine::workers::register`. SDKs call it void, so nobody receives it.
 */
export interface EngineWorkersRegisterOutput {
  /**
   * Always true: a failure is an error instead.
   */
  success: true;
  [k: string]: unknown | undefined;
}
