/**
 * What the other built-in modules give svc-observability, on the embedded default config: the
 * spans of their functions say what they touched (the flow graph's function → stream, queue and
 * topic edges), and svc-queue, svc-cron and svc-events report their figures in `GET /_metrics`.
 */
import parsePrometheus from 'parse-prometheus-text-format';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type EngineProcess, type RawClient, rawClient, startEngineProcess } from '../process.js';

type Span = { name: string; attributes: [string, string][] };
type PromFamily = { name: string; metrics: { value?: string; labels?: Record<string, string> }[] };

let engine: EngineProcess;
let client: RawClient;

beforeAll(async () => {
  engine = await startEngineProcess();
  client = await rawClient(engine.url);
});
afterAll(async () => {
  client?.close();
  await engine?.kill();
});

async function result<T>(functionId: string, data: unknown): Promise<T> {
  const frame = await client.call(functionId, data);
  if (frame.error) throw new Error(`${functionId}: ${JSON.stringify(frame.error)}`);
  return frame.result as T;
}

/** The spans whose attributes hold every pair, polled until one is there (spans end asynchronously). */
async function spansWith(attributes: [string, string][]): Promise<Span[]> {
  // `engine::*` functions (such as `engine::queue::enqueue`) are internal: listed when asked.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const page = await result<{ spans: Span[] }>('engine::traces::list', {
      attributes,
      search_all_spans: true,
      include_internal: true,
    });
    if (page.spans.length > 0 || Date.now() > deadline) return page.spans;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('a stream write is traced with its stream and group', async () => {
  await result('stream::set', { stream_name: 'orders', group_id: 'eu', item_id: 'o1', data: { n: 1 } });
  const spans = await spansWith([
    ['svc.stream.name', 'orders'],
    ['svc.stream.group', 'eu'],
  ]);
  expect(spans.map((span) => span.name)).toContain('stream::set');
});

async function scrape(): Promise<Map<string, PromFamily>> {
  const response = await fetch(`${engine.listeners.http}/_metrics`);
  const families = parsePrometheus(await response.text()) as PromFamily[];
  return new Map(families.map((family) => [family.name, family]));
}

it('a publish is traced with its topic and counted', async () => {
  await result('publish', { topic: 'orders.created', data: { id: 1 } });
  const spans = await spansWith([['svc.event.topic', 'orders.created']]);
  expect(spans.map((span) => span.name)).toContain('publish');
  expect(Number((await scrape()).get('svc_events_published_total')?.metrics[0]?.value)).toBeGreaterThanOrEqual(1);
});

it('a cron job every second is counted as it fires, with its lateness', async () => {
  // A worker whose function answers every fire of its cron binding.
  const worker = await rawClient(engine.url);
  worker.send({ type: 'registerfunction', id: 'ticks::tick' });
  worker.send({
    type: 'registertrigger',
    id: 'every-second',
    trigger_type: 'cron',
    function_id: 'ticks::tick',
    config: { expression: '* * * * * *' },
  });
  worker.ws.on('message', (text) => {
    const frame = JSON.parse(text.toString()) as { type: string; invocation_id?: string; function_id?: string };
    if (frame.type === 'invokefunction') {
      const { invocation_id, function_id } = frame;
      worker.send({ type: 'invocationresult', invocation_id, function_id, result: null });
    }
  });
  try {
    const deadline = Date.now() + 15_000;
    let families = await scrape();
    while (Number(families.get('svc_cron_fired_total')?.metrics[0]?.value ?? 0) < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      families = await scrape();
    }
    expect(Number(families.get('svc_cron_fired_total')?.metrics[0]?.value)).toBeGreaterThanOrEqual(2);
    expect(families.get('svc_cron_jobs')?.metrics[0]?.value).toBe('1');
    const quantiles = families.get('svc_cron_lateness_ms')?.metrics.map((m) => m.labels?.quantile);
    expect(quantiles).toEqual(['0.5', '0.99']);
  } finally {
    worker.close();
  }
}, 30_000);

it('an enqueue is traced with its queue, and the queue depth is scraped', { timeout: 30_000 }, async () => {
  await result('engine::queue::enqueue', { queue: 'default', function_id: 'nobody::yet', data: { n: 1 } });
  const spans = await spansWith([['svc.queue.topic', 'default']]);
  expect(spans.map((span) => span.name)).toContain('engine::queue::enqueue');

  const families = await scrape();
  const depth = families.get('svc_queue_depth')?.metrics.find((m) => m.labels?.topic === 'default');
  expect(Number(depth?.value)).toBe(1);
  expect(families.get('svc_queue_dlq_size')?.metrics.find((m) => m.labels?.topic === 'default')?.value).toBe('0');
});
