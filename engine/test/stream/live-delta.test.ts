/** The live feed's registry deltas: what a window reports is the change from its start to its end. */
import { describe, expect, it } from 'vitest';
import { delta, note } from '../../src/modules/stream/live.js';

const listed = (d: ReturnType<typeof delta>) => ({ added: [...d.added], removed: [...d.removed] });

describe('a registry delta over one window', () => {
  it('reports an addition and a removal', () => {
    const d = delta();
    note(d, 'a::one', true);
    note(d, 'a::two', false);
    expect(listed(d)).toEqual({ added: ['a::one'], removed: ['a::two'] });
  });

  it('reports nothing for an id removed and added again (still there), or added and removed (never seen)', () => {
    const d = delta();
    note(d, 'cluster::hang', false);
    note(d, 'cluster::hang', true);
    note(d, 'b::brief', true);
    note(d, 'b::brief', false);
    expect(listed(d)).toEqual({ added: [], removed: [] });
  });
});
