/**
 * The `svc-stream` module: items in streams and groups (`stream::*`, kept by svc-state's
 * adapters), the `stream`, `stream:join` and `stream:leave` trigger types, the subscription
 * socket (port 3112) where clients follow groups live, and the engine's live feed `svc:live` on
 * the same socket. With the `redis` adapter, engines sharing the Redis deliver each other's
 * changes to their subscribers and bindings, and count each other's invocations in the live feed.
 */
import type { ClusterLiveWindow, JsonValue, StreamEvent, SvcStreamConfig } from '@svc/protocol';
import { validateSvcStreamConfig } from '@svc/protocol/validators/config/workers/svc-stream';
import type { ModuleDescriptor } from '../host.js';
import { openAdapter } from '../state/adapters/index.js';
import { resolveSettings } from './config.js';
import { registerStreamFunctions, SYSTEM_PREFIX } from './functions.js';
import { Hub } from './hub.js';
import { LIVE_GROUPS, LIVE_STREAM, startLiveFeed } from './live.js';
import { ClusterInvocations } from './live-cluster.js';
import { startSocketServer } from './server.js';
import { StreamStore } from './store.js';
import { registerStreamTriggers } from './triggers.js';

/** The `svc-stream` module; its start rejects when its port or store cannot be had. */
export const streamModule: ModuleDescriptor<SvcStreamConfig> = {
  name: 'svc-stream',
  aliases: ['iii-stream', 'stream', 'modules::stream::StreamModule'],
  description: 'Streams: stream::* functions, stream triggers and the subscription socket',
  settings: validateSvcStreamConfig,
  async start(host) {
    const settings = resolveSettings(host.settings, host.baseDir);
    const hub = new Hub();
    const triggers = registerStreamTriggers(host);
    const local = (event: StreamEvent) => {
      const { streamName, groupId, id, event: what } = event;
      hub.publish(
        id === undefined ? { streamName, groupId, event: what } : { streamName, groupId, id, event: what },
        event.timestamp,
      );
    };
    const where = settings.adapter;
    let liveReceive: ((message: ClusterLiveWindow) => void) | undefined;
    // Another engine's change reaches this engine's subscribers and fires this engine's bindings.
    const relay =
      where.name === 'redis'
        ? await (await import('./relay.js')).openRelay(host, where, {
            event: (event) => {
              local(event);
              triggers.changed(event);
            },
            live: (message) => liveReceive?.(message),
          })
        : undefined;
    /** A change or event made on this engine: its subscribers, its triggers, the other engines. */
    const emit = (event: StreamEvent) => {
      local(event);
      triggers.changed(event);
      relay?.event(event);
    };
    const adapter = await openAdapter(where, host.logger, host.storage, { name: 'stream', owner: 'svc-stream' });
    const store = new StreamStore(adapter, {
      maxValueBytes: settings.maxValueBytes,
      onChange: ({ streamName, groupId, id, type, data }) =>
        emit({ type: 'stream', timestamp: Date.now(), streamName, groupId, id, event: { type, data } }),
    });
    registerStreamFunctions(host, store, emit, () => [{ id: LIVE_STREAM, groups: [...LIVE_GROUPS] }]);
    let liveSnapshot: (groupId: string) => JsonValue = () => null;
    const stats = await startSocketServer(host, settings, hub, {
      snapshot: async (s) => {
        if (s.streamName.startsWith(SYSTEM_PREFIX))
          return s.streamName === LIVE_STREAM ? liveSnapshot(s.groupId) : null;
        return s.id !== undefined ? store.get(s.streamName, s.groupId, s.id) : store.list(s.streamName, s.groupId);
      },
      join: (payload) => triggers.join(payload),
      leave: (payload) => triggers.leave(payload),
    });
    const cluster = relay && new ClusterInvocations((message) => relay.live(message), settings.liveIntervalMs);
    liveReceive = cluster && ((message) => cluster.receive(message));
    liveSnapshot = startLiveFeed(host, hub, settings.liveIntervalMs, stats, cluster);
    host.logger.info('stream store open', {
      adapter: where.name,
      ...(where.name === 'file_based' ? { path: where.path } : {}),
    });
    return { stop: () => adapter.close() };
  },
};
