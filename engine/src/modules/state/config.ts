/**
 * The settings of svc-state (`config/workers/svc-state` in schema/), with defaults applied and the
 * iii adapter forms (`{name: kv, config: {store_method, file_path}}`, `{name: redis, config:
 * {redis_url}}`) mapped onto svc's.
 */
import { isAbsolute, resolve } from 'node:path';
import type { StoreAdapter, SvcStateConfig } from '@svc/protocol';

/** Where entries are kept, resolved. */
export type AdapterSettings =
  | { name: 'in_memory' }
  | { name: 'file_based'; path: string; durability: 'fsync' | 'batched'; batchWindowMs: number }
  | { name: 'redis'; url: string; keyPrefix: string; commandTimeoutMs: number };

/** svc-state's settings, resolved. */
export interface StateSettings {
  adapter: AdapterSettings;
  maxValueBytes: number;
  triggersEnabled: boolean;
}

/** Defaults of the settings the schema leaves optional. */
export const DEFAULTS = {
  maxValueBytes: 1024 * 1024,
  filePath: './data/state',
  batchWindowMs: 1000,
  redisUrl: 'redis://127.0.0.1:6379',
  keyPrefix: 'svc:state:',
  commandTimeoutMs: 2000,
} as const;

/** Resolves validated settings; relative paths are taken from `baseDir` (the config file's folder). */
export function resolveSettings(config: SvcStateConfig, baseDir: string): StateSettings {
  return {
    adapter: resolveAdapter(config.adapter ?? { name: 'in_memory' }, baseDir),
    maxValueBytes: config.max_value_bytes ?? DEFAULTS.maxValueBytes,
    triggersEnabled: config.triggers_enabled ?? true,
  };
}

/**
 * Resolves an adapter setting (svc's or iii's form); relative paths are taken from `baseDir`.
 * Another module keeping data the same way (svc-queue, svc-stream) passes its own default path and key prefix.
 */
export function resolveAdapter(
  adapter: StoreAdapter,
  baseDir: string,
  defaults: { filePath: string; keyPrefix: string } = DEFAULTS,
): AdapterSettings {
  const iii = adapter.config ?? {};
  const name = adapter.name === 'kv' ? (iii.store_method ?? 'in_memory') : adapter.name;
  switch (name) {
    case 'in_memory':
      return { name };
    case 'file_based': {
      const path = adapter.path ?? iii.file_path ?? defaults.filePath;
      // iii's `save_interval_ms` asked for a periodic sync: that is svc's batched durability.
      const interval = adapter.batch_window_ms ?? iii.save_interval_ms;
      const durability = adapter.durability ?? (iii.save_interval_ms !== undefined ? 'batched' : 'fsync');
      return {
        name,
        path: isAbsolute(path) ? path : resolve(baseDir, path),
        durability,
        batchWindowMs: interval ?? DEFAULTS.batchWindowMs,
      };
    }
    case 'redis':
      return {
        name,
        url: adapter.url ?? iii.redis_url ?? DEFAULTS.redisUrl,
        keyPrefix: adapter.key_prefix ?? defaults.keyPrefix,
        commandTimeoutMs: adapter.command_timeout_ms ?? DEFAULTS.commandTimeoutMs,
      };
  }
}
