/* DO NOT EDIT — generated from schema/wire/trigger-registration-result.schema.json by make generate */
import type { ErrorBody } from '../common/error-body.js';

/**
 * The outcome of a trigger registration. Provider to engine: the provider's answer to a forwarded `registertrigger`. Engine to worker: sent when the registration failed, and (an svc extension) when it was parked.
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
  /**
   * svc extension, engine to worker, without `error`: the binding was kept but parked, because no module or worker provides its type (yet); it is delivered when a provider registers the type. Reference engines send nothing then, and peers that do not know the field read a result without `error` as no failure.
   */
  parked?: {
    /**
     * Why it is parked, e.g. `no module or worker provides trigger type "cron"`.
     */
    reason: string;
    [k: string]: unknown | undefined;
  };
  [k: string]: unknown | undefined;
}
