/**
 * The `redis` adapter: engines sharing a Redis fire each tick once. A tick's lock is keyed by job
 * id **and** fire time (`<prefix>lock:<job>:<ms>`, kept `lock_ttl_ms`), so engines whose clocks
 * differ, or a run longer than the interval, can neither fire a tick twice nor take the next one
 * from each other. The last fire (`<prefix>last:<job>`) lives in Redis too, so `catch_up` covers
 * an engine restart, and a `running` key makes `overlap: skip` hold across engines.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { ModuleHost } from '../../host.js';
import { evalScript } from '../../state/adapters/redis.js';
import type { CronAdapterSettings } from '../config.js';
import type { CronAdapter } from './adapter.js';

/** How long a job's last fire is remembered, for `catch_up`. */
const LAST_FIRE_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * KEYS: lock, last, running. ARGV: owner token, lock ttl, scheduled ms, last ttl, skip (1|0).
 * Returns 1 (fire), 0 (another engine has the tick), 2 (the job is running: skip).
 */
const CLAIM = `
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 0 end
redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[4])
if ARGV[5] == '1' then
  if redis.call('EXISTS', KEYS[3]) == 1 then return 2 end
  redis.call('SET', KEYS[3], ARGV[1], 'PX', ARGV[2])
end
return 1`;

/** KEYS: running. ARGV: owner token. Deletes the running key only if this run set it. */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
/** The scripts are sent once per Redis (EVALSHA, and EVAL only when Redis does not know them). */
const sha1 = (source: string) => createHash('sha1').update(source).digest('hex');
const CLAIM_SHA = sha1(CLAIM);
const RELEASE_SHA = sha1(RELEASE);

/**
 * Runs `attempt` until it succeeds, backing off from 250 ms to 8 s, for at most `withinMs` and
 * while `live()` holds.
 */
function retry(attempt: () => Promise<unknown>, withinMs: number, live: () => boolean): void {
  const until = Date.now() + withinMs;
  const run = (delay: number) =>
    void attempt().catch(() => {
      if (live() && Date.now() + delay < until) setTimeout(() => run(Math.min(delay * 2, 8000)), delay).unref();
    });
  run(250);
}

/** Opens the `redis` adapter; rejects with `store_unavailable` when Redis cannot be reached. */
export async function openRedis(
  host: ModuleHost<unknown>,
  settings: Extract<CronAdapterSettings, { name: 'redis' }>,
): Promise<CronAdapter> {
  const redis = await host.storage.redis(settings.url, {
    timeoutMs: settings.commandTimeoutMs,
    urlSetting: 'adapter.url',
  });
  const prefix = settings.keyPrefix;
  const engine = randomUUID();
  let open = true;
  const clear = (release: () => Promise<unknown>) => retry(release, settings.lockTtlMs, () => open);
  return {
    name: 'redis',
    claim: async (jobId, scheduledMs, skipIfRunning) => {
      const token = `${engine}:${scheduledMs}`;
      const running = `${prefix}running:${jobId}`;
      const release = () => redis.run('write', (live) => evalScript(live, RELEASE_SHA, RELEASE, [running], [token]));
      let answer: unknown;
      try {
        const keys = [`${prefix}lock:${jobId}:${scheduledMs}`, `${prefix}last:${jobId}`, running];
        const args = [token, String(settings.lockTtlMs), String(scheduledMs), String(LAST_FIRE_TTL_MS)];
        answer = await redis.run('write', (live) =>
          evalScript(live, CLAIM_SHA, CLAIM, keys, [...args, skipIfRunning ? '1' : '0']),
        );
      } catch (error) {
        // The claim may have been applied with its answer lost: clear a running mark it may have
        // set, or every engine would skip the job as running until the mark expires.
        if (skipIfRunning) clear(release);
        throw error;
      }
      if (answer === 0) return { fire: false, reason: 'taken' };
      if (answer === 2) return { fire: false, reason: 'running' };
      return {
        fire: true,
        release: () => {
          if (skipIfRunning) clear(release);
        },
      };
    },
    lastFired: async (jobId) => {
      const value = await redis.run('read', ({ client }) => client.get(`${prefix}last:${jobId}`));
      return value === null ? undefined : Number(value);
    },
    close: () => {
      open = false;
      return redis.close();
    },
  };
}
