/* DO NOT EDIT — generated from schema/wire/register-trigger-type.schema.json by make generate */
import type { JsonValue } from '../common/json-value.js';

/**
 * Worker to engine: this connection provides the trigger type `id`. No reply. The engine forwards every binding of the type, including parked ones, to this connection; registering the type again moves it to the new provider.
 */
export interface RegisterTriggerType {
  /**
   * Message tag.
   */
  type: 'registertriggertype';
  /**
   * Trigger type id, e.g. `webhook`.
   */
  id: string;
  /**
   * What fires the trigger; every known SDK sends it.
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
  /**
   * Namespace of the type; accepted and ignored by svc.
   */
  namespace?: string;
  [k: string]: unknown | undefined;
}
