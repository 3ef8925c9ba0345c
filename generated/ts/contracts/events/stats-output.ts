/* DO NOT EDIT — generated from schema/contracts/events/stats-output.schema.json by make generate */
/**
 * Output of `events::stats`: counts since the engine started.
 */
export interface EventsStatsOutput {
  /**
   * The adapter in use: `local` or `redis`.
   */
  adapter: string;
  /**
   * Active `event` and `subscribe` bindings in this engine.
   */
  subscriptions: number;
  /**
   * Events published through this engine.
   */
  published: number;
  /**
   * Deliveries to subscribers of this engine that completed.
   */
  delivered: number;
  /**
   * Deliveries whose subscriber (or condition) failed; each is logged.
   */
  failed: number;
  /**
   * Deliveries whose condition function answered `false`.
   */
  skipped?: number;
  /**
   * Deliveries dropped because `max_in_flight` were running.
   */
  dropped: number;
  /**
   * Deliveries running now.
   */
  in_flight: number;
  [k: string]: unknown | undefined;
}
