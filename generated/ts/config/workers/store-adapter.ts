/* DO NOT EDIT — generated from schema/config/workers/store-adapter.schema.json by make generate */
/**
 * Where a built-in worker keeps its data. `in_memory` is fast and lost at restart; `file_based` is an append-only log on local disk; `redis` is shared by every engine using the same Redis. The iii form `{name: kv, config: {store_method, file_path}}` and `{name: redis, config: {redis_url}}` is accepted too.
 */
export interface StoreAdapter {
  /**
   * Adapter kind; `kv` is the iii name that defers to `config.store_method`.
   */
  name: 'in_memory' | 'file_based' | 'redis' | 'kv';
  /**
   * `file_based`: directory of the log, relative to the config file.
   */
  path?: string;
  /**
   * `file_based`: `fsync` (default) acknowledges a write only once it is on disk; `batched` acknowledges at once and syncs every `batch_window_ms`.
   */
  durability?: 'fsync' | 'batched';
  /**
   * `file_based` with `batched`: longest time an acknowledged write may sit unsynced.
   */
  batch_window_ms?: number;
  /**
   * `redis`: connection URL, e.g. `redis://127.0.0.1:6379/0`.
   */
  url?: string;
  /**
   * `redis`: prefix of every key this adapter writes.
   */
  key_prefix?: string;
  /**
   * `redis`: longest wait, in milliseconds, for Redis to accept a connection or to answer a command; past it the call fails and the connection is replaced. Calls made while Redis is unreachable fail at once with `store_unavailable`. Default 2000.
   */
  command_timeout_ms?: number;
  /**
   * iii form of the adapter settings.
   */
  config?: {
    /**
     * `in_memory` or `file_based`.
     */
    store_method?: 'in_memory' | 'file_based';
    /**
     * Where the file store lives.
     */
    file_path?: string;
    /**
     * How often the file store is synced, in milliseconds.
     */
    save_interval_ms?: number;
    /**
     * Redis connection URL.
     */
    redis_url?: string;
  };
}
