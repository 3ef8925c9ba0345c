/* DO NOT EDIT — generated from schema/contracts/observability/clear-output.schema.json by make generate */
/**
 * Output of `engine::traces::clear` and `engine::logs::clear`.
 */
export interface ObservabilityClearOutput {
  /**
   * Always true.
   */
  success: boolean;
  /**
   * Records removed.
   */
  cleared?: number;
  [k: string]: unknown | undefined;
}
