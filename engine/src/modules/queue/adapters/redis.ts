import { EngineError } from '../../../errors.js';
import type { ModuleStorage } from '../../host.js';
import type { AdapterSettings } from '../../state/config.js';
import type { QueueAdapter } from './adapter.js';

/** The `redis` adapter (not yet available: refused at start). */
export const RedisQueue = {
  async open(_settings: AdapterSettings, _redis: ModuleStorage['redis']): Promise<QueueAdapter> {
    throw new EngineError('config_invalid', 'svc-queue: the redis adapter is not available in this build');
  },
};
