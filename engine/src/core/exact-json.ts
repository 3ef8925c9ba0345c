/**
 * JSON parsed without changing any number: where the engine reads a value (an HTTP body, a
 * state value, a queue message, an event) and sends it on, an integer beyond 2^53, `-0` or a
 * number past the double range (`1e400`) must reach the other side as it was written. Such a
 * number is kept as a raw JSON value (`JSON.rawJSON` of its source text), which `JSON.stringify`
 * writes back digit for digit; every other number is a plain JavaScript number, as before.
 */
import type { JsonValue } from '@svc/protocol';

/**
 * A quick test for text that may hold such a number (16 digits in a row, a three-digit exponent,
 * a `-0` token, but not the `-0` of `sku-0` or of a date); other text takes the plain
 * `JSON.parse`, several times faster than one with a reviver. A false positive only costs time.
 */
const MAY_CHANGE = /\d{16}|\d[eE]\+?\d{3}|(?:^|[:,[\s])-0(?:\.0+)?(?:[eE][+-]?\d+)?(?=[\s,\]}]|$)/;

const raw = (JSON as unknown as { rawJSON(text: string): JsonValue }).rawJSON;

const INTEGER = /^-?\d+$/;

/**
 * Keeps as its source text an integer literal the double cannot hold, `-0` and a number past the
 * double range. A large number written with a fraction or an exponent (`1.7976931348623157e308`)
 * stays a number: its writer chose a double, and arithmetic on it (`increment`) still works.
 */
function keepExact(_key: string, value: unknown, context?: { source?: string }): unknown {
  if (typeof value !== 'number' || context?.source === undefined) return value;
  if (!Number.isFinite(value) || Object.is(value, -0)) return raw(context.source);
  return Number.isSafeInteger(value) || !INTEGER.test(context.source) ? value : raw(context.source);
}

/** `JSON.parse` that changes no number; throws as `JSON.parse` does. */
export function parseExact(text: string): JsonValue {
  if (!MAY_CHANGE.test(text)) return JSON.parse(text) as JsonValue;
  return JSON.parse(text, keepExact as (key: string, value: unknown) => unknown) as JsonValue;
}
