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
  };
}
