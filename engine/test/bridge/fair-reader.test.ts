import { describe, expect, it } from 'vitest';
import { FairReader } from '../../src/bridge/fair-reader.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('FairReader', () => {
  it('handles at most maxPerTurn items per turn, pausing the socket until the rest are handled in order', async () => {
    const handled: number[] = [];
    const flow: string[] = [];
    const reader = new FairReader<number>(3, (item) => handled.push(item), {
      pause: () => flow.push('pause'),
      resume: () => flow.push('resume'),
    });
    for (let i = 0; i < 8; i++) reader.push(i);
    expect(handled).toEqual([0, 1, 2]);
    expect(flow).toEqual(['pause']);
    expect(reader.waiting).toBe(5);
    await nextTurn();
    expect(handled).toEqual([0, 1, 2, 3, 4, 5]);
    reader.push(8);
    await nextTurn();
    expect(handled).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(flow).toEqual(['pause', 'resume']);
    // A new turn has a new share.
    await nextTurn();
    for (let i = 9; i < 12; i++) reader.push(i);
    expect(handled.slice(-3)).toEqual([9, 10, 11]);
  });

  it('drops the backlog when stopped', async () => {
    const handled: number[] = [];
    const reader = new FairReader<number>(1, (item) => handled.push(item), { pause: () => {}, resume: () => {} });
    reader.push(1);
    reader.push(2);
    reader.stop();
    reader.push(3);
    await nextTurn();
    expect(handled).toEqual([1]);
  });
});
