import { describe, expect, it } from 'vitest';
import { decodeJson, encodeJson } from '../../src/core/json.js';

const isRawJSON = (JSON as unknown as { isRawJSON(value: unknown): boolean }).isRawJSON;

describe('decodeJson / encodeJson', () => {
  it('decodes integers beyond 2^53 as bigints and every other number as a number', () => {
    const frame = decodeJson(
      '{"id":1152921504606846977,"low":-9223372036854775807,"safe":9007199254740991,"f":1.5,"e":1e20}',
    );
    expect(frame).toEqual({
      id: 1152921504606846977n,
      low: -9223372036854775807n,
      safe: 9007199254740991,
      f: 1.5,
      e: 1e20,
    });
  });

  it('keeps a number past the double range as its text, and -0 as -0', () => {
    const { huge, neg } = decodeJson('{"huge":1e400,"neg":-0}') as { huge: { rawJSON: string }; neg: number };
    expect(isRawJSON(huge)).toBe(true);
    expect(huge.rawJSON).toBe('1e400');
    expect(Object.is(neg, -0)).toBe(true);
  });

  it('encodes bigints as the integers they hold and passes raw values back unchanged', () => {
    const text = '{"id":1152921504606846977,"huge":1e400,"list":[9007199254740993,2]}';
    expect(encodeJson(decodeJson(text))).toBe(text);
    expect(encodeJson({ n: 2n ** 70n, plain: 1 })).toBe('{"n":1180591620717411303424,"plain":1}');
  });

  it('still refuses what JSON cannot hold', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => encodeJson(cycle)).toThrow(TypeError);
    expect(() => decodeJson('{"a":')).toThrow(SyntaxError);
  });
});
