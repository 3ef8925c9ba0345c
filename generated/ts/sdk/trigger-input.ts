/* DO NOT EDIT — generated from schema/sdk/trigger-input.schema.json by make generate */
import type { FunctionId } from '../common/function-id.js';
import type { JsonValue } from '../common/json-value.js';

/**
 * What an SDK's `register_trigger` (`registerTrigger`) binds: a trigger of `type` that invokes `function_id`. The SDK adds the binding's id and sends it as `registertrigger`, with `type` as `trigger_type`.
 */
export interface TriggerInput {
  /**
   * Trigger type id: `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type.
   */
  type: string;
  /**
   * Function the trigger invokes; it need not exist yet.
   */
  function_id: FunctionId;
  /**
   * Configuration whose shape the trigger type defines; `{}` when left out.
   */
  config?: JsonValue;
  /**
   * Handed to the function as its `metadata` on every fire.
   */
  metadata?: JsonValue;
}
