/* DO NOT EDIT — generated from schema/contracts/cron/trigger-now-output.schema.json by make generate */
import type { ErrorBody } from '../../common/error-body.js';
import type { JsonValue } from '../../common/json-value.js';

/**
 * Output of `cron::trigger_now`: the job's function ran with `actual_time` (and `scheduled_time`) now; its result, or its error in `error`.
 */
export interface CronTriggerNowOutput {
  /**
   * The binding that ran.
   */
  trigger_id: string;
  /**
   * The function it invoked.
   */
  function_id: string;
  /**
   * What the function returned; null when it returned nothing.
   */
  result?: JsonValue;
  /**
   * The function's error, when it failed.
   */
  error?: ErrorBody;
  [k: string]: unknown | undefined;
}
