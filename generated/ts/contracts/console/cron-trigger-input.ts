/* DO NOT EDIT — generated from schema/contracts/console/cron-trigger-input.schema.json by make generate */
/**
 * Body of `POST /_console/cron/trigger`: fire a cron binding now (`cron::trigger_now` of svc-cron, whose output is the answer).
 */
export interface ConsoleCronTriggerInput {
  /**
   * The cron binding's id.
   */
  trigger_id: string;
  [k: string]: unknown | undefined;
}
