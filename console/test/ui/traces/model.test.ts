/** The trace transforms: tree building with missing parents, clock skew between services, pending spans, views. */
import type { ObservabilityStoredSpan } from '@svc/protocol';
import { describe, expect, test } from 'vitest';
import { percentile, serviceBreakdown, serviceMap } from '../../../src/ui/traces/breakdown.js';
import { flameBoxes, selfTime } from '../../../src/ui/traces/flame.js';
import { advancePending, buildTrace, flattenTree, type TreeNode } from '../../../src/ui/traces/model.js';
import { groupAttributes, spanBaggage, spanErrors } from '../../../src/ui/traces/span-info.js';
import { axisTicks, barOf, criticalPath, formatDuration, visibleRows } from '../../../src/ui/traces/waterfall.js';

const T0 = 1_767_225_600_000; // ms
const TRACE = 'ab'.repeat(16);

/** A stored span from ms offsets; `end: null` is pending. */
function span(
  id: string,
  parent: string | undefined,
  start: number,
  end: number | null,
  extra: Partial<ObservabilityStoredSpan> = {},
): ObservabilityStoredSpan {
  return {
    trace_id: TRACE,
    span_id: id,
    ...(parent === undefined ? {} : { parent_span_id: parent }),
    name: `op-${id}`,
    start_time_unix_nano: (T0 + start) * 1e6,
    end_time_unix_nano: end === null ? 0 : (T0 + end) * 1e6,
    status: 'ok',
    attributes: [],
    service_name: 'api',
    events: [],
    links: [],
    ...(end === null ? { pending: true } : {}),
    ...extra,
  };
}

describe('buildTrace: tree building', () => {
  test('children nest under their parents by start time, depth first, whatever order the spans came in', () => {
    const trace = buildTrace(
      [span('c', 'a', 30, 40), span('b', 'a', 10, 20), span('a', undefined, 0, 50), span('d', 'b', 12, 18)],
      T0 + 100,
    );
    expect(trace.spans.map((s) => `${s.id}${s.depth}`)).toEqual(['a0', 'b1', 'd2', 'c1']);
    expect(trace.roots.map((s) => s.id)).toEqual(['a']);
    expect(trace.durationMs).toBe(50);
  });

  test('a span whose parent is missing becomes a root marked orphan, with its own subtree', () => {
    const trace = buildTrace([span('a', undefined, 0, 50), span('x', 'gone', 5, 25), span('y', 'x', 6, 10)], T0 + 100);
    expect(trace.roots.map((s) => [s.id, s.orphan])).toEqual([
      ['a', false],
      ['x', true],
    ]);
    expect(trace.byId.get('y')!.depth).toBe(1);
    expect(trace.spans).toHaveLength(3);
  });

  test('a cycle of parents loses no span and does not hang', () => {
    const trace = buildTrace([span('p', 'q', 0, 10), span('q', 'p', 1, 9)], T0 + 100);
    expect(trace.spans.map((s) => s.id).sort()).toEqual(['p', 'q']);
  });

  test('the nested answer of engine::traces::tree flattens to the same spans', () => {
    const tree: TreeNode[] = [
      { ...span('a', undefined, 0, 50), children: [{ ...span('b', 'a', 1, 2), children: [] }] },
    ];
    expect(flattenTree(tree).map((s) => s.span_id)).toEqual(['a', 'b']);
    expect('children' in flattenTree(tree)[0]!).toBe(false);
  });

  test('a 10,000-span chain builds without overflowing the stack', () => {
    const spans = Array.from({ length: 10_000 }, (_, i) =>
      span(`s${i}`, i === 0 ? undefined : `s${i - 1}`, i, 20_000 - i),
    );
    const trace = buildTrace(spans, T0 + 30_000);
    expect(trace.spans.at(-1)!.depth).toBe(9_999);
  });
});

describe('buildTrace: clock skew between services', () => {
  test('a child of another service that starts before its parent is moved inside it, with its subtree', () => {
    const trace = buildTrace(
      [
        span('a', undefined, 100, 200, { service_name: 'api' }),
        // The Python worker's clock is 80 ms behind: its span seems to start before its caller's.
        span('b', 'a', 40, 100, { service_name: 'py' }),
        span('c', 'b', 50, 60, { service_name: 'py' }),
      ],
      T0 + 1000,
    );
    const b = trace.byId.get('b')!;
    const c = trace.byId.get('c')!;
    expect(b.startMs - T0).toBe(120); // centred: (100 − 60) / 2 after the parent's start
    expect(b.skewMs).toBe(80);
    expect(c.startMs - T0).toBe(130); // moved by the same amount
    expect(b.endMs).toBeLessThanOrEqual(trace.byId.get('a')!.endMs);
  });

  test('spans of the same service share a clock and are left where they are', () => {
    const trace = buildTrace([span('a', undefined, 100, 200), span('b', 'a', 40, 100)], T0 + 1000);
    expect(trace.byId.get('b')!.startMs - T0).toBe(40);
    expect(trace.byId.get('b')!.skewMs).toBe(0);
  });

  test('a child that fits inside its parent is not moved', () => {
    const trace = buildTrace([span('a', undefined, 0, 100), span('b', 'a', 10, 90, { service_name: 'py' })], T0 + 1000);
    expect(trace.byId.get('b')!.skewMs).toBe(0);
  });
});

