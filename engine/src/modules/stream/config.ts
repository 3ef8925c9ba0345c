/**
 * The settings of svc-stream (`config/workers/svc-stream` in schema/), with defaults applied. The
 * adapter is resolved as svc-state's (both iii forms accepted), with a path and a key prefix of
 * its own.
 */
import type { SvcStreamConfig } from '@svc/protocol';
import { loadTls, type TlsMaterial } from '../../listener.js';
import { type AdapterSettings, resolveAdapter } from '../state/config.js';

/** svc-stream's settings, resolved. */
export interface StreamSettings {
  host: string;
  port: number;
  adapter: AdapterSettings;
  authFunction: string | undefined;
  maxBufferedBytes: number;
  maxSubscriptionsPerSocket: number;
  maxValueBytes: number;
  liveIntervalMs: number;
  /** How long a client may take to send its upgrade request (and finish a TLS handshake). */
  handshakeTimeoutMs: number;
  /** Key material when the socket speaks `wss://` (config `tls`). */
  tls?: TlsMaterial;
}

/** Defaults of the settings the schema leaves optional. */
export const DEFAULTS = {
  host: '127.0.0.1',
  port: 3112,
  filePath: './data/stream',
  keyPrefix: 'svc:stream:',
  maxBufferedBytes: 1024 * 1024,
  maxSubscriptionsPerSocket: 1000,
  maxValueBytes: 1024 * 1024,
  liveIntervalMs: 250,
  handshakeTimeoutMs: 10_000,
} as const;

/** Resolves validated settings; relative paths are taken from `baseDir` (the config file's folder). */
export function resolveSettings(config: SvcStreamConfig, baseDir: string): StreamSettings {
  return {
    host: config.host ?? DEFAULTS.host,
    port: config.port ?? DEFAULTS.port,
    adapter: resolveAdapter(config.adapter ?? { name: 'in_memory' }, baseDir, DEFAULTS),
    authFunction: config.auth_function ?? undefined,
    maxBufferedBytes: config.max_buffered_bytes ?? DEFAULTS.maxBufferedBytes,
    maxSubscriptionsPerSocket: config.max_subscriptions_per_socket ?? DEFAULTS.maxSubscriptionsPerSocket,
    maxValueBytes: config.max_value_bytes ?? DEFAULTS.maxValueBytes,
    liveIntervalMs: config.live_interval_ms ?? DEFAULTS.liveIntervalMs,
    handshakeTimeoutMs: config.handshake_timeout_ms ?? DEFAULTS.handshakeTimeoutMs,
    ...(config.tls ? { tls: loadTls(config.tls, baseDir) } : {}),
  };
}
