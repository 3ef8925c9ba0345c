/* DO NOT EDIT — generated from schema/wire/trigger-registration-result.schema.json by make generate */
import type { ErrorBody } from '../common/error-body.js';

/**
 * The outcome of a trigger registration. Provider to engine: the provider's answer to a forwarded `registertrigger`. Engine to worker: sent only when the registration failed.
 */
export interface TriggerRegistrationResult {
  /**
   * Message tag.
   */
  type: 'triggerregistrationresult';
  /**
   * Trigger id the result is about.
   */
  id: string;
  /**
   * Trigger type id.
   */
  trigger_type: string;
  /**
   * Function the trigger targets; empty when the provider does not know it.
   */
  function_id: string;
  /**
   * Present when the registration failed (`trigger_registration_failed`, `trigger_type_not_found`).
   */
  error?: ErrorBody;
  [k: string]: unknown | undefined;
}
