import { describe, expect, it } from 'vitest';
import { MAX_FRAME_DEPTH, nestingDepth, tooDeep } from '../../src/core/frame-depth.js';

const nested = (depth: number) => `${'[{"a":'.repeat(depth / 2)}1${'}]'.repeat(depth / 2)}`;

describe('nestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestingDepth('1')).toBe(0);
    expect(nestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(nestingDepth('{"a":"[[[[{{{{","b":"\\"[[[","c":"\\\\"}')).toBe(1);
    expect(nestingDepth(JSON.stringify({ s: 'x\\"[{'.repeat(1000), v: [[1]] }))).toBe(3);
  });

  it('stops counting once past the limit', () => {
    expect(nestingDepth(nested(100_000), 10)).toBe(11);
  });
});

describe('tooDeep', () => {
  it(`refuses frames nesting deeper than ${MAX_FRAME_DEPTH} levels and accepts ${MAX_FRAME_DEPTH}`, () => {
    expect(tooDeep(`{"type":"ping","pad":${nested(MAX_FRAME_DEPTH)}}`)).toBe(true);
    expect(tooDeep(`{"type":"ping","pad":${nested(MAX_FRAME_DEPTH - 2)}}`)).toBe(false);
    expect(tooDeep(`{"type":"invokefunction","function_id":"f","data":${nested(100_000)}}`)).toBe(true);
    expect(tooDeep(JSON.stringify({ type: 'ping', pad: 'x'.repeat(100_000) }))).toBe(false);
  });
});
