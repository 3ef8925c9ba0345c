/* DO NOT EDIT — generated from schema/stream-wire/live-registry.schema.json by make generate */
/**
 * `data` of the `changes` events of `svc:live` group `registry`: what was added and removed since the last frame (at most one frame per `live_interval_ms`). A client lists once on (re)connect, then applies these.
 */
export interface LiveRegistryChanges {
  functions: LiveFunctionDelta;
  triggers: LiveTriggerDelta;
  workers: LiveWorkerDelta;
  [k: string]: unknown | undefined;
}

/**
 * Function ids added and removed.
 */
export interface LiveFunctionDelta {
  /**
   * Ids added.
   */
  added: string[];
  /**
   * Ids removed.
   */
  removed: string[];
  [k: string]: unknown | undefined;
}

/**
 * Trigger binding ids added and removed.
 */
export interface LiveTriggerDelta {
  /**
   * Ids added.
   */
  added: string[];
  /**
   * Ids removed.
   */
  removed: string[];
  [k: string]: unknown | undefined;
}

/**
 * Worker ids connected and gone.
 */
export interface LiveWorkerDelta {
  /**
   * Ids added.
   */
  added: string[];
  /**
   * Ids removed.
   */
  removed: string[];
  [k: string]: unknown | undefined;
}
