/**
 * Frames decoded and encoded without changing a number. An integer beyond 2^53 (a database or
 * snowflake id such as 1152921504606846977) arrives in a handler as a `bigint`, and a `bigint`
 * anywhere in a payload or result is sent as the JSON integer it holds; a number past the double
 * range (`1e400`) arrives as a raw JSON value (`JSON.isRawJSON(v)`, its text in `v.rawJSON`) and
 * is sent back unchanged. Every other number is a plain `number`, as `JSON.parse` gives it.
 */

const INTEGER = /^-?\d+$/;

const { rawJSON } = JSON as unknown as { rawJSON(text: string): unknown };

function keepExact(_key: string, value: unknown, context?: { source?: string }): unknown {
  if (typeof value !== 'number' || context?.source === undefined) return value;
  if (!Number.isFinite(value)) return rawJSON(context.source);
  return Number.isSafeInteger(value) || !INTEGER.test(context.source) ? value : BigInt(context.source);
}

/**
 * Parses a frame's text; integers beyond 2^53 become `bigint`s. Throws as `JSON.parse` does.
 * The plain parse comes first: only a frame where it met such a number (a walk of the value,
 * cheaper than a pattern test of the text) is parsed again with the reviver.
 */
export function decodeJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return changedByParse(value) ? JSON.parse(text, keepExact as (key: string, value: unknown) => unknown) : value;
}

/** Whether `value` holds a number a double may have changed: an integer past 2^53, or ±Infinity. */
function changedByParse(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'number') {
      if (!Number.isSafeInteger(item) && (Number.isInteger(item) || !Number.isFinite(item))) return true;
    } else if (typeof item === 'object' && item !== null) {
      if (Array.isArray(item)) for (const entry of item) stack.push(entry);
      else for (const key in item) stack.push((item as Record<string, unknown>)[key]);
    }
  }
  return false;
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

const { isRawJSON } = JSON as unknown as { isRawJSON(value: unknown): boolean };
const asPlainNumber = (_key: string, value: unknown): unknown =>
  typeof value === 'bigint' ? Number(value) : isRawJSON(value) ? null : value;

/**
 * The value as a plain `JSON.parse` would have given it (a `bigint` as a number, a raw number as
 * null), for checking a frame's shape against its schema: the schemas know no `bigint`.
 */
export function plainJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, asPlainNumber));
}
