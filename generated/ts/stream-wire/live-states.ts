/* DO NOT EDIT — generated from schema/stream-wire/live-states.schema.json by make generate */
import type { JsonValue } from '../common/json-value.js';

/**
 * `data` of the `changes` events of `svc:live` group `states`: state entries created, updated or deleted since the last frame (at most one frame per `live_interval_ms`), the last change of each entry only. A client reads once, then applies these; when `dropped` is above 0 it reads again.
 */
export interface LiveStateChanges {
  /**
   * The entries that changed, at most 500 per frame, each with its last change.
   */
  changes: LiveStateChange[];
  /**
   * Further entries that changed in the window but did not fit in `changes`; read the scope again when above 0.
   */
  dropped: number;
  [k: string]: unknown | undefined;
}

/**
 * The last change of one entry in the window.
 */
export interface LiveStateChange {
  /**
   * Scope (group) of the entry.
   */
  scope: string;
  /**
   * Key of the entry.
   */
  key: string;
  /**
   * What its last change was, as in `contracts/state-event`.
   */
  event_type: 'state:created' | 'state:updated' | 'state:deleted';
  /**
   * The entry's value after the change; absent after a delete and when `value_omitted`.
   */
  value?: JsonValue;
  /**
   * True when the value is too large for the feed (over 4096 characters of JSON): read it with `state::get`.
   */
  value_omitted?: boolean;
  [k: string]: unknown | undefined;
}
