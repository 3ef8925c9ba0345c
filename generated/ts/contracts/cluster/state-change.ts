/* DO NOT EDIT — generated from schema/contracts/cluster/state-change.schema.json by make generate */
import type { StateEvent } from '../state-event.js';

/**
 * A state change one engine announces to the others sharing svc-state's Redis, published on `<key_prefix>changes` once the change is durable: each other engine fires its own `state` trigger bindings with `change`.
 */
export interface ClusterStateChange {
  /**
   * Id of the svc-state instance that made the change (random per start); it fires its own bindings and ignores its own announcements.
   */
  origin: string;
  /**
   * The change, as a `state` trigger's handler receives it.
   */
  change: StateEvent;
  [k: string]: unknown | undefined;
}
