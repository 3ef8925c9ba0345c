/**
 * JSON parsed without changing any number: where the engine reads a value (an HTTP body, a
 * state value, a queue message, an event) and sends it on, an integer beyond 2^53, `-0` or a
 * number past the double range (`1e400`) must reach the other side as it was written. Such a
 * number is kept as a raw JSON value (`JSON.rawJSON` of its source text), which `JSON.stringify`
 * writes back digit for digit; every other number is a plain JavaScript number, as before.
 */
import type { JsonValue } from '@svc/protocol';

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

/**
 * `JSON.parse` that changes no number; throws as `JSON.parse` does. The plain parse comes first:
 * only a value where it met such a number is parsed again with the reviver (a walk of the value
 * costs a fraction of a pattern test of the text, and nothing when the value is a scalar).
 */
export function parseExact(text: string): JsonValue {
  const value = JSON.parse(text) as JsonValue;
  if (!mayHaveChanged(value)) return value;
  return JSON.parse(text, keepExact as (key: string, value: unknown) => unknown) as JsonValue;
}

/** Whether a parse may have changed a number of `value`: `-0`, ±Infinity, an integer past 2^53. */
function mayHaveChanged(value: JsonValue): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'number') {
      if (Object.is(item, -0) || !Number.isFinite(item) || (Number.isInteger(item) && !Number.isSafeInteger(item)))
        return true;
    } else if (typeof item === 'object' && item !== null) {
      if (Array.isArray(item)) for (const entry of item) stack.push(entry);
      else for (const key in item) stack.push((item as Record<string, unknown>)[key]);
    }
  }
  return false;
}
