/* DO NOT EDIT — generated from schema/contracts/state-event.schema.json by make generate */
import type { JsonValue } from '../common/json-value.js';

/**
 * Payload a `state` trigger's handler receives after a state entry changed.
 */
export interface StateEvent {
  /**
   * Always `state`.
   */
  type: 'state';
  /**
   * `state:created` when there was no previous value, `state:updated` when there was, `state:deleted` for a delete.
   */
  event_type: 'state:created' | 'state:updated' | 'state:deleted';
  /**
   * Scope (group) of the entry.
   */
  scope: string;
  /**
   * Key of the entry.
   */
  key: string;
  /**
   * Value before the change; null when there was none.
   */
  old_value: JsonValue;
  /**
   * Value after the change; null after a delete.
   */
  new_value: JsonValue;
  [k: string]: unknown | undefined;
}
