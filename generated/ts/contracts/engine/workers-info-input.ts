/* DO NOT EDIT — generated from schema/contracts/engine/workers-info-input.schema.json by make generate */
/**
 * Input of `engine::workers::info`: the worker to describe. A worker not connected is refused with `NOT_FOUND`.
 */
export interface EngineWorkersInfoInput {
  /**
   * The worker's name, or its connection id.
   */
  name: string;
  [k: string]: unknown | undefined;
}
