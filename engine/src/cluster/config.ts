/**
 * The root `cluster:` section with its defaults applied, and what it changes in the built-in
 * modules: those whose `adapter` is not set use Redis at the cluster's URL.
 */
import { randomUUID } from 'node:crypto';
import type { ClusterConfig, JsonValue } from '@svc/protocol';

/** `cluster:` with defaults applied. */
export interface ClusterSettings {
  redisUrl: string;
  engineId: string;
  heartbeatMs: number;
  ttlMs: number;
  keyPrefix: string;
  advertiseUrl?: string;
  commandTimeoutMs: number;
  /** The secret engines present to each other's bridges when they require tokens. */
  token?: string;
}

/** Applies the defaults; the TTL is kept at two heartbeats or more, so one late beat does not drop a member. */
export function clusterSettings(config: ClusterConfig): ClusterSettings {
  const heartbeatMs = config.heartbeat_ms ?? 500;
  const settings: ClusterSettings = {
    redisUrl: config.redis_url,
    engineId: config.engine_id ?? randomUUID(),
    heartbeatMs,
    ttlMs: Math.max(config.ttl_ms ?? 2000, 2 * heartbeatMs),
    keyPrefix: config.key_prefix ?? 'svc:cluster:',
    commandTimeoutMs: config.command_timeout_ms ?? 2000,
  };
  if (config.advertise_url !== undefined) settings.advertiseUrl = config.advertise_url;
  if (config.token !== undefined) settings.token = config.token;
  return settings;
}

/** The adapter each module takes when it is shared through Redis (its settings schema's form). */
const REDIS_ADAPTERS: Record<string, (url: string) => JsonValue> = {
  'svc-state': (url) => ({ name: 'redis', url }),
  'svc-events': (url) => ({ name: 'redis', url }),
  'svc-cron': (url) => ({ name: 'redis', url }),
  'svc-queue': (url) => ({ name: 'redis', url }),
  'svc-stream': (url) => ({ name: 'redis', url }),
};

/** A module's settings in a cluster: its own `adapter` when it sets one, else Redis at `redisUrl`. */
export function clusterModuleSettings(
  name: string,
  settings: Record<string, JsonValue>,
  redisUrl: string | undefined,
): Record<string, JsonValue> {
  const adapter = REDIS_ADAPTERS[name];
  if (redisUrl === undefined || !adapter || settings.adapter !== undefined) return settings;
  return { ...settings, adapter: adapter(redisUrl) };
}
