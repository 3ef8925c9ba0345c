/**
 * The stores that keep records outside the JavaScript heap answer exactly what a store of objects
 * answers: records as `JSON.stringify` writes them, the same count and age bounds, the spans of
 * an `/otel` frame as the decoder reads them, with the memory they hold bounded.
 */
import { describe, expect, it } from 'vitest';
import type { ObservabilityStoredLog } from '@svc/protocol';
import { resolveSettings } from '../../src/modules/observability/config.js';
import { EngineMetrics } from '../../src/modules/observability/metrics.js';
import { decodeSpans } from '../../src/modules/observability/otlp.js';
import { PackedRing } from '../../src/modules/observability/packed.js';
import { SpanStore } from '../../src/modules/observability/records.js';
import { Ring } from '../../src/modules/observability/ring.js';
import { Stores } from '../../src/modules/observability/stores.js';
import { createLogger } from '../../src/log.js';

const TRACES = [
  '4bf92f3577b34da6a3ce929d0e0e4736',
  'ffffffffffffffffffffffffffffffff',
  '0af7651916cd43dd0448eb211c80319c',
];

/** An OTLP/JSON traces document as svc-sdk sends it: `count` spans, trace ids taken in turn from `traces`. */
function frame(count: number, traces = TRACES, attribute = 'v') {
  const spans = Array.from({ length: count }, (_, i) => ({
    traceId: traces[i % traces.length],
    spanId: (0x1000_0000_0000 + i).toString(16).padStart(16, '0'),
    parentSpanId: i % 2 ? '00f067aa0ba902b7' : '',
    name: `call ${i} ✓`,
    kind: 2,
    startTimeUnixNano: String(1_767_225_600_000_000_000 + i * 1000),
    endTimeUnixNano: String(1_767_225_600_000_500_000 + i * 1000),
    attributes: [
      { key: 'function_id', value: { stringValue: 'orders::place' } },
      { key: 'note', value: { stringValue: attribute } },
      { key: 'n', value: { intValue: String(i) } },
    ],
    status: { code: i % 5 === 0 ? 2 : 1, message: i % 5 === 0 ? 'boom' : '' },
  }));
  spans.push({ ...spans[0]!, traceId: 'not hex' });
  const doc = {
    resourceSpans: [
      {
        resource: { attributes: [{ key: 'service.name', value: { stringValue: 'orders' } }] },
        scopeSpans: [{ scope: { name: 'svc-sdk', version: '1' }, spans }],
      },
    ],
  };
  return { doc, body: Buffer.from(JSON.stringify(doc)) };
}

const quiet = createLogger('error', () => {});
const stores = (config: Record<string, unknown>) =>
  new Stores(resolveSettings(config), new EngineMetrics(() => ({ workers: 0, functions: 0 }), {}), quiet);

