/**
 * Comparisons every adapter shares: structural equality of JSON values (for compare-and-set) and
 * the order of keys in listings (code point order, which is also the byte order of their UTF-8
 * form, the order Redis sorts in, so all adapters list alike).
 */
import type { JsonValue } from '@svc/protocol';

/** Whether two JSON values are the same JSON: arrays in order, object fields in any order. */
export function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => jsonEqual(item, b[i]!));
  }
  const x = a as Record<string, JsonValue>;
  const y = b as Record<string, JsonValue>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((key) => Object.hasOwn(y, key) && jsonEqual(x[key]!, y[key]!));
}

/**
 * Orders strings by code point. JavaScript's `<` compares UTF-16 units, which puts characters
 * above U+FFFF (surrogate pairs, D800–DFFF) before U+E000–U+FFFF; code point order does not.
 */
export function compareKeys(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** Moves surrogates above the rest of the BMP, where their code points are. */
const codePointRank = (unit: number) =>
  unit >= 0xd800 && unit <= 0xdfff ? unit + 0x2000 : unit >= 0xe000 ? unit - 0x800 : unit;
