/**
 * Frames decoded and encoded without changing a number. An integer beyond 2^53 (a database or
 * snowflake id such as 1152921504606846977) arrives in a handler as a `bigint`, and a `bigint`
 * anywhere in a payload or result is sent as the JSON integer it holds; a number past the double
 * range (`1e400`) arrives as a raw JSON value (`JSON.isRawJSON(v)`, its text in `v.rawJSON`) and
 * is sent back unchanged. Every other number is a plain `number`, as `JSON.parse` gives it.
 */

/**
 * A quick test for text that may hold such a number (16 digits in a row, a three-digit exponent);
 * other text takes the plain `JSON.parse`. A false positive only costs the slower parse.
 */
const MAY_CHANGE = /\d{16}|\d[eE]\+?\d{3}/;
const INTEGER = /^-?\d+$/;

const { rawJSON } = JSON as unknown as { rawJSON(text: string): unknown };

function keepExact(_key: string, value: unknown, context?: { source?: string }): unknown {
  if (typeof value !== 'number' || context?.source === undefined) return value;
  if (!Number.isFinite(value)) return rawJSON(context.source);
  return Number.isSafeInteger(value) || !INTEGER.test(context.source) ? value : BigInt(context.source);
}

/** Parses a frame's text; integers beyond 2^53 become `bigint`s. Throws as `JSON.parse` does. */
export function decodeJson(text: string): unknown {
  if (!MAY_CHANGE.test(text)) return JSON.parse(text);
  return JSON.parse(text, keepExact as (key: string, value: unknown) => unknown);
}

const bigintAsInteger = (_key: string, value: unknown): unknown =>
  typeof value === 'bigint' ? rawJSON(value.toString()) : value;

/** Encodes a frame; a `bigint` is written as its integer. Throws on a cycle, as `JSON.stringify` does. */
export function encodeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    // Only a frame holding a bigint pays for the replacer.
    if (!(error instanceof TypeError) || !/BigInt/i.test(error.message)) throw error;
    return JSON.stringify(value, bigintAsInteger);
  }
}
