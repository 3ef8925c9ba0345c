/**
 * What the cluster tests share: engine processes that join one cluster on a real redis-server,
 * each with svc-http and the Redis-backed modules a cluster gives them by default.
 */
import { startEngineProcess, writeConfig, type EngineProcess } from '../process.js';

/** Membership timings of the tests: an engine that stops is gone within 1.25 s. */
export const HEARTBEAT_MS = 250;
export const TTL_MS = 1000;

/** The config of one engine of the cluster on `redisUrl`, named `engineId`. */
export function clusterConfig(redisUrl: string, engineId: string): string {
  return writeConfig(
    `cluster: { redis_url: "${redisUrl}", engine_id: ${engineId}, ` +
      `heartbeat_ms: ${HEARTBEAT_MS}, ttl_ms: ${TTL_MS} }\n` +
      'workers:\n' +
      '  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n' +
      '  - name: svc-http\n    config: { host: 127.0.0.1, port: 0 }\n' +
      '  - name: svc-state\n  - name: svc-queue\n    config: { poll_interval_ms: 50 }\n' +
      '  - name: svc-cron\n  - name: svc-events\n' +
      '  - name: svc-stream\n    config: { host: 127.0.0.1, port: 0 }\n' +
      '  - name: svc-observability\n',
  );
}

/** Starts an engine that joins the cluster on `redisUrl` as `engineId`. */
export function startMember(redisUrl: string, engineId: string): Promise<EngineProcess> {
  return startEngineProcess(['--config', clusterConfig(redisUrl, engineId)]);
}

/** Polls `check` until it returns a value other than undefined or `timeoutMs` passes. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
