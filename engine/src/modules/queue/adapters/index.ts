/**
 * Opens the adapter the settings name, on the engine's shared storage: the record log called
 * `queue` (whose recovery `SVC_QUEUE_RECOVERY` allows), or the Redis connection for the URL.
 * Each rejects with `store_unavailable` when its store cannot be used.
 */
import type { Logger } from '../../../log.js';
import type { ModuleStorage } from '../../host.js';
import type { AdapterSettings } from '../../state/config.js';
import type { QueueAdapter } from './adapter.js';
import { FileQueue } from './file.js';
import { MemoryQueue } from './memory.js';

export type { QueueAdapter } from './adapter.js';

/** Opens the adapter described by `settings`. */
export async function openQueueAdapter(
  settings: AdapterSettings,
  logger: Logger,
  storage: Pick<ModuleStorage, 'openLog' | 'redis'>,
): Promise<QueueAdapter> {
  switch (settings.name) {
    case 'in_memory':
      return new MemoryQueue();
    case 'file_based':
      return FileQueue.open(
        { dir: settings.path, durability: settings.durability, batchWindowMs: settings.batchWindowMs, logger },
        storage.openLog,
      );
    case 'redis': {
      const { RedisQueue } = await import('./redis.js');
      return RedisQueue.open(settings, storage.redis);
    }
  }
}
