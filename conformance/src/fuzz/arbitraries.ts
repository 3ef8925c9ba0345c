/**
 * fast-check arbitraries of valid instances, derived from the schemas of `@svc/protocol`.
 *
 * A value is generated for a conjunction of schema nodes (all must hold): `$ref` and `allOf`
 * add their targets to it; `oneOf`, `anyOf` and `if`/`then`/`else` are choices, resolved by
 * picking a branch (a `oneOf` value must then miss the other branches, an `else` value must miss
 * the `if`); what remains is merged keyword by keyword (types intersected, bounds tightened,
 * property schemas combined). Optional properties are present some of the time; objects that
 * allow it sometimes carry unknown extra fields, which receivers are required to ignore. Every
 * value is finally checked with `matches`, so an arbitrary never yields an instance the schema
 * refuses; a keyword the fuzzer does not know throws instead of being ignored.
 */
import fc from 'fast-check';
import {
  child,
  codePoints,
  documentNode,
  expandRefs,
  JSON_TYPES,
  keywordsOf,
  matches,
  numberMatches,
  patternOf,
  stringMatches,
  UnsupportedSchemaError,
  type JsonType,
  type Located,
} from './schema-model.js';

/** Where in an instance a value is generated, for {@link ArbitraryOptions.override}. */
export interface Site {
  /** Property names from the instance root; `[]` stands for an array item. */
  readonly path: readonly string[];
  /** `$id`s of the documents whose root constrains this value (e.g. `common/function-id.schema.json`). */
  readonly documents: readonly string[];
  /** The same for the object that holds this value (e.g. `wire/register-function.schema.json`). */
  readonly parentDocuments: readonly string[];
}

/** How {@link schemaArbitrary} generates. */
export interface ArbitraryOptions {
  /** Add unknown fields where the schema allows them (default true). */
  extraFields?: boolean;
  /**
   * Replaces the generator of a site (e.g. function ids from a small pool, so frames refer to
   * each other). Its values are still checked against the schema and dropped when invalid.
   */
  override?: (site: Site) => fc.Arbitrary<unknown> | undefined;
  /** Values where the schema allows any JSON (default: small JSON values with varied strings). */
  anyJson?: fc.Arbitrary<unknown>;
  /** How often an optional property is present, 0 to 1 (default 0.5); `site.documents` is empty. */
  presence?: (site: Site) => number | undefined;
}

/** Marks an optional property left out. */
const ABSENT = Symbol('absent');

/** Strings worth sending: lone surrogates, controls, escapes, long ones. */
const long = 'x'.repeat(300);
const tricky = fc.constantFrom('\ud800', 'a\udfffb', '\u0000', '\u2028', '\\"', '💥', 'é', ' ', '\n', long);

/** Small JSON values, with plain, Unicode and tricky strings. */
export const smallJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1, stringUnit: 'binary' }) },
  { weight: 1, arbitrary: tricky },
);

const MAX_NESTING = 32;
const EXTRA_FIELD_NAMES = fc.oneof(
  fc.constantFrom('message_type', 'x_extra', '_meta', 'namespace2'),
  fc.string({ minLength: 1, maxLength: 8 }),
);

/** An arbitrary of instances valid against the schema whose `$id` is `schemaId`. */
export function schemaArbitrary(schemaId: string, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  return build([documentNode(schemaId)], new Set(), { path: [], parentDocuments: [] }, options);
}

/** An arbitrary of instances valid against a node (used for nested schemas, e.g. a property). */
export function nodeArbitrary(located: Located, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  return build([located], new Set(), { path: [], parentDocuments: [] }, options);
}

type Position = Omit<Site, 'documents'>;

const keyOf = (located: Located, keyword: string) => `${located.base}#${located.pointer}/${keyword}`;

