import { describe, expect, it } from 'vitest';
import { clusterModuleSettings, clusterSettings } from '../../src/cluster/config.js';
import { parseConfig } from '../../src/config/load.js';

describe('the cluster: section', () => {
  it('is all it takes with redis_url, and keeps the engine alone without it', () => {
    const loaded = parseConfig('cluster: { redis_url: "redis://127.0.0.1:6379" }\n', 'svc.config.yaml');
    expect(loaded.cluster).toEqual({ redis_url: 'redis://127.0.0.1:6379' });
    expect(parseConfig('workers: []\n', 'svc.config.yaml').cluster).toBeUndefined();
  });

  it('refuses an unknown key or a missing redis_url, naming the file, line and field', () => {
    expect(() => parseConfig('cluster:\n  redis_url: redis://x\n  heartbeat: 5\n', 'svc.config.yaml')).toThrow(
      /svc\.config\.yaml:3:3: cluster\.heartbeat: unknown setting/,
    );
    expect(() => parseConfig('cluster: { engine_id: a }\n', 'svc.config.yaml')).toThrow(/redis_url/);
  });

  it('applies the defaults, keeps the TTL at two heartbeats or more, and picks an id when none is given', () => {
    const settings = clusterSettings({ redis_url: 'redis://r' });
    expect(settings).toMatchObject({ heartbeatMs: 500, ttlMs: 2000, keyPrefix: 'svc:cluster:' });
    expect(settings.engineId).toMatch(/^[0-9a-f-]{36}$/);
    expect(clusterSettings({ redis_url: 'redis://r' }).engineId).not.toBe(settings.engineId);
    expect(clusterSettings({ redis_url: 'redis://r', heartbeat_ms: 1000, ttl_ms: 1500 }).ttlMs).toBe(2000);
  });

  it("gives the modules whose adapter is not set Redis at the cluster's URL", () => {
    const url = 'redis://127.0.0.1:6379';
    for (const name of ['svc-state', 'svc-events', 'svc-cron', 'svc-queue', 'svc-stream'])
      expect(clusterModuleSettings(name, {}, url).adapter).toEqual({ name: 'redis', url });
    const own = { adapter: { name: 'file_based', path: './data' } };
    expect(clusterModuleSettings('svc-state', own, url)).toBe(own);
    expect(clusterModuleSettings('svc-http', { port: 0 }, url)).toEqual({ port: 0 });
    expect(clusterModuleSettings('svc-state', {}, undefined)).toEqual({});
  });
});
