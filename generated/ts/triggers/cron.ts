/* DO NOT EDIT — generated from schema/triggers/cron.schema.json by make generate */
import type { FunctionId } from '../common/function-id.js';

/**
 * Config of a `cron` trigger: invoke `function_id` on a schedule. The handler receives contracts/cron-event. Unknown keys are ignored.
 */
export interface CronTriggerConfig {
  /**
   * Cron expression with seconds first: 6 fields (`sec min hour dom mon dow`) or 7 with a trailing year, evaluated in UTC.
   */
  expression: string;
  /**
   * Function called with the cron payload first; a result of exactly `false` skips this tick.
   */
  condition_function_id?: FunctionId;
  [k: string]: unknown | undefined;
}
