/**
 * The part of JSON Schema 2020-12 the fuzzer understands: every schema of `@svc/protocol` by its
 * `$id`, `$ref` resolution relative to the referring document, and `matches`, an evaluator of
 * the supported keywords that the generators and mutations use to check their own output
 * independently of the generated (ajv) validators. A keyword outside the supported set throws:
 * a generator that silently ignored a constraint would produce "valid" frames that are not.
 */
import { schemas } from '@svc/protocol';
import { jsonEqual } from '../patterns.js';

/** A schema node: an object of keywords, or `true`/`false`. */
export type SchemaNode = boolean | { readonly [keyword: string]: unknown };

/** A schema node and the `$id` of the document it sits in (the base of its `$ref`s). */
export interface Located {
  readonly node: SchemaNode;
  /** `$id` of the enclosing document, e.g. `wire/invoke-function.schema.json`. */
  readonly base: string;
  /** JSON pointer of the node inside its document, `` for the root. */
  readonly pointer: string;
}

/** Keywords that assert nothing. */
const ANNOTATIONS = new Set([
  '$schema',
  '$id',
  '$comment',
  'title',
  'description',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentEncoding',
  'contentMediaType',
]);

/** Keywords the generators, the mutations and `matches` implement. */
export const SUPPORTED_KEYWORDS = new Set([
  'type',
  'const',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'oneOf',
  'anyOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
  'discriminator',
  '$ref',
  '$defs',
]);

/** The JSON types, in the spelling of the `type` keyword. */
export const JSON_TYPES = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'] as const;
export type JsonType = (typeof JSON_TYPES)[number];

/**
 * Formats, as the patterns `@svc/protocol`'s validators inline (schema/tools/ajv.ts). A format
 * outside this table throws.
 */
export const FORMATS: Readonly<Record<string, RegExp>> = {
  'date-time': new RegExp(
    String.raw`^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])` +
      String.raw`[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?` +
      String.raw`([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$`,
  ),
};

