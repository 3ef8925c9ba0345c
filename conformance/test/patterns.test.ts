import { describe, expect, it } from 'vitest';
import { checkNode, match, materialize, type Bindings } from '../src/patterns.js';

describe('materialize', () => {
  it('binds $new to a fresh UUID and substitutes $ref and $repeat', () => {
    const bindings: Bindings = new Map();
    const frame = materialize(
      { id: { $new: 'i' }, again: { $ref: 'i' }, blob: { $repeat: { text: 'ab', count: 3 } } },
      bindings,
    ) as Record<string, string>;
    expect(frame.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(frame.again).toBe(frame.id);
    expect(frame.blob).toBe('ababab');
    expect(materialize({ $new: 'j' }, bindings)).not.toBe(frame.id);
  });

  it('refuses a $ref to a name not bound yet and a pattern operator in a frame to send', () => {
    expect(() => materialize({ $ref: 'nope' }, new Map())).toThrow(/not bound/);
    expect(() => materialize({ a: { $any: true } }, new Map())).toThrow(/expected frame/);
  });
});

describe('match', () => {
  it('matches objects by their pattern keys and allows other keys', () => {
    expect(match({ type: 'pong' }, { type: 'pong', extra: 1 }, new Map())).toBeUndefined();
    expect(match({ type: 'pong' }, { type: 'ping' }, new Map())).toEqual({
      path: '/type',
      reason: 'is "ping", expected "pong"',
    });
  });

  it('matches arrays item by item and with their length', () => {
    expect(match([1, { a: 2 }], [1, { a: 2, b: 3 }], new Map())).toBeUndefined();
    expect(match([1], [1, 2], new Map())?.reason).toBe('has 2 items, expected 1');
  });

  it('$exact refuses extra keys that a plain pattern allows', () => {
    expect(match({ result: { $exact: { a: 1 } } }, { result: { a: 1 } }, new Map())).toBeUndefined();
    expect(match({ result: { $exact: { a: 1 } } }, { result: { a: 1, b: 2 } }, new Map())?.path).toBe('/result');
  });

  it('$capture binds on success only, and a second $capture of the name must agree', () => {
    const bindings: Bindings = new Map();
    expect(match({ id: { $capture: 'x' }, type: 'a' }, { id: 1, type: 'b' }, bindings)).toBeDefined();
    expect(bindings.has('x')).toBe(false);
    expect(match({ id: { $capture: 'x' } }, { id: 1 }, bindings)).toBeUndefined();
    expect(bindings.get('x')).toBe(1);
    expect(match({ id: { $capture: 'x' } }, { id: 2 }, bindings)?.reason).toContain('"x" was 1');
    expect(match({ other: { $ref: 'x' } }, { other: 1 }, bindings)).toBeUndefined();
  });

  it('$absent, $any, $type, $contains and $oneOf', () => {
    const m = (pattern: unknown, value: unknown) => match(pattern, value, new Map()) === undefined;
    expect(m({ a: { $absent: true } }, {})).toBe(true);
    expect(m({ a: { $absent: true } }, { a: null })).toBe(false);
    expect(m({ a: { $any: true } }, { a: null })).toBe(true);
    expect(m({ a: { $any: true } }, {})).toBe(false);
    expect(m({ $type: 'uuid' }, '3f0e2c3a-9d0b-4c55-8a59-0c2a6f1d9e11')).toBe(true);
    expect(m({ $type: 'uuid' }, 'not-a-uuid')).toBe(false);
    expect(m({ $type: 'integer' }, 1.5)).toBe(false);
    expect(m({ $contains: 'boom' }, 'Error: boom!')).toBe(true);
    expect(m({ a: { $oneOf: [{ $absent: true }, null] } }, {})).toBe(true);
    expect(m({ a: { $oneOf: [{ $absent: true }, null] } }, { a: null })).toBe(true);
    expect(m({ a: { $oneOf: [{ $absent: true }, null] } }, { a: 0 })).toBe(false);
  });
});

describe('checkNode', () => {
  it('reports unknown operators, misplaced ones and unbound $refs with their pointer', () => {
    expect(checkNode({ a: { $nope: 1 } }, 'pattern', new Set())).toEqual([
      '/a: $nope is not an operator, or is mixed with other keys',
    ]);
    expect(checkNode({ a: { $new: 'x' } }, 'pattern', new Set())).toEqual([
      '/a: $new cannot be used in an expected frame',
    ]);
    expect(checkNode({ a: { $ref: 'x' } }, 'template', new Set())).toEqual([
      '/a: $ref "x" is not bound by an earlier $new or $capture',
    ]);
    const bound = new Set<string>();
    expect(checkNode({ a: { $capture: 'x' }, b: { $ref: 'x' } }, 'pattern', bound)).toEqual([]);
    expect(bound.has('x')).toBe(true);
  });
});
