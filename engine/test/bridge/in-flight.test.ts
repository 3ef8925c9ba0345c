import { describe, expect, it } from 'vitest';
import { InFlightCalls } from '../../src/bridge/in-flight.js';

describe('InFlightCalls', () => {
  it('counts calls until their result, a reused id twice, and ignores results of no open call', () => {
    const calls = new InFlightCalls();
    calls.opened('a');
    calls.opened('b');
    calls.opened('a');
    expect(calls.size).toBe(3);
    calls.closed('unknown');
    expect(calls.size).toBe(3);
    calls.closed('a');
    expect(calls.size).toBe(2);
    calls.closed('a');
    calls.closed('a');
    expect(calls.size).toBe(1);
    calls.closed('b');
    expect(calls.size).toBe(0);
  });
});
