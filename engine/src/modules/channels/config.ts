/** The settings of svc-channels (`config/workers/svc-channels` in schema/), with defaults applied. */
import type { SvcChannelsConfig } from '@svc/protocol';

/** svc-channels' settings, resolved. */
export interface ChannelsSettings {
  maxChannels: number;
  bufferBytes: number;
  maxFrameBytes: number;
  connectTimeoutMs: number;
}

/** Defaults of the settings the schema leaves optional. */
export const DEFAULTS: ChannelsSettings = {
  maxChannels: 1024,
  bufferBytes: 1024 * 1024,
  maxFrameBytes: 1024 * 1024,
  connectTimeoutMs: 60_000,
};

/** Resolves validated settings. */
export function resolveSettings(config: SvcChannelsConfig): ChannelsSettings {
  return {
    maxChannels: config.max_channels ?? DEFAULTS.maxChannels,
    bufferBytes: config.buffer_bytes ?? DEFAULTS.bufferBytes,
    maxFrameBytes: config.max_frame_bytes ?? DEFAULTS.maxFrameBytes,
    connectTimeoutMs: config.connect_timeout_ms ?? DEFAULTS.connectTimeoutMs,
  };
}
