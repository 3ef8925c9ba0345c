import { describe, expect, it } from 'vitest';
import { Ring } from '../../src/modules/observability/ring.js';

describe('Ring', () => {
  it('never holds more than its cap: the oldest go first, and are counted', () => {
    const ring = new Ring<number>(3, 0, (n) => n);
    for (let i = 0; i < 5000; i++) ring.push(i);
    expect([...ring.values()]).toEqual([4997, 4998, 4999]);
    expect(ring.size).toBe(3);
    expect(ring.evicted).toBe(4997);
  });

  it('evicts records older than its retention', () => {
    const ring = new Ring<{ at: number }>(10, 1000, (record) => record.at);
    for (const at of [0, 500, 1500, 2000]) ring.push({ at });
    ring.prune(2400);
    expect([...ring.values()].map((record) => record.at)).toEqual([1500, 2000]);
    expect(ring.stats()).toEqual({ max: 10, retentionSeconds: 1, evicted: 2 });
    expect(ring.clear()).toBe(2);
    expect(ring.size).toBe(0);
  });
});