function build(
  conjunction: Located[],
  resolved: Set<string>,
  position: Position,
  options: ArbitraryOptions,
): fc.Arbitrary<unknown> {
  if (position.path.length > MAX_NESTING)
    throw new UnsupportedSchemaError(`schema nests deeper than ${MAX_NESTING} levels (recursive?)`);
  const nodes = conjunction.flatMap(expandRefs);
  const valid = (value: unknown) => nodes.every((node) => matches(node, value));
  const documents = [...new Set(nodes.filter((n) => n.pointer === '').map((n) => n.base))];
  const site: Site = { ...position, documents };
  const replaced = options.override?.(site);
  if (replaced) return replaced.filter(valid);

  // The first unresolved choice becomes a fc.oneof over its branches.
  for (const node of nodes) {
    const k = keywordsOf(node);
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      if (!Array.isArray(k[keyword]) || resolved.has(keyOf(node, keyword))) continue;
      const done = new Set(resolved).add(keyOf(node, keyword));
      const branches = (k[keyword] as unknown[]).map((_, i) => child(node, keyword, i));
      const exclusive = keyword === 'oneOf' && k.discriminator === undefined;
      return fc.oneof(
        ...branches.map((branch) => {
          const arbitrary = build([...conjunction, branch], done, position, options);
          const others = branches.filter((b) => b !== branch);
          return exclusive ? arbitrary.filter((v) => !others.some((o) => matches(o, v))) : arbitrary;
        }),
      );
    }
    if (k.if !== undefined && !resolved.has(keyOf(node, 'if'))) {
      const done = new Set(resolved).add(keyOf(node, 'if'));
      const ifNode = child(node, 'if');
      const then = build(
        [...conjunction, ifNode, ...(k.then === undefined ? [] : [child(node, 'then')])],
        done,
        position,
        options,
      );
      const otherwise = build(
        [...conjunction, ...(k.else === undefined ? [] : [child(node, 'else')])],
        done,
        position,
        options,
      ).filter((v) => !matches(ifNode, v));
      return fc.oneof(then, otherwise);
    }
  }
  return merged(nodes, site, options).filter(valid);
}

/** The generator of a conjunction without choices: keywords merged. */
function merged(nodes: Located[], site: Site, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  if (nodes.some((n) => n.node === false)) throw new UnsupportedSchemaError(`no value satisfies ${describe(nodes)}`);
  const all = nodes.map(keywordsOf);
  const constants = all.filter((k) => Object.hasOwn(k, 'const')).map((k) => k.const);
  const enums = all.filter((k) => Array.isArray(k.enum)).map((k) => k.enum as unknown[]);
  if (constants.length > 0 || enums.length > 0) {
    const candidates = constants.length > 0 ? [constants[0]] : enums[0]!;
    const possible = candidates.filter((c) => nodes.every((n) => matches(n, c)));
    if (possible.length === 0) throw new UnsupportedSchemaError(`no value of const/enum satisfies ${describe(nodes)}`);
    return fc.constantFrom(...possible);
  }
  const types = allowedTypes(all);
  if (types.length === 0) throw new UnsupportedSchemaError(`the types of ${describe(nodes)} do not intersect`);
  const constrained = all.some((k) => k.type !== undefined);
  if (!constrained) {
    // No `type`: object keywords still shape objects; anything else is any JSON value.
    const objectish = all.some(
      (k) => k.properties !== undefined || k.required !== undefined || k.additionalProperties !== undefined,
    );
    return objectish ? objectArbitrary(nodes, all, site, options) : (options.anyJson ?? smallJson);
  }
  return fc.oneof(...types.map((type) => typedArbitrary(type, nodes, all, site, options)));
}

function allowedTypes(all: Record<string, unknown>[]): JsonType[] {
  let types: JsonType[] = [...JSON_TYPES];
  for (const k of all) {
    if (k.type === undefined) continue;
    const listed = (Array.isArray(k.type) ? k.type : [k.type]) as string[];
    types = types.filter((t) => listed.includes(t) || (t === 'integer' && listed.includes('number')));
  }
  // `number` covers integers already.
  return types.includes('number') ? types.filter((t) => t !== 'integer') : types;
}

function typedArbitrary(
  type: JsonType,
  nodes: Located[],
  all: Record<string, unknown>[],
  site: Site,
  options: ArbitraryOptions,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(all);
    case 'number':
      return fc.oneof(
        integerArbitrary(all),
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((v) => all.every((k) => numberMatches(k, v))),
      );
    case 'string':
      return stringArbitrary(all);
    case 'array':
      return arrayArbitrary(nodes, all, site, options);
    case 'object':
      return objectArbitrary(nodes, all, site, options);
  }
}

