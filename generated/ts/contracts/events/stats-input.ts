/* DO NOT EDIT — generated from schema/contracts/events/stats-input.schema.json by make generate */
/**
 * Input of `events::stats`: nothing is required.
 */
export interface EventsStatsInput {
  [k: string]: unknown | undefined;
}
