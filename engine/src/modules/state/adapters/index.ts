/**
 * Opens the adapter the settings name. Each rejects with `store_unavailable` when its store cannot
 * be used, so the engine stops at start-up instead of running without the data it was given.
 */
import type { Logger } from '../../../log.js';
import type { ModuleStorage } from '../../host.js';
import type { AdapterSettings } from '../config.js';
import type { StateAdapter } from './adapter.js';
import { FileAdapter } from './file.js';
import { MemoryAdapter } from './memory.js';

export type { StateAdapter } from './adapter.js';

/**
 * Opens the adapter described by `settings` on the engine's shared storage: the record log called
 * `state` (whose recovery `SVC_STATE_RECOVERY` allows; another module names its own `log`), or the Redis
 * connection for the URL.
 */
export async function openAdapter(
  settings: AdapterSettings,
  logger: Logger,
  storage: ModuleStorage,
  log?: { name: string; owner: string },
): Promise<StateAdapter> {
  switch (settings.name) {
    case 'in_memory':
      return new MemoryAdapter();
    case 'file_based':
      return FileAdapter.open(
        {
          dir: settings.path,
          durability: settings.durability,
          batchWindowMs: settings.batchWindowMs,
          logger,
          ...(log ? { log } : {}),
        },
        storage.openLog,
      );
    case 'redis': {
      // Loaded only when configured, as the connection loads @redis/client (~80 ms of a start) only when asked.
      const { RedisAdapter } = await import('./redis.js');
      return RedisAdapter.open(
        { url: settings.url, keyPrefix: settings.keyPrefix, commandTimeoutMs: settings.commandTimeoutMs, logger },
        storage.redis,
      );
    }
  }
}