function integerArbitrary(all: Record<string, unknown>[]): fc.Arbitrary<number> {
  let min = Number.MIN_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  for (const k of all) {
    if (typeof k.minimum === 'number') min = Math.max(min, Math.ceil(k.minimum));
    if (typeof k.exclusiveMinimum === 'number') min = Math.max(min, Math.floor(k.exclusiveMinimum) + 1);
    if (typeof k.maximum === 'number') max = Math.min(max, Math.floor(k.maximum));
    if (typeof k.exclusiveMaximum === 'number') max = Math.min(max, Math.ceil(k.exclusiveMaximum) - 1);
  }
  if (min > max) throw new UnsupportedSchemaError(`no integer lies in [${min}, ${max}]`);
  // Mostly values near the lower bound (or 0), sometimes anywhere in the range.
  const low = Math.max(min, Math.min(max, min === Number.MIN_SAFE_INTEGER ? -1000 : min));
  const near = fc.integer({ min: low, max: Math.min(max, low + 2000) });
  return fc.oneof({ weight: 3, arbitrary: near }, { weight: 1, arbitrary: fc.integer({ min, max }) });
}

function stringArbitrary(all: Record<string, unknown>[]): fc.Arbitrary<string> {
  const minLength = Math.max(0, ...all.map((k) => (typeof k.minLength === 'number' ? k.minLength : 0)));
  const maxima = all.map((k) => k.maxLength).filter((v): v is number => typeof v === 'number');
  const maxLength = maxima.length > 0 ? Math.min(...maxima) : undefined;
  const patterns = all.map((k) => k.pattern).filter((v): v is string => typeof v === 'string');
  const formats = all.map((k) => k.format).filter((v): v is string => typeof v === 'string');
  let base: fc.Arbitrary<string>;
  if (formats.includes('date-time')) {
    base = dateTime;
  } else if (patterns.length > 0) {
    base = fc.stringMatching(patternOf(patterns[0]!));
  } else {
    const size = { minLength, maxLength: maxLength ?? minLength + 24 };
    base = fc.oneof(
      { weight: 4, arbitrary: fc.string(size) },
      { weight: 1, arbitrary: fc.string({ ...size, unit: 'grapheme' }) },
      { weight: 1, arbitrary: fc.string({ ...size, unit: 'binary' }) },
      {
        weight: 1,
        arbitrary: tricky.filter(
          (s) => codePoints(s) >= minLength && (maxLength === undefined || codePoints(s) <= maxLength),
        ),
      },
    );
  }
  return base.filter((s) => all.every((k) => stringMatches(k, s)));
}

const two = (n: number) => String(n).padStart(2, '0');

/** RFC 3339 date-times, with `Z`, `z` or an offset, `T` or `t`, with or without fractions. */
const dateTime: fc.Arbitrary<string> = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    fraction: fc.option(fc.stringMatching(/^\d{1,9}$/), { nil: undefined }),
    t: fc.constantFrom('T', 't'),
    zone: fc.oneof(
      fc.constantFrom('Z', 'z'),
      fc
        .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([s, h, m]) => `${s}${two(h)}:${two(m)}`),
    ),
  })
  .map((d) => {
    const date = `${String(d.year).padStart(4, '0')}-${two(d.month)}-${two(d.day)}`;
    const time = `${two(d.hour)}:${two(d.minute)}:${two(d.second)}${d.fraction === undefined ? '' : `.${d.fraction}`}`;
    return `${date}${d.t}${time}${d.zone}`;
  });

function arrayArbitrary(
  nodes: Located[],
  all: Record<string, unknown>[],
  site: Site,
  options: ArbitraryOptions,
): fc.Arbitrary<unknown[]> {
  const minItems = Math.max(0, ...all.map((k) => (typeof k.minItems === 'number' ? k.minItems : 0)));
  const maxima = all.map((k) => k.maxItems).filter((v): v is number => typeof v === 'number');
  const maxItems = Math.min(minItems + 4, ...maxima);
  const items = nodes.filter((n) => keywordsOf(n).items !== undefined).map((n) => child(n, 'items'));
  const item =
    items.length > 0
      ? build(items, new Set(), { path: [...site.path, '[]'], parentDocuments: site.documents }, options)
      : (options.anyJson ?? smallJson);
  return fc.array(item, { minLength: minItems, maxLength: maxItems });
}