describe('PackedRing', () => {
  it('answers as a ring of objects: the cap, the retention, the records as JSON makes them', () => {
    const log = (i: number): ObservabilityStoredLog => ({
      timestamp_unix_nano: i * 1e6,
      observed_timestamp_unix_nano: i * 1e6,
      severity_number: 9,
      severity_text: 'INFO',
      body: `línea ${i} — ${'x'.repeat(i % 7)} 🚀`,
      attributes: { step: i, nested: { deep: [i, 'ü'] } },
      resource: { 'service.name': 'w' },
      service_name: 'w',
      trace_id: i % 2 ? TRACES[0] : undefined,
    });
    const packed = new PackedRing<ObservabilityStoredLog>(50, 1000, (l) => l.observed_timestamp_unix_nano / 1e6);
    const plain = new Ring<ObservabilityStoredLog>(50, 1000, (l) => l.observed_timestamp_unix_nano / 1e6);
    for (let i = 0; i < 500; i++) {
      packed.push(log(i));
      plain.push(log(i));
    }
    packed.prune(1480);
    plain.prune(1480);
    const json = (ring: Iterable<ObservabilityStoredLog>) => [...ring].map((l) => JSON.parse(JSON.stringify(l)));
    expect([...packed.values()]).toEqual(json(plain.values()));
    expect([packed.size, packed.evicted, packed.stats()]).toEqual([plain.size, plain.evicted, plain.stats()]);
    expect(packed.size).toBe(20);
    expect(packed.clear()).toBe(20);
    expect([...packed.values()]).toEqual([]);
  });

  it('holds a bounded number of bytes however many records pass through, long ones included', () => {
    const ring = new PackedRing<{ text: string }>(100, 0, () => 0);
    for (let i = 0; i < 20_000; i++) ring.push({ text: `${i}:${'é'.repeat(i % 3000)}` });
    // The last hundred records are kept whole; the chunks they and the spares take stay a few MB.
    expect([...ring.values()].map((r) => r.text.length)).toEqual(
      Array.from({ length: 100 }, (_, k) => `${19_900 + k}:`.length + ((19_900 + k) % 3000)),
    );
    expect(ring.records.bytes).toBeLessThan(4 * 1024 * 1024);
    const big = { text: 'z'.repeat(600_000) };
    ring.push(big);
    expect([...ring.values()].at(-1)).toEqual(big);
    for (let i = 0; i < 200; i++) ring.push({ text: 'small' });
    expect(ring.records.bytes).toBeLessThan(4 * 1024 * 1024);
  });
});

describe('spans kept as the /otel frame they came in', () => {
  it('read back as the decoder reads the frame, and found by trace', () => {
    const { doc, body } = frame(40);
    const store = new SpanStore(1000, 0, undefined, 4096);
    const decoded = decodeSpans(doc, 4096);
    expect(
      store.addFrame(
        body,
        decoded.map((span, place) => ({ place, traceId: span.trace_id, endNs: span.end_time_unix_nano })),
      ),
    ).toBe(true);
    store.add(decoded[3]!);
    expect([...store.all()]).toEqual([...decoded, decoded[3]]);
    expect(store.trace(TRACES[1]!)).toEqual(decoded.filter((span) => span.trace_id === TRACES[1]));
    expect(store.trace(TRACES[0]!)).toEqual([...decoded.filter((span) => span.trace_id === TRACES[0]), decoded[3]]);
    expect(store.trace('not a trace id')).toEqual([]);
    expect(store.bytes).toBeGreaterThanOrEqual(body.length);
    store.clear();
    expect(store.bytes).toBe(0);
  });

  it('through the store: sampled as before, counted, evicted by the cap', () => {
    const { doc, body } = frame(90);
    const all = decodeSpans(doc, 4096);
    const sampled = stores({ sampling_ratio: 0.5, memory_max_spans: 50 });
    sampled.ingest('OTLP', body);
    // Sampling keeps a trace whole or not at all, by its id: here the last of the three only.
    const kept = all.filter((span) => span.trace_id === TRACES[2]);
    expect(kept.length).toBe(30);
    expect([...sampled.spans!.all()]).toEqual(kept);
    expect(sampled.telemetry).toMatchObject({ spans: 30, unsampled: 60 });
    const capped = stores({ memory_max_spans: 50 });
    capped.ingest('OTLP', body);
    capped.ingest('OTLP', body);
    expect([...capped.spans!.all()]).toEqual([...all, ...all].slice(-50));
    expect(capped.storage('spans')).toMatchObject({ spans: 50, evicted: 130 });
  });

  it('a frame with values the decoder cuts is not kept whole: its spans are stored cut', () => {
    const { doc, body } = frame(3, TRACES, 'y'.repeat(100_000));
    const store = stores({ max_attribute_length: 64 });
    store.ingest('OTLP', body);
    const spans = [...store.spans!.all()];
    expect(spans).toEqual(decodeSpans(doc, 64));
    expect(spans[0]!.attributes[1]).toEqual(['note', `${'y'.repeat(64)}…[truncated 99936 chars]`]);
    expect(body.length).toBeGreaterThan(300_000);
    expect(store.spans!.bytes).toBeLessThan(300_000);
  });
});
