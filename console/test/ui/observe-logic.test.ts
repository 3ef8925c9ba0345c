/** The Streams monitor's ring and the Flow page's graph, without a browser. */
import { describe, expect, test } from 'vitest';
import type { ConsoleTrigger } from '../../src/ui/api-types.js';
import { bounds, buildFlow } from '../../src/ui/flow-model.js';
import { inboundMessage, StreamRing } from '../../src/ui/stream-ring.js';

const frame = (stream: string, type: string, data: unknown) =>
  JSON.stringify({ type: 'stream', timestamp: 1, streamName: stream, groupId: 'g', id: null, event: { type, data } });

describe('StreamRing', () => {
  test('keeps the newest messages up to its capacity, and counts every one', () => {
    const ring = new StreamRing(3);
    for (let n = 0; n < 5; n++) ring.add(inboundMessage(frame('todo', 'update', { n }), n));
    expect(ring.messages.map((m) => (m.data as { n: number }).n)).toEqual([2, 3, 4]);
    expect(ring.counts).toEqual({ total: 5, inbound: 5, outbound: 0 });
  });

  test('drops inbound frames while paused, not what the page sends', () => {
    const ring = new StreamRing();
    ring.paused = true;
    expect(ring.add(inboundMessage(frame('todo', 'create', 1), 0))).toBe(false);
    ring.add({ at: 0, direction: 'outbound', stream: 'todo', group: 'g', type: 'join', data: null, size: 10 });
    expect(ring.dropped).toBe(1);
    expect(ring.counts).toEqual({ total: 1, inbound: 0, outbound: 1 });
  });

  test('a tab shows its direction, newest first, and hides system streams unless asked', () => {
    const ring = new StreamRing();
    ring.add(inboundMessage(frame('todo', 'sync', []), 1));
    ring.add(inboundMessage(frame('svc:live', 'event', null), 2));
    ring.add({ at: 3, direction: 'outbound', stream: 'todo', group: 'g', type: 'join', data: null, size: 1 });
    expect(ring.view('all', false).map((m) => m.type)).toEqual(['join', 'sync']);
    expect(ring.view('inbound', true).map((m) => m.stream)).toEqual(['svc:live', 'todo']);
    expect(ring.view('outbound', true)).toHaveLength(1);
  });

  test('reads custom events and frames that are not JSON', () => {
    const custom = JSON.stringify({
      streamName: 's',
      groupId: 'g',
      event: { type: 'event', event: { type: 'ping', data: { at: 1 } } },
    });
    expect(inboundMessage(custom, 0)).toMatchObject({ type: 'ping', data: { at: 1 }, stream: 's' });
    expect(inboundMessage('{oops', 0)).toMatchObject({ type: 'not json', data: '{oops' });
  });
});

const trigger = (id: string, type: string, fn: string, config: Record<string, unknown>) =>
  ({ id, trigger_type: type, function_id: fn, config, config_summary: '' }) as unknown as ConsoleTrigger;

describe('buildFlow', () => {
  const triggers = [
    trigger('t1', 'http', 'shop::place', { api_path: '/orders', http_method: 'POST' }),
    trigger('t2', 'cron', 'shop::audit', { expression: '0 * * * * *' }),
    trigger('t3', 'event', 'shop::notify', { topic: 'order.placed' }),
    trigger('t4', 'queue', 'shop::ship', { topic: 'shipments' }),
  ];
  const learned = [
    { function_id: 'shop::place', kind: 'state' as const, target: 'orders', count: 2, last_seen_ms: 1 },
    { function_id: 'shop::place', kind: 'event' as const, target: 'order.placed', count: 1, last_seen_ms: 1 },
    { function_id: 'shop::place', kind: 'queue' as const, target: 'shipments', count: 1, last_seen_ms: 1 },
    { function_id: 'shop::notify', kind: 'stream' as const, target: 'board', count: 1, last_seen_ms: 1 },
  ];

  test('has a node of every kind; publishers and subscribers meet at the topic', () => {
    const graph = buildFlow(triggers, learned);
    const kinds = new Set(graph.nodes.map((n) => n.kind));
    expect([...kinds].sort()).toEqual(['cron', 'event', 'function', 'http', 'queue', 'state', 'stream']);
    const edges = graph.edges.map((e) => `${e.from}>${e.to}${e.learned ? '*' : ''}`);
    expect(edges).toContain('f:shop::place>event:order.placed*');
    expect(edges).toContain('event:order.placed>f:shop::notify');
    expect(edges).toContain('queue:shipments>f:shop::ship');
    expect(graph.nodes.find((n) => n.id === 'queue:shipments')?.href).toBe('/queues?topic=shipments');
    expect(graph.nodes.find((n) => n.id === 't:t1')?.label).toBe('POST /orders');
  });

  test('saved positions win over the layout, and bounds hold every node', () => {
    const graph = buildFlow(triggers, learned, { 'state:orders': { x: 900, y: -40 } });
    expect(graph.nodes.find((n) => n.id === 'state:orders')).toMatchObject({ x: 900, y: -40 });
    const box = bounds(graph.nodes);
    for (const node of graph.nodes) {
      expect(node.x).toBeGreaterThanOrEqual(box.x);
      expect(node.x).toBeLessThanOrEqual(box.x + box.width);
    }
    expect(box.y).toBeLessThan(-40);
  });
});
