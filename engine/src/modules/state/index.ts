/**
 * The `svc-state` module: a key-value store behind the `state::*` functions and the `state`
 * trigger type, kept by the adapter its settings name (`in_memory`, `file_based`, `redis`).
 */
import type { SvcStateConfig } from '@svc/protocol';
import { validateSvcStateConfig } from '@svc/protocol/validators/config/workers/svc-state';
import type { ModuleDescriptor } from '../host.js';
import { openAdapter } from './adapters/index.js';
import { resolveSettings } from './config.js';
import { registerStateFunctions } from './functions.js';
import { type StateChange, StateStore } from './store.js';
import { registerStateTriggers } from './triggers.js';

export { type StateChange, StateStore } from './store.js';

/** The `svc-state` module; its start rejects with `store_unavailable` when the store cannot be opened. */
export const stateModule: ModuleDescriptor<SvcStateConfig> = {
  name: 'svc-state',
  aliases: ['iii-state', 'state', 'modules::state::StateModule'],
  description: 'Key-value state: state::* functions and state triggers',
  settings: validateSvcStateConfig,
  async start(host) {
    const config = resolveSettings(host.settings, host.baseDir);
    const adapter = await openAdapter(config.adapter, host.logger, host.storage);
    // With Redis, engines sharing it fire each other's changes on their own bindings (`relay.ts`).
    let fireRemote: (change: StateChange) => void = () => {};
    const where = config.adapter;
    const relay =
      where.name === 'redis'
        ? await (await import('./relay.js')).openStateRelay(host, where, (change) => fireRemote(change))
        : undefined;
    const triggers = registerStateTriggers(host, () => {
      if (config.triggersEnabled) relay?.listen();
    });
    fireRemote = triggers.fireBindings;
    const onChange = (change: StateChange) => {
      if (config.triggersEnabled) triggers.changed(change);
      return relay?.announce(change);
    };
    const store = new StateStore(adapter, {
      maxValueBytes: config.maxValueBytes,
      ...(config.triggersEnabled || relay ? { onChange } : {}),
    });
    registerStateFunctions(host, store);
    // A Redis URL may hold a password: name the adapter, and the path only for files.
    host.logger.info('state store open', {
      adapter: where.name,
      ...(where.name === 'file_based' ? { path: where.path, durability: where.durability } : {}),
    });
    // The store is flushed and closed after the module's link is gone: the last step of a stop.
    return { stop: () => adapter.close() };
  },
};
