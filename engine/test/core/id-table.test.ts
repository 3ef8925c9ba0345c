/** The pending table's id table answers as a Map would, through growth, shrinking and collisions. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdTable } from '../../src/core/id-table.js';

describe('the id table', () => {
  it('holds what a Map holds after any sequence of sets, deletes and deletes of a given value', () => {
    // Few distinct ids, so probes collide and deletes shift entries back; runs long enough to resize.
    const id = fc.oneof(
      fc.integer({ min: 0, max: 300 }).map((n) => `i-${n}`),
      fc.string({ maxLength: 6 }),
    );
    // Few distinct values too, so that deleteValue sometimes finds the value it names.
    const op = fc.tuple(fc.constantFrom('set', 'set', 'delete', 'deleteValue'), id, fc.integer({ min: 0, max: 3 }));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 2000 }), (ops) => {
        const table = new IdTable<number>();
        const map = new Map<string, number>();
        for (const [kind, key, value] of ops) {
          if (kind === 'set') {
            table.set(key, value);
            map.set(key, value);
          } else if (kind === 'delete') expect(table.delete(key)).toBe(map.delete(key));
          else expect(table.deleteValue(key, value)).toBe(map.get(key) === value && map.delete(key));
          expect(table.size).toBe(map.size);
        }
        for (const [key, value] of map) expect(table.get(key)).toBe(value);
        expect(table.get('absent-id')).toBeUndefined();
        expect([...table.entries()].sort((a, b) => a - b)).toEqual([...map.values()].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  it('grows with the entries in flight and shrinks back when they end, down to the capacity it keeps', () => {
    const table = new IdTable<number>();
    for (let i = 0; i < 100_000; i++) table.set(`call-${i}`, i);
    for (let i = 0; i < 100_000; i++) expect(table.get(`call-${i}`)).toBe(i);
    for (let i = 0; i < 99_990; i++) table.delete(`call-${i}`);
    expect(table.size).toBe(10);
    expect([...table.entries()].sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => 99_990 + i));
    expect((table as unknown as { keys: unknown[] }).keys.length).toBe(4096);
  });

  it('keeps its arrays when a batch of entries comes and goes below the capacity it keeps', () => {
    const table = new IdTable<number>();
    const arrays = () => (table as unknown as { keys: unknown[] }).keys;
    for (let i = 0; i < 1000; i++) table.set(`call-${i}`, i);
    const grown = arrays();
    for (let round = 1; round <= 3; round++) {
      for (let i = 0; i < 1000; i++) table.delete(`call-${i}`);
      expect(table.size).toBe(0);
      for (let i = 0; i < 1000; i++) table.set(`call-${i}`, round);
    }
    expect(arrays()).toBe(grown);
    expect(table.get('call-999')).toBe(3);
  });
});
