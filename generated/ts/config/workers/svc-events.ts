/* DO NOT EDIT — generated from schema/config/workers/svc-events.schema.json by make generate */
/**
 * Config of `svc-events`: the `publish` function and `event` (`subscribe`) triggers.
 */
export interface SvcEventsConfig {
  /**
   * `local` delivers within this engine; `redis` delivers to subscribers on every engine sharing the Redis.
   */
  adapter?: {
    /**
     * Adapter kind.
     */
    name: 'local' | 'redis';
    /**
     * `redis`: connection URL.
     */
    url?: string;
    /**
     * `redis`: prefix of the pub/sub channel names; engines that share it see each other's events.
     */
    channel_prefix?: string;
    /**
     * `redis`: how long a publish waits for Redis before it fails with `store_outcome_unknown`.
     */
    command_timeout_ms?: number;
  };
  /**
   * Deliveries to subscribers that may be running at once; a delivery past it is dropped, logged and counted (`events::stats`).
   */
  max_in_flight?: number;
}
