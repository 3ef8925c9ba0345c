/**
 * The `redis` adapter: an event is PUBLISHed on `<channel_prefix><topic>` through the engine's
 * shared, fail-fast Redis connection, and every engine subscribed to `<channel_prefix>*` (this
 * one included) hands it to its own subscribers. Redis pub/sub keeps nothing: an engine that is
 * down or cut off from Redis when an event is published does not get it.
 */
import type { JsonValue } from '@svc/protocol';
import { parseExact } from '../../../core/exact-json.js';
import type { ModuleHost } from '../../host.js';
import type { EventsAdapterSettings } from '../config.js';
import type { Deliver, EventsAdapter } from './adapter.js';

/** Glob characters of a PSUBSCRIBE pattern, escaped so the prefix is matched literally. */
const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/** Opens the `redis` adapter; rejects with `store_unavailable` when Redis cannot be reached. */
export async function openRedis(
  host: ModuleHost<unknown>,
  settings: Extract<EventsAdapterSettings, { name: 'redis' }>,
  deliver: Deliver,
): Promise<EventsAdapter> {
  const prefix = settings.channelPrefix;
  const redis = await host.storage.redis(settings.url, {
    timeoutMs: settings.commandTimeoutMs,
    urlSetting: 'adapter.url',
  });
  const subscription = await host.storage.redisSubscribe(settings.url, {
    pattern: `${escapeGlob(prefix)}*`,
    timeoutMs: settings.commandTimeoutMs,
    urlSetting: 'adapter.url',
    onMessage: (channel, message) => {
      let data: JsonValue;
      try {
        data = parseExact(message);
      } catch {
        host.logger.warn('event from Redis is not JSON; dropped', { channel });
        return;
      }
      deliver(channel.slice(prefix.length), data);
    },
  });
  return {
    name: 'redis',
    publish: async (topic, data) => {
      const message = JSON.stringify(data);
      await redis.run('write', ({ client }) => client.publish(`${prefix}${topic}`, message));
    },
    close: async () => {
      await subscription.close();
      await redis.close();
    },
  };
}
