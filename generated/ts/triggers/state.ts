/* DO NOT EDIT — generated from schema/triggers/state.schema.json by make generate */
import type { FunctionId } from '../common/function-id.js';

/**
 * Config of a `state` trigger: invoke `function_id` after a state entry changes and the change is durable. Absent filters match everything. The handler receives contracts/state-event. Unknown keys are ignored.
 */
export interface StateTriggerConfig {
  /**
   * Only changes in this scope.
   */
  scope?: string;
  /**
   * Only changes of this key.
   */
  key?: string;
  /**
   * Only these kinds of change.
   *
   * @minItems 1
   */
  event_types?: [
    'state:created' | 'state:updated' | 'state:deleted',
    ...('state:created' | 'state:updated' | 'state:deleted')[]
  ];
  /**
   * Function called with the change payload first; a result of exactly `false` skips the handler.
   */
  condition_function_id?: FunctionId;
  [k: string]: unknown | undefined;
}
