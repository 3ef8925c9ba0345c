/* DO NOT EDIT — generated from schema/contracts/cron-event.schema.json by make generate */
/**
 * Payload a `cron` trigger's handler receives on each tick.
 */
export interface CronEvent {
  /**
   * Always `cron`.
   */
  trigger: 'cron';
  /**
   * Id of the cron trigger that fired.
   */
  job_id: string;
  /**
   * When the tick was due, RFC 3339 in UTC.
   */
  scheduled_time: string;
  /**
   * When the engine fired it, RFC 3339 in UTC.
   */
  actual_time: string;
  [k: string]: unknown | undefined;
}
