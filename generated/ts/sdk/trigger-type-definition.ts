/* DO NOT EDIT — generated from schema/sdk/trigger-type-definition.schema.json by make generate */
import type { JsonValue } from '../common/json-value.js';

/**
 * What an SDK's `register_trigger_type` (`registerTriggerType`) declares, sent as it is on `registertriggertype`.
 */
export interface TriggerTypeDefinition {
  /**
   * Trigger type id, e.g. `webhook`.
   */
  id: string;
  /**
   * What fires the trigger; sent as `""` when left out.
   */
  description?: string;
  /**
   * JSON Schema of a binding's `config`.
   */
  trigger_request_format?: JsonValue;
  /**
   * JSON Schema of the payload handlers receive.
   */
  call_request_format?: JsonValue;
}
