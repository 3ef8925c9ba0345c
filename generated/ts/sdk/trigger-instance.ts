/* DO NOT EDIT — generated from schema/sdk/trigger-instance.schema.json by make generate */
import type { JsonValue } from '../common/json-value.js';

/**
 * One binding of a trigger type the worker provides, as an SDK hands it to the type's handler: the `registertrigger` the engine forwarded, without its message tag.
 */
export interface TriggerInstance {
  /**
   * The binding's id.
   */
  id: string;
  /**
   * The trigger type id.
   */
  trigger_type: string;
  /**
   * Function the binding invokes (empty in an unregister the SDK never saw registered).
   */
  function_id: string;
  /**
   * The binding's configuration: `{}` when the engine sent none; null in an unregister the SDK never saw registered.
   */
  config: JsonValue;
  /**
   * The binding's metadata, when it has some.
   */
  metadata?: JsonValue;
}
