/* DO NOT EDIT — generated from schema/config/workers/svc-cron.schema.json by make generate */
/**
 * Config of `svc-cron`, which fires `cron` triggers.
 */
export interface SvcCronConfig {
  /**
   * `local` fires every tick in this engine; `redis` takes a lease per tick so that engines sharing one Redis fire it once. `kv` is the iii name for `local`.
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
  };
}
