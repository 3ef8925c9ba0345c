/* DO NOT EDIT — generated from schema/contracts/cron/stats-input.schema.json by make generate */
/**
 * Input of `cron::stats`: nothing is required.
 */
export interface CronStatsInput {
  [k: string]: unknown | undefined;
}
