/**
 * What the other built-in modules give svc-observability, on the embedded default config: the
 * spans of their functions say what they touched (the flow graph's function → stream/queue
 * edges), and svc-queue's depth and dead letters are in `GET /_metrics`.
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

it('an enqueue is traced with its queue, and the queue depth is scraped', { timeout: 30_000 }, async () => {
  await result('engine::queue::enqueue', { queue: 'default', function_id: 'nobody::yet', data: { n: 1 } });
  const spans = await spansWith([['svc.queue.topic', 'default']]);
  expect(spans.map((span) => span.name)).toContain('engine::queue::enqueue');

  const response = await fetch(`${engine.listeners.http}/_metrics`);
  const families = new Map(
    (parsePrometheus(await response.text()) as PromFamily[]).map((family) => [family.name, family]),
  );
  const depth = families.get('svc_queue_depth')?.metrics.find((m) => m.labels?.topic === 'default');
  expect(Number(depth?.value)).toBe(1);
  expect(families.get('svc_queue_dlq_size')?.metrics.find((m) => m.labels?.topic === 'default')?.value).toBe('0');
});
