import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../src/core/backoff.js';

describe('backoffDelay', () => {
  it('doubles from 1 s and stops growing at 30 s, without jitter at the midpoint', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => backoffDelay(n, mid))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('varies by 30% either way at the extremes of the random source', () => {
    expect(backoffDelay(0, () => 0)).toBe(700);
    expect(backoffDelay(0, () => 0.999_999)).toBe(1300);
    expect(backoffDelay(10, () => 0)).toBe(21_000);
    expect(backoffDelay(10, () => 0.999_999)).toBe(39_000);
  });

  it('stays within min(1000·2^n, 30000) ± 30% for any attempt and random value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (n, r) => {
          const base = Math.min(1000 * 2 ** n, 30_000);
          const delay = backoffDelay(n, () => r);
          return delay >= Math.floor(base * 0.7) && delay <= Math.ceil(base * 1.3) && Number.isFinite(delay);
        },
      ),
    );
  });

  it('uses Math.random by default', () => {
    const delays = new Set(Array.from({ length: 20 }, () => backoffDelay(3)));
    expect(delays.size).toBeGreaterThan(1);
    for (const d of delays) expect(d).toBeGreaterThanOrEqual(5600);
  });
});
