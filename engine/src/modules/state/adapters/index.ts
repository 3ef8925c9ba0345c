/**
 * Opens the adapter the settings name. Each rejects with `store_unavailable` when its store cannot
 * be used, so the engine stops at start-up instead of running without the data it was given.
 */
import { EngineError } from '../../../errors.js';
import type { Logger } from '../../../log.js';
import type { AdapterSettings } from '../config.js';
import { StateErrorCode } from '../errors.js';
import type { StateAdapter } from './adapter.js';
import { FileAdapter } from './file.js';
import { RECOVERY_VARIABLE, type Recovery } from './file-recovery.js';
import { MemoryAdapter } from './memory.js';

export type { StateAdapter } from './adapter.js';

/** The recovery `SVC_STATE_RECOVERY` allows for this start of a file store, if any. */
export function recoveryFromEnv(env: NodeJS.ProcessEnv = process.env): Recovery | undefined {
  const value = env[RECOVERY_VARIABLE];
  if (!value) return undefined;
  if (value === 'start_empty' || value === 'skip_damaged') return value;
  throw new EngineError(
    StateErrorCode.storeUnavailable,
    `svc-state: ${RECOVERY_VARIABLE} is ${JSON.stringify(value)}; it takes start_empty or skip_damaged (svc-state README), or leave it unset`,
  );
}

/** Opens the adapter described by `settings`. */
export async function openAdapter(settings: AdapterSettings, logger: Logger): Promise<StateAdapter> {
  switch (settings.name) {
    case 'in_memory':
      return new MemoryAdapter();
    case 'file_based':
      return FileAdapter.open({
        dir: settings.path,
        durability: settings.durability,
        batchWindowMs: settings.batchWindowMs,
        recovery: recoveryFromEnv(),
        logger,
      });
    case 'redis': {
      // Loaded only when configured: @redis/client alone costs ~80 ms of every engine start.
      const { RedisAdapter } = await import('./redis.js');
      return RedisAdapter.open({
        url: settings.url,
        keyPrefix: settings.keyPrefix,
        commandTimeoutMs: settings.commandTimeoutMs,
        logger,
      });
    }
  }
}
