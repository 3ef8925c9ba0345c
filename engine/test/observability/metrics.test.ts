/**
 * `host.metrics`: metrics other modules contribute appear in `GET /_metrics` while they run, a
 * name the engine uses already is skipped, and the scrape stays parseable.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateSvcObservabilityConfig } from '@svc/protocol';
import parsePrometheus from 'parse-prometheus-text-format';
import { afterAll, describe, expect, it } from 'vitest';
import { hostModule, Seams } from '../../src/core/module-host.js';
import { Router } from '../../src/core/router.js';
import { createLogger } from '../../src/log.js';
import type { ModuleDescriptor } from '../../src/modules/host.js';
import { observabilityModule } from '../../src/modules/observability/index.js';

type Family = { name: string; type: string; metrics: { value?: string; labels?: Record<string, string> }[] };

const logger = createLogger('error', () => {});
const router = new Router({ invocationTimeoutMs: 5000, logger });
const seams = new Seams();
const context = { router, seams, logger, baseDir: process.cwd(), extra: {} };
const server = createServer((req, res) => {
  void seams.httpMountFor(req.url ?? '/')?.(req, res);
});

/** A module that only contributes metrics. */
const queueLike: ModuleDescriptor<Record<string, never>> = {
  name: 'queue-like',
  aliases: [],
  description: 'contributes metrics',
  settings: validateSvcObservabilityConfig as never,
  async start(host) {
    host.metrics.gauge('svc_test_queue_depth', 'Messages waiting, by queue.', () => [
      { labels: { queue: 'a' }, value: 3 },
      { labels: { queue: 'b' }, value: 0 },
    ]);
    host.metrics.counter('svc_invocations_total', 'A name the engine owns.', () => 99);
    host.metrics.gauge('svc_test_lateness_seconds', 'Cron lateness.', async () => 0.25);
    return undefined;
  },
};

async function scrape(): Promise<Map<string, Family>> {
  const { port } = server.address() as AddressInfo;
  const text = await (await fetch(`http://127.0.0.1:${port}/_metrics`)).text();
  return new Map((parsePrometheus(text) as Family[]).map((family) => [family.name, family]));
}

afterAll(() => server.close());

describe('metrics contributed through the host', () => {
  it('are scraped with the engine’s while their module runs, and go when it stops', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const observability = await hostModule(observabilityModule, { ...context, settings: {} });
    const contributor = await hostModule(queueLike, { ...context, settings: {} });
    const families = await scrape();
    expect(families.get('svc_test_queue_depth')).toMatchObject({
      type: 'GAUGE',
      metrics: [
        { labels: { queue: 'a' }, value: '3' },
        { labels: { queue: 'b' }, value: '0' },
      ],
    });
    expect(families.get('svc_test_lateness_seconds')?.metrics[0]?.value).toBe('0.25');
    // The engine's own counter, not the contributed one with its name.
    expect(families.get('svc_invocations_total')?.type).toBe('COUNTER');
    expect(families.get('svc_invocations_total')?.metrics.some((m) => m.value === '99')).toBe(false);
    await contributor.stop();
    const after = await scrape();
    expect(after.has('svc_test_queue_depth')).toBe(false);
    expect(after.has('svc_workers_connected')).toBe(true);
    await observability.stop();
  });
});
