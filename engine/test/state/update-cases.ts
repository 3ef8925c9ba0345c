/**
 * `state::update` cases, run on every adapter by the parity suite: a starting value (absent for
 * a missing key), the ops, and what a caller must see: the new value, and the code and index of
 * every skipped op. `stored` is absent when nothing may be written.
 */
import type { JsonValue } from '@svc/protocol';

export interface UpdateCase {
  name: string;
  start?: JsonValue;
  ops: Record<string, JsonValue>[];
  /** The value stored afterwards; absent when the key must keep its start (or stay missing). */
  stored?: JsonValue;
  errors?: [index: number, code: string][];
}

const deep = (levels: number): JsonValue => (levels === 0 ? 1 : { d: deep(levels - 1) });
const manyKeys = Object.fromEntries(Array.from({ length: 1025 }, (_, i) => [`k${i}`, i]));

export const UPDATE_CASES: UpdateCase[] = [
  // set
  { name: 'set a first-level field of a missing key', ops: [{ type: 'set', path: 'a', value: 1 }], stored: { a: 1 } },
  {
    name: 'set "" replaces the root',
    start: { a: 1 },
    ops: [{ type: 'set', path: '', value: [1, 2] }],
    stored: [1, 2],
  },
  {
    name: 'set takes a dotted path literally',
    start: {},
    ops: [{ type: 'set', path: 'a.b', value: true }],
    stored: { 'a.b': true },
  },
  {
    name: 'set on a null root creates the object',
    start: null,
    ops: [{ type: 'set', path: 'a', value: 1 }],
    stored: { a: 1 },
  },
  {
    name: 'set on a number root is refused',
    start: 5,
    ops: [{ type: 'set', path: 'a', value: 1 }],
    errors: [[0, 'set.target_not_object']],
  },
  {
    name: 'set refuses __proto__',
    start: {},
    ops: [{ type: 'set', path: '__proto__', value: { polluted: true } }],
    errors: [[0, 'set.path.proto_polluted']],
  },
  {
    name: 'set refuses a segment over 256 bytes',
    start: {},
    ops: [{ type: 'set', path: 'é'.repeat(129), value: 1 }],
    errors: [[0, 'set.path.segment_too_long']],
  },
  // merge
  {
    name: 'merge into the root',
    start: { a: 1, b: 1 },
    ops: [{ type: 'merge', value: { b: 2, c: 3 } }],
    stored: { a: 1, b: 2, c: 3 },
  },
  {
    name: 'merge creates a nested path',
    ops: [{ type: 'merge', path: ['x', 'y'], value: { z: 1 } }],
    stored: { x: { y: { z: 1 } } },
  },
  {
    name: 'merge into an existing nested object',
    start: { x: { y: { old: 1 } } },
    ops: [{ type: 'merge', path: ['x', 'y'], value: { z: 1 } }],
    stored: { x: { y: { old: 1, z: 1 } } },
  },
  {
    name: 'merge with a string path',
    start: { p: null },
    ops: [{ type: 'merge', path: 'p', value: { q: 1 } }],
    stored: { p: { q: 1 } },
  },
  {
    name: 'merge through a number is refused',
    start: { x: 5 },
    ops: [{ type: 'merge', path: ['x', 'y'], value: { z: 1 } }],
    errors: [[0, 'merge.target_not_object']],
  },
  {
    name: 'merge into a string root is refused',
    start: 'text',
    ops: [{ type: 'merge', value: { a: 1 } }],
    errors: [[0, 'merge.target_not_object']],
  },
  {
    name: 'merge of a non-object is refused',
    start: {},
    ops: [{ type: 'merge', value: [1] }],
    errors: [[0, 'merge.value.not_an_object']],
  },
  {
    name: 'merge refuses a constructor key',
    start: {},
    ops: [{ type: 'merge', value: { constructor: 1 } }],
    errors: [[0, 'merge.value.proto_polluted']],
  },
  {
    name: 'merge refuses a prototype segment',
    start: {},
    ops: [{ type: 'merge', path: ['a', 'prototype'], value: { b: 1 } }],
    errors: [[0, 'merge.path.proto_polluted']],
  },
  {
    name: 'merge refuses 33 segments',
    start: {},
    ops: [{ type: 'merge', path: Array.from({ length: 33 }, (_, i) => `s${i}`), value: {} }],
    errors: [[0, 'merge.path.too_deep']],
  },
  {
    name: 'merge refuses an empty segment',
    start: {},
    ops: [{ type: 'merge', path: ['a', ''], value: {} }],
    errors: [[0, 'merge.path.empty_segment']],
  },
  {
    name: 'merge refuses 1025 keys',
    start: {},
    ops: [{ type: 'merge', value: manyKeys }],
    errors: [[0, 'merge.value.too_many_keys']],
  },
  {
    name: 'merge refuses depth 17 and takes depth 16',
    start: {},
    ops: [
      { type: 'merge', value: deep(17) },
      { type: 'merge', value: deep(16) },
    ],
    stored: deep(16),
    errors: [[0, 'merge.value.too_deep']],
  },
  // increment and decrement
  {
    name: 'increment a field and a missing one',
    start: { count: 2 },
    ops: [
      { type: 'increment', path: 'count', by: 3 },
      { type: 'increment', path: 'missing', by: 3 },
    ],
    stored: { count: 5, missing: 3 },
  },
  { name: 'increment a missing root', ops: [{ type: 'increment', path: '', by: 5 }], stored: 5 },
  { name: 'increment a float', start: { f: 1.5 }, ops: [{ type: 'increment', path: 'f', by: 2 }], stored: { f: 3.5 } },
  {
    name: 'increment a string is refused',
    start: { bad: 'x' },
    ops: [{ type: 'increment', path: 'bad', by: 1 }],
    errors: [[0, 'increment.not_number']],
  },
  {
    name: 'increment under an array root is refused',
    start: [1],
    ops: [{ type: 'increment', path: 'a', by: 1 }],
    errors: [[0, 'increment.target_not_object']],
  },
  {
    name: 'increment past the largest double is refused',
    start: { big: 1.7976931348623157e308 },
    ops: [{ type: 'increment', path: 'big', by: 1e308 }],
    errors: [[0, 'increment.overflow']],
  },
  {
    name: 'increment ignores inherited names',
    start: {},
    ops: [{ type: 'increment', path: 'toString', by: 1 }],
    stored: { toString: 1 },
  },
  {
    name: 'decrement a field and a missing one',
    start: { c: 5 },
    ops: [
      { type: 'decrement', path: 'c', by: 3 },
      { type: 'decrement', path: 'm', by: 2 },
    ],
    stored: { c: 2, m: -2 },
  },
  {
    name: 'decrement a null is refused',
    start: { n: null },
    ops: [{ type: 'decrement', path: 'n', by: 1 }],
    errors: [[0, 'decrement.not_number']],
  },
  // append
  {
    name: 'append to an array',
    start: { events: [1] },
    ops: [{ type: 'append', path: 'events', value: { k: 2 } }],
    stored: { events: [1, { k: 2 }] },
  },
  {
    name: 'append a string to a string',
    start: { t: 'ab' },
    ops: [{ type: 'append', path: 't', value: 'c' }],
    stored: { t: 'abc' },
  },
  {
    name: 'append a number to a string is refused',
    start: { t: 'ab' },
    ops: [{ type: 'append', path: 't', value: 1 }],
    errors: [[0, 'append.type_mismatch']],
  },
  {
    name: 'append to an object is refused',
    start: { o: {} },
    ops: [{ type: 'append', path: 'o', value: 1 }],
    errors: [[0, 'append.type_mismatch']],
  },
  { name: 'append a string to a missing root', ops: [{ type: 'append', path: '', value: 'x' }], stored: 'x' },
  { name: 'append an object to a missing root', ops: [{ type: 'append', value: { k: 1 } }], stored: [{ k: 1 }] },
  {
    name: 'append to a null field',
    start: { n: null },
    ops: [{ type: 'append', path: 'n', value: 'x' }],
    stored: { n: 'x' },
  },
  {
    name: 'append along an array path',
    start: {},
    ops: [
      { type: 'append', path: ['a', 'b', 'c'], value: 1 },
      { type: 'append', path: ['a', 'b', 'c'], value: 2 },
    ],
    stored: { a: { b: { c: [1, 2] } } },
  },
  {
    name: 'append through a number is refused',
    start: { a: 3 },
    ops: [{ type: 'append', path: ['a', 'b'], value: 1 }],
    errors: [[0, 'append.target_not_object']],
  },
  {
    name: 'append refuses __proto__ in a path',
    start: {},
    ops: [{ type: 'append', path: ['a', '__proto__'], value: 1 }],
    errors: [[0, 'append.path.proto_polluted']],
  },
  // remove
  { name: 'remove a field', start: { a: 1, b: 2 }, ops: [{ type: 'remove', path: 'a' }], stored: { b: 2 } },
  {
    name: 'remove a missing field is not an error',
    start: { b: 2 },
    ops: [{ type: 'remove', path: 'missing' }],
    stored: { b: 2 },
  },
  { name: 'remove "" sets the root to null', start: { a: 1 }, ops: [{ type: 'remove', path: '' }], stored: null },
  {
    name: 'remove under a string root is refused',
    start: 'text',
    ops: [{ type: 'remove', path: 'a' }],
    errors: [[0, 'remove.target_not_object']],
  },
  { name: 'remove from a missing key writes nothing', ops: [{ type: 'remove', path: 'a' }] },
  {
    name: 'remove refuses constructor',
    start: { a: 1 },
    ops: [{ type: 'remove', path: 'constructor' }],
    errors: [[0, 'remove.path.proto_polluted']],
  },
  // order and continuation
  {
    name: 'a skipped op does not stop the ops after it',
    start: { a: 1 },
    ops: [
      { type: 'increment', path: 'a', by: 1 },
      { type: 'append', path: 'a', value: 'x' },
      { type: 'set', path: 'c', value: true },
      { type: 'decrement', path: 'c', by: 1 },
    ],
    stored: { a: 2, c: true },
    errors: [
      [1, 'append.type_mismatch'],
      [3, 'decrement.not_number'],
    ],
  },
  {
    name: 'ops see the results of the ops before them',
    ops: [
      { type: 'set', path: 'n', value: 1 },
      { type: 'increment', path: 'n', by: 1 },
      { type: 'set', path: 'm', value: 'k' },
      { type: 'append', path: 'm', value: '!' },
    ],
    stored: { n: 2, m: 'k!' },
  },
  { name: 'no ops write nothing', start: { a: 1 }, ops: [] },
  {
    name: 'only refused ops write nothing',
    start: { a: 'x' },
    ops: [
      { type: 'increment', path: 'a', by: 1 },
      { type: 'merge', value: 1 },
    ],
    errors: [
      [0, 'increment.not_number'],
      [1, 'merge.value.not_an_object'],
    ],
  },
];
