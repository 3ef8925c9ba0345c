/**
 * The `svc-state` module: a key-value store behind the `state::*` functions and the `state`
 * trigger type, kept by the adapter its settings name (`in_memory`, `file_based`, `redis`).
 */
import { LocalWorker } from '../../core/local-worker.js';
import type { StartModule } from '../module.js';
import { openAdapter } from './adapters/index.js';
import { resolveSettings } from './config.js';
import { registerStateFunctions } from './functions.js';
import { StateStore } from './store.js';
import { registerStateTriggers } from './triggers.js';

export { StateStore, type StateChange } from './store.js';

/** Starts svc-state; rejects with `store_unavailable` when its store cannot be opened. */
export const startState: StartModule = async ({ router, logger, settings, baseDir }) => {
  const config = resolveSettings(settings, baseDir);
  const adapter = await openAdapter(config.adapter, logger);
  const worker = new LocalWorker('svc-state', router, logger, 'Key-value state: state::* functions and state triggers');
  const fireTriggers = registerStateTriggers(worker, router, logger);
  const store = new StateStore(adapter, {
    maxValueBytes: config.maxValueBytes,
    ...(config.triggersEnabled ? { onChange: fireTriggers } : {}),
  });
  registerStateFunctions(worker, store);
  // A Redis URL may hold a password: name the adapter, and the path only for files.
  const where = config.adapter;
  logger.info('state store open', {
    adapter: where.name,
    ...(where.name === 'file_based' ? { path: where.path, durability: where.durability } : {}),
  });
  return {
    async stop() {
      worker.close();
      await adapter.close();
    },
  };
};
