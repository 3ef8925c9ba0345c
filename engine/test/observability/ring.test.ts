import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

describe('Ring against a plain list', () => {
  type Op = { push: number } | { prune: number } | { clear: true };
  const op: fc.Arbitrary<Op> = fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 10_000 }).map((push) => ({ push })) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 12_000 }).map((prune) => ({ prune })) },
    { weight: 1, arbitrary: fc.constant({ clear: true as const }) },
  );

  it('keeps, evicts and hands out the same records, in the same order, whatever the cap and the calls', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.array(op, { maxLength: 400 }),
        fc.integer({ min: 0, max: 6000 }),
        (max, retentionMs, ops, extra) => {
          const left: number[] = [];
          const ring = new Ring<number>(
            max,
            retentionMs,
            (n) => n,
            (n) => left.push(n),
          );
          const model: number[] = [];
          const modelLeft: number[] = [];
          let evicted = 0;
          // A run of pushes past the first capacity, so the array grows and wraps.
          const all: Op[] = [...ops, ...Array.from({ length: extra }, (_, i) => ({ push: i }))];
          for (const step of all) {
            if ('push' in step) {
              ring.push(step.push);
              model.push(step.push);
              while (model.length > max) {
                modelLeft.push(model.shift()!);
                evicted++;
              }
            } else if ('prune' in step) {
              ring.prune(step.prune);
              while (retentionMs > 0 && model.length > 0 && model[0]! < step.prune - retentionMs) {
                modelLeft.push(model.shift()!);
                evicted++;
              }
            } else {
              expect(ring.clear()).toBe(model.length);
              modelLeft.push(...model.splice(0));
            }
            expect(ring.size).toBe(model.length);
          }
          expect([...ring.values()]).toEqual(model);
          expect(ring.evicted).toBe(evicted);
          expect(left).toEqual(modelLeft);
        },
      ),
      { numRuns: 200 },
    );
  });
});