describe('pending spans', () => {
  test('run up to now, are counted, and grow as now moves on', () => {
    const trace = buildTrace([span('a', undefined, 0, null), span('b', 'a', 10, 20)], T0 + 500);
    const a = trace.byId.get('a')!;
    expect(a.pending).toBe(true);
    expect(a.durationMs).toBe(500);
    expect(trace.pendingCount).toBe(1);
    advancePending(trace, T0 + 800);
    expect(a.durationMs).toBe(800);
    expect(trace.durationMs).toBe(800);
  });

  test('a pending child of another service is not moved for skew', () => {
    const trace = buildTrace(
      [span('a', undefined, 100, 200), span('b', 'a', 150, null, { service_name: 'py' })],
      T0 + 900,
    );
    expect(trace.byId.get('b')!.startMs - T0).toBe(150);
  });
});

describe('waterfall', () => {
  const trace = buildTrace(
    [span('a', undefined, 0, 100), span('b', 'a', 0, 50), span('c', 'b', 10, 20), span('d', 'a', 50, 100)],
    T0 + 1000,
  );
  test('a collapsed span hides its subtree only', () => {
    expect(visibleRows(trace, new Set()).map((s) => s.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(visibleRows(trace, new Set(['b'])).map((s) => s.id)).toEqual(['a', 'b', 'd']);
    expect(visibleRows(trace, new Set(['a'])).map((s) => s.id)).toEqual(['a']);
  });
  test('bars are placed by time; the axis has round ticks; the critical path follows the last-ending child', () => {
    expect(barOf(trace.byId.get('d')!, trace)).toEqual({ left: 50, width: 50 });
    expect(axisTicks(100).map((t) => t.ms)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(criticalPath(trace)).toEqual(['a', 'd']);
    expect([formatDuration(0.25), formatDuration(12.34), formatDuration(4520)]).toEqual([
      '250 µs',
      '12.3 ms',
      '4.52 s',
    ]);
  });
});

describe('flame graph, service breakdown and map', () => {
  const trace = buildTrace(
    [
      span('a', undefined, 0, 100, { service_name: 'api' }),
      span('b', 'a', 10, 50, { service_name: 'py' }),
      span('c', 'a', 40, 70, { service_name: 'py', status: 'error' }),
      span('d', 'c', 45, 55, { service_name: 'api' }),
    ],
    T0 + 1000,
  );
  test('self time counts overlapping children once', () => {
    expect(selfTime(trace.byId.get('a')!)).toBe(40); // children cover 10–70
    expect(flameBoxes(trace).map((b) => [b.span.id, b.depth, b.x])).toEqual([
      ['a', 0, 0],
      ['b', 1, 0.1],
      ['c', 1, 0.4],
      ['d', 2, 0.45],
    ]);
    // Zoomed on the second half, narrow boxes left out.
    expect(flameBoxes(trace, 0.5, 1, 0.3).map((b) => b.span.id)).toEqual(['a', 'c']);
  });
  test('per service: spans, average duration and error rate', () => {
    const rows = serviceBreakdown(trace);
    expect(rows.map((r) => [r.service, r.spans, r.avgMs, r.errorRate])).toEqual([
      ['api', 2, 55, 0],
      ['py', 2, 35, 0.5],
    ]);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  });
  test('the map has one edge per service pair with its calls', () => {
    const map = serviceMap(trace);
    expect(map.nodes.map((n) => [n.service, n.spans, n.errors])).toEqual([
      ['api', 2, 0],
      ['py', 2, 1],
    ]);
    expect(map.edges.map((e) => [e.from, e.to, e.calls, e.errors])).toEqual([
      ['api', 'py', 2, 1],
      ['py', 'api', 1, 0],
    ]);
  });
});

describe('span detail', () => {
  test('errors come from error.*, exception.* attributes and exception events', () => {
    const trace = buildTrace(
      [
        span('a', undefined, 0, 10, {
          status: 'error',
          status_description: 'boom',
          attributes: [
            ['error.code', 'invocation_failed'],
            ['exception.message', 'division by zero'],
            ['exception.type', 'ZeroDivisionError'],
            ['exception.stacktrace', 'Traceback...\n  line 3'],
          ],
          events: [{ name: 'exception', attributes: [['exception.message', 'late']] }],
        }),
        span('b', undefined, 0, 10, { status: 'error', status_description: 'plain failure' }),
      ],
      T0,
    );
    expect(spanErrors(trace.byId.get('a')!)).toEqual([
      { message: 'boom', type: 'invocation_failed', source: 'attributes' },
      { message: 'division by zero', type: 'ZeroDivisionError', stack: 'Traceback...\n  line 3', source: 'attributes' },
      { message: 'late', source: 'event' },
    ]);
    expect(spanErrors(trace.byId.get('b')!)).toEqual([{ message: 'plain failure', source: 'status' }]);
    const timedOut = buildTrace(
      [
        span('t', undefined, 0, 1, {
          status: 'error',
          status_description: 'http_504',
          attributes: [['error.code', 'http_504']],
        }),
      ],
      T0,
    );
    expect(spanErrors(timedOut.byId.get('t')!)).toEqual([{ message: 'http_504', source: 'attributes' }]);
  });
  test('baggage and grouped attributes', () => {
    const trace = buildTrace(
      [
        span('a', undefined, 0, 1, {
          attributes: [
            ['baggage.tenant', 'acme'],
            ['http.route', '/x'],
            ['plain', '1'],
          ],
        }),
      ],
      T0,
    );
    const a = trace.byId.get('a')!;
    expect(spanBaggage(a)).toEqual([['tenant', 'acme']]);
    expect(groupAttributes(a.attributes).map(([group]) => group)).toEqual(['baggage', 'http', 'other']);
  });
});
