/* DO NOT EDIT — generated from schema/contracts/engine/workers-available-event.schema.json by make generate */
/**
 * What a binding of the `engine::workers-available` trigger type receives: one worker connected, disconnected or described itself.
 */
export interface EngineWorkersAvailableEvent {
  /**
   * What happened to the worker.
   */
  event: 'worker_connected' | 'worker_disconnected' | 'worker_metadata_updated';
  /**
   * The worker's connection id (a UUID), or a built-in module's name.
   */
  worker_id: string;
  [k: string]: unknown | undefined;
}
