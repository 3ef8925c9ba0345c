import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExact } from '../../src/core/exact-json.js';
import { canonicalFields, isCanonicalJson } from '../../src/modules/http/canonical-json.js';

describe('canonical JSON', () => {
  it('accepts what JSON.stringify writes, and only text it writes back unchanged', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        // Oracle: text accepted as canonical is exactly what the engine would write of its parse.
        if (isCanonicalJson(text)) expect(JSON.stringify(parseExact(text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.json(), (text) => {
        if (isCanonicalJson(text)) expect(JSON.stringify(parseExact(text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts integers, plain strings, literals and nesting, exact numbers included', () => {
    for (const text of [
      '{"order":42,"items":["a","b"],"note":"hello"}',
      '[]',
      '{}',
      'null',
      'true',
      'false',
      '"héllo ✓"',
      '-0',
      '1152921504606846977',
      '{"a":{"b":[1,[2,{"c":null}]]},"d":-12}',
    ]) {
      expect(isCanonicalJson(text), text).toBe(true);
      expect(JSON.stringify(parseExact(text))).toBe(text);
    }
  });

  it('refuses whitespace, escapes, fractions, exponents and anything not JSON', () => {
    for (const text of [
      ' {}',
      '{} ',
      '{"a": 1}',
      '[1, 2]',
      '"a\\nb"',
      '"\\u00e9"',
      '1.5',
      '1e3',
      '1E3',
      '01',
      '-',
      '{"a":1,}',
      '[1,]',
      '{"a"}',
      '{"a":1',
      '"open',
      'nul',
      'truex',
      '',
      '{}{}',
    ]) {
      expect(isCanonicalJson(text), text).toBe(false);
    }
  });

  it('leaves a deeply nested body to the parse', () => {
    expect(isCanonicalJson(`${'['.repeat(300)}${']'.repeat(300)}`)).toBe(false);
    expect(isCanonicalJson(`${'['.repeat(200)}${']'.repeat(200)}`)).toBe(true);
  });
});

describe('the fields of a canonical object', () => {
  it('lists each key with where its value lies, and refuses anything not a canonical object', () => {
    const text = '{"status_code":201,"body":{"a":[1,{"b":null}]},"body":"again","":true}';
    expect(canonicalFields(text)?.map(({ key, start, end }) => [key, text.slice(start, end)])).toEqual([
      ['status_code', '201'],
      ['body', '{"a":[1,{"b":null}]}'],
      ['body', '"again"'],
      ['', 'true'],
    ]);
    expect(canonicalFields('{}')).toEqual([]);
    for (const bad of ['[]', '{"a":1} ', '{"a":1,}', '{"a" :1}', '{"a":1.5}', '{', '{}x', '"{}"'])
      expect(canonicalFields(bad), bad).toBeUndefined();
  });
});
