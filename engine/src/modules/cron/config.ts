/** The settings of svc-cron (`config/workers/svc-cron` in schema/), with defaults applied. */
import type { SvcCronConfig } from '@svc/protocol';

/** Who decides that a tick fires, resolved. */
export type CronAdapterSettings =
  | { name: 'local' }
  | { name: 'redis'; url: string; keyPrefix: string; lockTtlMs: number; commandTimeoutMs: number };

/** Defaults of the settings the schema leaves optional. */
export const DEFAULTS = {
  redisUrl: 'redis://127.0.0.1:6379',
  keyPrefix: 'svc:cron:',
  lockTtlMs: 300_000,
  commandTimeoutMs: 2000,
} as const;

/** Resolves validated settings; iii's `kv` is `local`. */
export function resolveSettings(config: SvcCronConfig): { adapter: CronAdapterSettings } {
  const adapter = config.adapter ?? { name: 'local' };
  if (adapter.name !== 'redis') return { adapter: { name: 'local' } };
  return {
    adapter: {
      name: 'redis',
      url: adapter.url ?? DEFAULTS.redisUrl,
      keyPrefix: adapter.key_prefix ?? DEFAULTS.keyPrefix,
      lockTtlMs: adapter.lock_ttl_ms ?? DEFAULTS.lockTtlMs,
      commandTimeoutMs: adapter.command_timeout_ms ?? DEFAULTS.commandTimeoutMs,
    },
  };
}
