import { describe, expect, it } from 'vitest';
import { TokenBucket, WindowRate } from '../../src/bridge/rate.js';

const admitMany = (rate: WindowRate, count: number, atMs: number) =>
  Array.from({ length: count }, () => rate.admit(atMs));

describe('WindowRate', () => {
  it('passes the limit in each one-second window and drops the excess', () => {
    const rate = new WindowRate(3);
    expect(admitMany(rate, 4, 10_000)).toEqual(['pass', 'pass', 'pass', 'drop']);
    expect(admitMany(rate, 2, 10_999)).toEqual(['drop', 'close']);
  });

  it('closes once the excess over consecutive windows reaches the limit, forgets it after a window within', () => {
    const rate = new WindowRate(4);
    expect(admitMany(rate, 6, 1000)).toEqual(['pass', 'pass', 'pass', 'pass', 'drop', 'drop']);
    expect(admitMany(rate, 6, 2000)).toEqual(['pass', 'pass', 'pass', 'pass', 'drop', 'close']);
    const forgiven = new WindowRate(4);
    admitMany(forgiven, 6, 1000);
    expect(admitMany(forgiven, 4, 2000)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(admitMany(forgiven, 7, 3000)).toEqual(['pass', 'pass', 'pass', 'pass', 'drop', 'drop', 'drop']);
    // A gap of a window clears it too.
    expect(admitMany(forgiven, 6, 5000)).toEqual(['pass', 'pass', 'pass', 'pass', 'drop', 'drop']);
  });
});

describe('TokenBucket', () => {
  it('allows a burst, then the rate', () => {
    const bucket = new TokenBucket(10, 5, 0);
    expect(Array.from({ length: 6 }, () => bucket.take(0))).toEqual([true, true, true, true, true, false]);
    expect(bucket.take(50)).toBe(false);
    expect(bucket.take(100)).toBe(true);
    expect(bucket.take(100)).toBe(false);
    // Refills up to the burst, no further.
    expect(Array.from({ length: 6 }, () => bucket.take(60_000))).toEqual([true, true, true, true, true, false]);
  });
});
