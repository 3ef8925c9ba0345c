/** The settings of svc-events (`config/workers/svc-events` in schema/), with defaults applied. */
import type { SvcEventsConfig } from '@svc/protocol';

/** Where events travel, resolved. */
export type EventsAdapterSettings =
  | { name: 'local' }
  | { name: 'redis'; url: string; channelPrefix: string; commandTimeoutMs: number };

/** svc-events' settings, resolved. */
export interface EventsSettings {
  adapter: EventsAdapterSettings;
  maxInFlight: number;
}

/** Defaults of the settings the schema leaves optional. */
export const DEFAULTS = {
  redisUrl: 'redis://127.0.0.1:6379',
  channelPrefix: 'svc:events:',
  commandTimeoutMs: 2000,
  maxInFlight: 10_000,
} as const;

/** Resolves validated settings. */
export function resolveSettings(config: SvcEventsConfig): EventsSettings {
  const adapter = config.adapter ?? { name: 'local' };
  return {
    adapter:
      adapter.name === 'redis'
        ? {
            name: 'redis',
            url: adapter.url ?? DEFAULTS.redisUrl,
            channelPrefix: adapter.channel_prefix ?? DEFAULTS.channelPrefix,
            commandTimeoutMs: adapter.command_timeout_ms ?? DEFAULTS.commandTimeoutMs,
          }
        : { name: 'local' },
    maxInFlight: config.max_in_flight ?? DEFAULTS.maxInFlight,
  };
}
