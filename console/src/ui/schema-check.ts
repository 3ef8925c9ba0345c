/**
 * A small check of a JSON value against the common part of a JSON Schema (type, required,
 * properties, items, enum, additionalProperties: false), for the invoke editor's hints. It
 * finds the usual mistakes before a call is sent; the engine and the worker still decide.
 */
import type { JsonValue } from './api-types.js';

type Schema = { [key: string]: JsonValue };

function typeOf(value: JsonValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function fits(type: string, actual: string): boolean {
  return type === actual || (type === 'number' && actual === 'integer');
}

/** The problems of `value` against `schema`, each as `path: message`; empty when none found. */
export function checkAgainstSchema(value: JsonValue, schema: JsonValue, path = '$', out: string[] = []): string[] {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema) || out.length >= 20) return out;
  const s = schema as Schema;
  const actual = typeOf(value);
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (types.length > 0 && !types.some((type) => fits(type, actual))) {
    out.push(`${path}: expected ${types.join(' or ')}, got ${actual}`);
    return out;
  }
  if (Array.isArray(s.enum) && !s.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) {
    out.push(`${path}: must be one of ${s.enum.map((option) => JSON.stringify(option)).join(', ')}`);
  }
  if (actual === 'object') {
    const object = value as { [key: string]: JsonValue };
    for (const key of Array.isArray(s.required) ? (s.required as string[]) : []) {
      if (!(key in object)) out.push(`${path}: missing required property ${key}`);
    }
    const properties = (s.properties ?? {}) as Schema;
    for (const [key, item] of Object.entries(object)) {
      if (key in properties) checkAgainstSchema(item, properties[key] ?? null, `${path}.${key}`, out);
      else if (s.additionalProperties === false) out.push(`${path}: unknown property ${key}`);
    }
  }
  if (actual === 'array' && s.items && typeof s.items === 'object') {
    (value as JsonValue[]).forEach((item, index) => {
      checkAgainstSchema(item, s.items ?? null, `${path}[${index}]`, out);
    });
  }
  return out;
}

/** A starting value for a schema: each declared property with a default of its type. */
export function sampleFor(schema: JsonValue): JsonValue {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return {};
  const s = schema as Schema;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0] ?? null;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'null':
      return null;
    default: {
      const out: { [key: string]: JsonValue } = {};
      for (const [key, item] of Object.entries((s.properties ?? {}) as Schema)) out[key] = sampleFor(item);
      return out;
    }
  }
}

/** A problem of JSON text: the range of text it is about and what is wrong. */
export interface Problem {
  from: number;
  to: number;
  message: string;
}

/** Parses JSON text, answering the value or the parse error's message. */
export function parseJson(text: string): { value: JsonValue } | { error: string } {
  try {
    return { value: JSON.parse(text === '' ? 'null' : text) as JsonValue };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Where in `text` a schema problem (`$.a.b: ...`) is about: its last property name, else the start. */
function rangeOf(text: string, problem: string): { from: number; to: number } {
  const name = /\.([^.[\]:]+)(?:\[\d+\])*:/.exec(problem)?.[1];
  const at = name === undefined ? -1 : text.indexOf(`"${name}"`);
  return at < 0 ? { from: 0, to: Math.min(1, text.length) } : { from: at, to: at + name!.length + 2 };
}

/** The problems of JSON text against an optional schema, with the text range of each. */
export function problemsOf(text: string, schema: JsonValue | undefined): Problem[] {
  const result = parseJson(text);
  if ('error' in result) {
    const at = Number(/position (\d+)/.exec(result.error)?.[1] ?? text.length);
    return [
      { from: Math.min(at, text.length), to: Math.min(at + 1, text.length), message: `not JSON: ${result.error}` },
    ];
  }
  if (schema === undefined) return [];
  return checkAgainstSchema(result.value, schema).map((message) => ({ ...rangeOf(text, message), message }));
}
