/* DO NOT EDIT — generated from schema/triggers/cron.schema.json by make generate */
import type { FunctionId } from '../common/function-id.js';

/**
 * Config of a `cron` trigger: invoke `function_id` on a schedule. The handler receives contracts/cron-event. Unknown keys are ignored.
 */
export interface CronTriggerConfig {
  /**
   * Cron expression with seconds first: 6 fields (`sec min hour dom mon dow`) or 7 with a trailing year, evaluated in UTC unless `timezone` is given.
   */
  expression: string;
  /**
   * IANA time zone the expression is read in (`Europe/Paris`); UTC when absent.
   */
  timezone?: string;
  /**
   * `skip` (default): a tick due while the job's previous run is still going is skipped, logged and counted; `allow`: it runs anyway.
   */
  overlap?: 'skip' | 'allow';
  /**
   * When the job was not running at its last due tick (the engine was down, or the binding away), `true` fires that one tick once when the job is bound again; `false` (default) does not replay it.
   */
  catch_up?: boolean;
  /**
   * Function called with the cron payload first; a result of exactly `false` skips this tick.
   */
  condition_function_id?: FunctionId;
  [k: string]: unknown | undefined;
}
