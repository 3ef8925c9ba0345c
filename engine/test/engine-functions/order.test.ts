import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames } from '../../src/modules/engine-functions/order.js';

const sign = (n: number) => Math.sign(n);
const plain = fc.string({ unit: fc.constantFrom(...'abcxyz019-.'), maxLength: 12 });

describe('compareNames', () => {
  it('orders plain names (lower-case letters, digits, - and .) as localeCompare does', () => {
    fc.assert(
      fc.property(plain, plain, (a, b) => {
        expect(sign(compareNames(a, b))).toBe(sign(a.localeCompare(b)));
      }),
      { numRuns: 5000 },
    );
  });

  it('sorts the built-in modules and any other names as localeCompare does', () => {
    const names = ['svc-stream', 'engine', 'svc-http', 'Zed', 'a_b', 'svc.x', 'a-b', 'ä', 'svc-state', 'B', '10', '9'];
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('falls back to localeCompare where the code units would order otherwise', () => {
    // Code units put 'Z' (0x5A) before 'a' (0x61) and '_' (0x5F) after '-'; ICU does not.
    expect(sign(compareNames('Zed', 'abc'))).toBe(1);
    expect(sign(compareNames('a_b', 'a-b'))).toBe(-1);
  });
});