/** Thrown for a schema the fuzzer cannot handle: an unknown keyword, format or `$ref`. */
export class UnsupportedSchemaError extends Error {
  override readonly name = 'UnsupportedSchemaError';
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The root of the schema document `id`. Throws for an unknown id. */
export function documentNode(id: string): Located {
  const node = schemas[id] as SchemaNode | undefined;
  if (node === undefined) throw new UnsupportedSchemaError(`no schema has the $id "${id}"`);
  return { node, base: id, pointer: '' };
}

/** The keywords of a node, checked against the supported set; `true`/`false` have none. */
export function keywordsOf(located: Located): Record<string, unknown> {
  const { node } = located;
  if (typeof node === 'boolean') return {};
  for (const keyword of Object.keys(node)) {
    if (!SUPPORTED_KEYWORDS.has(keyword) && !ANNOTATIONS.has(keyword)) {
      throw new UnsupportedSchemaError(`unsupported keyword "${keyword}" at ${located.base}#${located.pointer}`);
    }
  }
  if (typeof node.format === 'string' && !Object.hasOwn(FORMATS, node.format)) {
    throw new UnsupportedSchemaError(`unsupported format "${node.format}" at ${located.base}#${located.pointer}`);
  }
  return node as Record<string, unknown>;
}

/** A child node of `located` under `keyword` (and `key`, for `properties` and the arrays). */
export function child(located: Located, keyword: string, key?: string | number): Located {
  const container = (located.node as Record<string, unknown>)[keyword];
  const node = (key === undefined ? container : (container as Record<string | number, unknown>)[key]) as SchemaNode;
  const escaped = key === undefined ? '' : `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return { node, base: located.base, pointer: `${located.pointer}/${keyword}${escaped}` };
}

/** Resolves a `$ref` against the `$id` of the document that holds it. */
export function resolveRef(ref: string, base: string): Located {
  const url = new URL(ref, `https://schema.invalid/${base}`);
  const id = url.pathname.slice(1);
  const document = documentNode(id);
  const fragment = decodeURIComponent(url.hash.slice(1));
  if (fragment === '') return document;
  if (!fragment.startsWith('/'))
    throw new UnsupportedSchemaError(`unsupported $ref "${ref}" in ${base}: only JSON pointer fragments`);
  let node: unknown = document.node;
  for (const part of fragment.slice(1).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
    if (node === undefined) throw new UnsupportedSchemaError(`$ref "${ref}" in ${base} points at nothing`);
  }
  return { node: node as SchemaNode, base: id, pointer: fragment };
}

/** The JSON type of a value (`integer` for whole numbers), or undefined for non-JSON values. */
export function jsonTypeOf(value: unknown): JsonType | undefined {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number')
    return Number.isFinite(value) ? (Number.isInteger(value) ? 'integer' : 'number') : undefined;
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return 'array';
  if (isObject(value)) return 'object';
  return undefined;
}

/** Whether `value` has one of `types` (an `integer` is also a `number`). */
export function hasType(value: unknown, types: readonly string[]): boolean {
  const actual = jsonTypeOf(value);
  return actual !== undefined && (types.includes(actual) || (actual === 'integer' && types.includes('number')));
}

/** Length of a string in code points, as JSON Schema counts it. */
export const codePoints = (text: string): number => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

/** The regular expression of a `pattern` (ajv compiles them with the `u` flag). */
export function patternOf(pattern: string): RegExp {
  return new RegExp(pattern, 'u');
}

/** The `oneOf` branch a discriminator selects for `value`, or undefined when none does. */
export function discriminatedBranch(located: Located, value: Record<string, unknown>): Located | undefined {
  const { propertyName } = keywordsOf(located).discriminator as { propertyName: string };
  const tag = value[propertyName];
  if (typeof tag !== 'string') return undefined;
  const branches = (keywordsOf(located).oneOf as unknown[]).map((_, i) => child(located, 'oneOf', i));
  return branches.find((branch) => tagsOf(branch, propertyName).includes(tag));
}

/** The tag values a `oneOf` branch accepts for the discriminator property. */
export function tagsOf(branch: Located, propertyName: string): string[] {
  const tags: string[] = [];
  for (const node of expandRefs(branch)) {
    const properties = keywordsOf(node).properties as Record<string, unknown> | undefined;
    if (!properties || !Object.hasOwn(properties, propertyName)) continue;
    const property = child(node, 'properties', propertyName);
    for (const inner of expandRefs(property)) {
      const keywords = keywordsOf(inner);
      if (typeof keywords.const === 'string') tags.push(keywords.const);
      if (Array.isArray(keywords.enum)) tags.push(...keywords.enum.filter((v): v is string => typeof v === 'string'));
    }
  }
  return tags;
}

/** `located` and, transitively, the targets of its `$ref`s and its `allOf` members. */
export function expandRefs(located: Located): Located[] {
  const out: Located[] = [located];
  const keywords = keywordsOf(located);
  if (typeof keywords.$ref === 'string') out.push(...expandRefs(resolveRef(keywords.$ref, located.base)));
  if (Array.isArray(keywords.allOf))
    keywords.allOf.forEach((_, i) => out.push(...expandRefs(child(located, 'allOf', i))));
  return out;
}

/** Whether `value` is valid against `located`, by the supported keywords. */
export function matches(located: Located, value: unknown): boolean {
  const { node } = located;
  if (node === true) return true;
  if (node === false) return false;
  const k = keywordsOf(located);
  if (jsonTypeOf(value) === undefined) return false;
  if (k.type !== undefined && !hasType(value, Array.isArray(k.type) ? (k.type as string[]) : [k.type as string]))
    return false;
  if (Object.hasOwn(k, 'const') && !jsonEqual(value, k.const)) return false;
  if (Array.isArray(k.enum) && !k.enum.some((option) => jsonEqual(value, option))) return false;
  if (typeof k.$ref === 'string' && !matches(resolveRef(k.$ref, located.base), value)) return false;
  if (Array.isArray(k.allOf) && !k.allOf.every((_, i) => matches(child(located, 'allOf', i), value))) return false;
  if (Array.isArray(k.anyOf) && !k.anyOf.some((_, i) => matches(child(located, 'anyOf', i), value))) return false;
  if (Array.isArray(k.oneOf)) {
    if (k.discriminator !== undefined && isObject(value)) {
      const branch = discriminatedBranch(located, value);
      if (!branch || !matches(branch, value)) return false;
    } else if (k.oneOf.filter((_, i) => matches(child(located, 'oneOf', i), value)).length !== 1) {
      return false;
    }
  }
  if (k.not !== undefined && matches(child(located, 'not'), value)) return false;
  if (k.if !== undefined) {
    const branch = matches(child(located, 'if'), value) ? 'then' : 'else';
    if (k[branch] !== undefined && !matches(child(located, branch), value)) return false;
  }
  if (typeof value === 'string' && !stringMatches(k, value)) return false;
  if (typeof value === 'number' && !numberMatches(k, value)) return false;
  if (Array.isArray(value)) {
    if (typeof k.minItems === 'number' && value.length < k.minItems) return false;
    if (typeof k.maxItems === 'number' && value.length > k.maxItems) return false;
    if (k.items !== undefined && !value.every((item) => matches(child(located, 'items'), item))) return false;
  }
  if (isObject(value)) {
    if (Array.isArray(k.required) && !k.required.every((name) => Object.hasOwn(value, name as string))) return false;
    const properties = (k.properties ?? {}) as Record<string, unknown>;
    for (const [name, item] of Object.entries(value)) {
      if (k.propertyNames !== undefined && !matches(child(located, 'propertyNames'), name)) return false;
      if (Object.hasOwn(properties, name)) {
        if (!matches(child(located, 'properties', name), item)) return false;
      } else if (k.additionalProperties !== undefined && !matches(child(located, 'additionalProperties'), item)) {
        return false;
      }
    }
  }
  return true;
}

/** The string keywords of a node hold for `value`. */
export function stringMatches(k: Record<string, unknown>, value: string): boolean {
  const length = codePoints(value);
  if (typeof k.minLength === 'number' && length < k.minLength) return false;
  if (typeof k.maxLength === 'number' && length > k.maxLength) return false;
  if (typeof k.pattern === 'string' && !patternOf(k.pattern).test(value)) return false;
  if (typeof k.format === 'string' && !FORMATS[k.format]!.test(value)) return false;
  return true;
}

/** The number keywords of a node hold for `value`. */
export function numberMatches(k: Record<string, unknown>, value: number): boolean {
  if (typeof k.minimum === 'number' && value < k.minimum) return false;
  if (typeof k.maximum === 'number' && value > k.maximum) return false;
  if (typeof k.exclusiveMinimum === 'number' && value <= k.exclusiveMinimum) return false;
  if (typeof k.exclusiveMaximum === 'number' && value >= k.exclusiveMaximum) return false;
  return true;
}