function objectArbitrary(
  nodes: Located[],
  all: Record<string, unknown>[],
  site: Site,
  options: ArbitraryOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const names = [...new Set(all.flatMap((k) => Object.keys((k.properties ?? {}) as object)))];
  const required = new Set(all.flatMap((k) => (Array.isArray(k.required) ? (k.required as string[]) : [])));
  // The schemas a property `name` must meet: its own, and `additionalProperties` of nodes that do not list it.
  const schemasOf = (name: string | undefined): Located[] =>
    nodes.flatMap((n, i) => {
      const k = all[i]!;
      if (name !== undefined && Object.hasOwn((k.properties ?? {}) as object, name))
        return [child(n, 'properties', name)];
      return k.additionalProperties === undefined ? [] : [child(n, 'additionalProperties')];
    });
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of names) {
    const schemas = schemasOf(name);
    if (schemas.some((s) => s.node === false)) {
      if (required.has(name))
        throw new UnsupportedSchemaError(`required property "${name}" is forbidden in ${describe(nodes)}`);
      continue;
    }
    model[name] = build(schemas, new Set(), { path: [...site.path, name], parentDocuments: site.documents }, options);
  }
  const missing = [...required].filter((name) => !names.includes(name));
  for (const name of missing) {
    const schemas = schemasOf(undefined);
    if (schemas.some((s) => s.node === false))
      throw new UnsupportedSchemaError(`required property "${name}" is forbidden in ${describe(nodes)}`);
    model[name] =
      schemas.length > 0
        ? build(schemas, new Set(), { path: [...site.path, name], parentDocuments: site.documents }, options)
        : (options.anyJson ?? smallJson);
  }
  // Optional properties are present half of the time unless `presence` says otherwise.
  for (const name of Object.keys(model)) {
    if (required.has(name)) continue;
    const presence =
      options.presence?.({ path: [...site.path, name], documents: [], parentDocuments: site.documents }) ?? 0.5;
    const present = Math.round(presence * 100);
    model[name] = fc.oneof(
      { weight: present, arbitrary: model[name]! },
      { weight: 100 - present, arbitrary: fc.constant(ABSENT) },
    );
  }
  const record = fc.record(model).map((value) => {
    for (const name of Object.keys(value)) if (value[name] === ABSENT) delete value[name];
    return value;
  });
  const extraSchemas = schemasOf(undefined);
  if (options.extraFields === false || extraSchemas.some((s) => s.node === false)) return record;
  const extraValue =
    extraSchemas.length > 0
      ? build(extraSchemas, new Set(), { path: [...site.path, '*'], parentDocuments: site.documents }, options)
      : (options.anyJson ?? smallJson);
  const known = new Set([...names, ...required]);
  // `propertyNames` constrains the extra fields' names (the listed ones must meet it already).
  const nameSchemas = nodes
    .filter((n) => keywordsOf(n).propertyNames !== undefined)
    .map((n) => child(n, 'propertyNames'));
  const extraName =
    nameSchemas.length > 0
      ? (build(
          nameSchemas,
          new Set(),
          { path: [...site.path, '*name'], parentDocuments: site.documents },
          options,
        ) as fc.Arbitrary<unknown>)
      : EXTRA_FIELD_NAMES;
  const extras = fc.option(
    fc.dictionary(
      // A field name is a string: a `propertyNames` schema without `type` also admits other values.
      extraName.filter((name): name is string => typeof name === 'string' && !known.has(name)),
      extraValue,
      { minKeys: 1, maxKeys: 2 },
    ),
    { freq: 3, nil: undefined },
  );
  return fc.tuple(record, extras).map(([value, extra]) => {
    if (extra === undefined) return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of [...Object.entries(value), ...Object.entries(extra)]) {
      // defineProperty: a `__proto__` key must become an own field, not the prototype.
      Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    }
    return out;
  });
}

function describe(nodes: Located[]): string {
  return nodes.map((n) => `${n.base}#${n.pointer}`).join(' & ');
}
