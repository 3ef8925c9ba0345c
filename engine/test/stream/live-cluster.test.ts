/**
 * The live feed's invocation counts over several engines: windows summed, percentiles taken over
 * every engine's durations by weight, and the `want` / `window` exchange between engines.
 */
import { describe, expect, it } from 'vitest';
import {
  ClusterInvocations,
  invocationStats,
  type Outgoing,
  WANTED_WINDOWS,
} from '../../src/modules/stream/live-cluster.js';

const window = (total: number, samples: number[], byFunction: Record<string, number[]> = {}) => ({
  total,
  ok: total,
  error: 0,
  samples,
  byFunction,
});

describe('invocationStats', () => {
  it("gives one engine's window its own percentiles", () => {
    const stats = invocationStats(1000, [window(4, [1, 2, 3, 40], { f: [4, 4, 0] })], {});
    expect(stats).toMatchObject({ total: 4, per_second: 4, latency_ms: { p50: 2, p95: 40, p99: 40 } });
    expect(stats.by_function).toEqual({ f: [4, 4, 0] });
  });

  it('sums windows and weighs each sample by the invocations it stands for', () => {
    // Engine 1: 2 fast calls; engine 2: 98 slow calls, published as a sample of two.
    const stats = invocationStats(
      500,
      [window(2, [1, 1], { f: [2, 2, 0] }), window(98, [100, 100], { f: [90, 90, 0], g: [8, 8, 0] })],
      { w1: 1, w2: 2 },
    );
    expect(stats).toMatchObject({ total: 100, ok: 100, per_second: 200, latency_ms: { p50: 100, p95: 100 } });
    expect(stats.by_function).toEqual({ f: [92, 92, 0], g: [8, 8, 0] });
    expect(stats.active_by_worker).toEqual({ w1: 1, w2: 2 });
  });
});

describe('ClusterInvocations', () => {
  const exchange = () => {
    const sent: Outgoing[] = [];
    return { sent, cluster: new ClusterInvocations((m) => sent.push(m), 250) };
  };

  it('publishes only while another engine wants the windows, and one empty window after the last busy one', () => {
    const { sent, cluster } = exchange();
    expect(cluster.wanted(0)).toBe(false);
    cluster.receive({ origin: 'other', want: true }, 0);
    expect(cluster.wanted(WANTED_WINDOWS * 250 - 1)).toBe(true);
    expect(cluster.wanted(WANTED_WINDOWS * 250)).toBe(false);
    cluster.publish(window(0, []), {});
    expect(sent).toEqual([]);
    cluster.publish(window(3, [1, 2, 3], { f: [3, 3, 0] }), { w: 1 });
    cluster.publish(window(0, []), {});
    cluster.publish(window(0, []), {});
    expect(sent.map((m) => m.window?.total)).toEqual([3, 0]);
    expect(sent[0]!.window).toMatchObject({
      samples: [1, 2, 3],
      by_function: { f: [3, 3, 0] },
      active_by_worker: { w: 1 },
    });
  });

  it('publishes at most 512 durations, spread over their range', () => {
    const { sent, cluster } = exchange();
    const samples = Array.from({ length: 4096 }, (_, i) => i);
    cluster.publish(window(10_000, samples), {});
    const published = sent[0]!.window!.samples;
    expect(published).toHaveLength(512);
    expect(published[0]).toBe(0);
    expect(published.at(-1)).toBeGreaterThan(4000);
  });

  it("hands each engine's windows over once, and forgets the workers of an engine that went quiet", () => {
    const { cluster } = exchange();
    const w = {
      window_ms: 250,
      total: 2,
      ok: 2,
      error: 0,
      samples: [1, 2],
      by_function: {},
      active_by_worker: { x: 1 },
    };
    cluster.receive({ origin: 'a', window: w }, 0);
    cluster.receive({ origin: 'a', window: { ...w, active_by_worker: {} } }, 10);
    cluster.receive({ origin: 'b', window: w }, 20);
    const first = cluster.take(100);
    expect(first.windows.map((x) => x.total)).toEqual([2, 2, 2]);
    expect(first.activeByWorker).toEqual({ x: 1 });
    expect(cluster.take(100).windows).toEqual([]);
    expect(cluster.take(20 + WANTED_WINDOWS * 250 + 1).activeByWorker).toEqual({});
  });
});
