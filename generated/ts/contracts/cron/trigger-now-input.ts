/* DO NOT EDIT — generated from schema/contracts/cron/trigger-now-input.schema.json by make generate */
/**
 * Input of `cron::trigger_now`: the `cron` binding to run at once.
 */
export interface CronTriggerNowInput {
  /**
   * Id of an active `cron` binding (the cron payload's `job_id`).
   */
  trigger_id: string;
  [k: string]: unknown | undefined;
}
