/* DO NOT EDIT — generated from schema/config/workers/svc-cron.schema.json by make generate */
/**
 * Config of `svc-cron`, which fires `cron` triggers.
 */
export interface SvcCronConfig {
  /**
   * `local` fires every tick in this engine; `redis` takes a lock per job and tick so that engines sharing one Redis fire it once. `kv` is the iii name for `local`.
   */
  adapter?: {
    /**
     * Adapter kind.
     */
    name: 'local' | 'redis' | 'kv';
    /**
     * `redis`: connection URL.
     */
    url?: string;
    /**
     * `redis`: prefix of the lock and last-fire keys.
     */
    key_prefix?: string;
    /**
     * `redis`: how long the lock of one job's tick is kept; longer than the clock skew between engines.
     */
    lock_ttl_ms?: number;
    /**
     * `redis`: how long taking a lock waits for Redis; a tick whose lock cannot be taken is not fired, and is logged and counted.
     */
    command_timeout_ms?: number;
  };
}
