/**
 * One-constraint mutations: from a schema and a valid instance, instances that break exactly
 * one of the constraints the instance met (a required field dropped, a field of the wrong JSON
 * type, a value outside its enum or const, a string breaking its pattern, format or length, a
 * number outside its bounds, an unknown discriminator tag, an extra field where
 * `additionalProperties` is false, ...), each labelled with what it broke.
 *
 * Which constraints apply is decided per location, the way a validator does: `$ref` and `allOf`
 * targets, the `oneOf` branch the value takes (by its discriminator tag when there is one), the
 * `anyOf` branches it matches, and `then` or `else` by its `if`. A mutation can still be valid
 * (dropping the field that made a `oneOf` pick one branch may make it match another); `mutate`
 * checks every candidate with the independent evaluator `matches` and reports those apart.
 */
import fc from 'fast-check';
import { nodeArbitrary, schemaArbitrary, type ArbitraryOptions } from './arbitraries.js';
import {
  child,
  codePoints,
  discriminatedBranch,
  documentNode,
  FORMATS,
  hasType,
  isObject,
  keywordsOf,
  matches,
  patternOf,
  stringMatches,
  tagsOf,
  resolveRef,
  type Located,
} from './schema-model.js';

/** An instance that breaks one constraint. */
export interface Mutation {
  /** The keyword it breaks, e.g. `required`, `type`, `discriminator`. */
  keyword: string;
  /** JSON pointer of the value it changed or removed (`` for the root). */
  instancePath: string;
  /** What it broke, for reports: `required: /function_id removed`. */
  label: string;
  /** The mutated instance. */
  value: unknown;
}

/** The mutations of one instance. */
export interface MutationSet {
  /** Mutations the schema refuses. */
  refused: Mutation[];
  /** Candidates that turned out valid (counted, never claimed as breaking anything). */
  stayedValid: Mutation[];
}

/** A mutation drawn by {@link mutationArbitrary}, with the instance it came from. */
export interface DrawnMutation {
  original: unknown;
  mutation: Mutation;
}

type Path = readonly (string | number)[];
const REMOVE = Symbol('remove');
interface Candidate {
  keyword: string;
  path: Path;
  detail: string;
  replacement: unknown;
}

/** Every one-constraint mutation of `value`, a valid instance of the schema `schemaId`. */
export function mutate(schemaId: string, value: unknown): MutationSet {
  const root = documentNode(schemaId);
  const set: MutationSet = { refused: [], stayedValid: [] };
  for (const candidate of candidates(root, value, [])) {
    const mutated = setAt(value, candidate.path, candidate.replacement);
    const instancePath = pointer(candidate.path);
    const mutation: Mutation = {
      keyword: candidate.keyword,
      instancePath,
      label: `${candidate.keyword}: ${instancePath || '/'} ${candidate.detail}`,
      value: mutated,
    };
    (matches(root, mutated) ? set.stayedValid : set.refused).push(mutation);
  }
  return set;
}

/** Valid instances of `schemaId`, each with one of its refused mutations. */
export function mutationArbitrary(schemaId: string, options: ArbitraryOptions = {}): fc.Arbitrary<DrawnMutation> {
  return fc
    .tuple(schemaArbitrary(schemaId, options), fc.nat())
    .map(([original, pick]) => {
      const { refused } = mutate(schemaId, original);
      return refused.length === 0 ? undefined : { original, mutation: refused[pick % refused.length]! };
    })
    .filter((drawn): drawn is DrawnMutation => drawn !== undefined);
}

/** The nodes that apply to `value` at one location (the validator's view). */
export function activeNodes(located: Located, value: unknown): Located[] {
  const out: Located[] = [located];
  const k = keywordsOf(located);
  if (typeof k.$ref === 'string') out.push(...activeNodes(resolveRef(k.$ref, located.base), value));
  if (Array.isArray(k.allOf)) k.allOf.forEach((_, i) => out.push(...activeNodes(child(located, 'allOf', i), value)));
  if (Array.isArray(k.oneOf)) {
    const branches = k.oneOf.map((_, i) => child(located, 'oneOf', i));
    const taken =
      k.discriminator !== undefined && isObject(value)
        ? [discriminatedBranch(located, value)]
        : branches.filter((b) => matches(b, value));
    for (const branch of taken) if (branch) out.push(...activeNodes(branch, value));
  }
  if (Array.isArray(k.anyOf)) {
    k.anyOf.forEach((_, i) => {
      const branch = child(located, 'anyOf', i);
      if (matches(branch, value)) out.push(...activeNodes(branch, value));
    });
  }
  if (k.if !== undefined) {
    const branch = matches(child(located, 'if'), value) ? 'then' : 'else';
    if (k[branch] !== undefined) out.push(...activeNodes(child(located, branch), value));
  }
  return out;
}

/** One value of each JSON type, to break `type`. */
const SAMPLES: readonly unknown[] = [null, true, 7, 1.5, 'text', [], {}];

function candidates(located: Located, value: unknown, path: Path): Candidate[] {
  const out: Candidate[] = [];
  for (const node of activeNodes(located, value)) {
    const k = keywordsOf(node);
    if (k.type !== undefined) {
      const types = (Array.isArray(k.type) ? k.type : [k.type]) as string[];
      const wrong = SAMPLES.filter((sample) => !hasType(sample, types));
      if (wrong.length > 0) {
        for (const sample of new Set([wrong[0], wrong.at(-1)])) {
          out.push({
            keyword: 'type',
            path,
            detail: `${JSON.stringify(sample)} instead of ${types.join('|')}`,
            replacement: sample,
          });
        }
      }
    }
    if (Object.hasOwn(k, 'const'))
      out.push({
        keyword: 'const',
        path,
        detail: `differs from ${JSON.stringify(k.const)}`,
        replacement: other([k.const]),
      });
    if (Array.isArray(k.enum))
      out.push({ keyword: 'enum', path, detail: `outside ${JSON.stringify(k.enum)}`, replacement: other(k.enum) });
    if (typeof value === 'string') out.push(...stringCandidates(k, value, path));
    if (typeof value === 'number') out.push(...numberCandidates(k, value, path));
    if (Array.isArray(value)) {
      if (typeof k.minItems === 'number' && k.minItems > 0)
        out.push({
          keyword: 'minItems',
          path,
          detail: `${k.minItems - 1} items`,
          replacement: value.slice(0, k.minItems - 1),
        });
      if (typeof k.maxItems === 'number') {
        out.push({
          keyword: 'maxItems',
          path,
          detail: `${k.maxItems + 1} items`,
          replacement: [...value, ...Array(k.maxItems + 1 - value.length).fill(value[0] ?? null)],
        });
      }
      if (k.items !== undefined)
        value.slice(0, 3).forEach((item, i) => out.push(...candidates(child(node, 'items'), item, [...path, i])));
    }
    if (isObject(value)) out.push(...objectCandidates(node, k, value, path));
  }
  return out;
}

function objectCandidates(
  node: Located,
  k: Record<string, unknown>,
  value: Record<string, unknown>,
  path: Path,
): Candidate[] {
  const out: Candidate[] = [];
  const properties = (k.properties ?? {}) as Record<string, unknown>;
  for (const name of Array.isArray(k.required) ? (k.required as string[]) : []) {
    if (Object.hasOwn(value, name))
      out.push({ keyword: 'required', path: [...path, name], detail: 'removed', replacement: REMOVE });
  }
  for (const name of Object.keys(properties)) {
    if (Object.hasOwn(value, name))
      out.push(...candidates(child(node, 'properties', name), value[name], [...path, name]));
  }
  const extra = ['unexpected_field', 'unexpected_field_2'].find(
    (name) => !Object.hasOwn(properties, name) && !Object.hasOwn(value, name),
  )!;
  if (k.additionalProperties === false) {
    out.push({
      keyword: 'additionalProperties',
      path: [...path, extra],
      detail: 'added where no extra field is allowed',
      replacement: 1,
    });
  } else if (isObject(k.additionalProperties) && k.additionalProperties.type !== undefined) {
    const additional = k.additionalProperties.type;
    const wrong = SAMPLES.find(
      (sample) => !hasType(sample, (Array.isArray(additional) ? additional : [additional]) as string[]),
    );
    if (wrong !== undefined)
      out.push({
        keyword: 'type',
        path: [...path, extra],
        detail: `added as ${JSON.stringify(wrong)}, where additionalProperties must be ${JSON.stringify(additional)}`,
        replacement: wrong,
      });
  }
  if (k.propertyNames !== undefined && k.additionalProperties !== false) {
    // A field whose name breaks one constraint of propertyNames, with a value fit for an extra field.
    const extra = isObject(k.additionalProperties)
      ? fc.sample(nodeArbitrary(child(node, 'additionalProperties')), { numRuns: 1, seed: 0 })[0]
      : null;
    const seen = new Set<string>();
    for (const broken of candidates(child(node, 'propertyNames'), 'name', [])) {
      const name = broken.replacement;
      if (typeof name !== 'string' || seen.has(name) || Object.hasOwn(value, name) || Object.hasOwn(properties, name))
        continue;
      seen.add(name);
      out.push({
        keyword: 'propertyNames',
        path: [...path, name],
        detail: `added: the name breaks ${broken.keyword}`,
        replacement: extra,
      });
    }
  }
  if (isObject(k.discriminator) && Array.isArray(k.oneOf)) {
    const propertyName = k.discriminator.propertyName as string;
    const tags = new Set(k.oneOf.flatMap((_, i) => tagsOf(child(node, 'oneOf', i), propertyName)));
    let tag = 'unknowntype';
    while (tags.has(tag)) tag += 'x';
    out.push({
      keyword: 'discriminator',
      path: [...path, propertyName],
      detail: `unknown tag "${tag}"`,
      replacement: tag,
    });
  }
  return out;
}

function stringCandidates(k: Record<string, unknown>, value: string, path: Path): Candidate[] {
  const out: Candidate[] = [];
  if (typeof k.minLength === 'number' && k.minLength > 0) {
    out.push({
      keyword: 'minLength',
      path,
      detail: `shorter than ${k.minLength}`,
      replacement: [...value].slice(0, k.minLength - 1).join(''),
    });
  }
  if (typeof k.maxLength === 'number') {
    out.push({
      keyword: 'maxLength',
      path,
      detail: `longer than ${k.maxLength}`,
      replacement: value + 'x'.repeat(Math.max(1, k.maxLength + 1 - codePoints(value))),
    });
  }
  const without = (keyword: string) => Object.fromEntries(Object.entries(k).filter(([key]) => key !== keyword));
  if (typeof k.pattern === 'string') {
    const regexp = patternOf(k.pattern);
    const rest = without('pattern');
    const broken = [`${value}\n`, `!${value}`, `${value}!`, '', '\n', '!'].find(
      (s) => !regexp.test(s) && stringMatches(rest, s),
    );
    if (broken !== undefined)
      out.push({
        keyword: 'pattern',
        path,
        detail: `${JSON.stringify(broken)} does not match ${k.pattern}`,
        replacement: broken,
      });
  }
  if (typeof k.format === 'string') {
    const rest = without('format');
    const broken = ['not-a-date-time', `${value} `, ''].find(
      (s) => !FORMATS[k.format as string]!.test(s) && stringMatches(rest, s),
    );
    if (broken !== undefined)
      out.push({
        keyword: 'format',
        path,
        detail: `${JSON.stringify(broken)} is not a ${k.format}`,
        replacement: broken,
      });
  }
  return out;
}

function numberCandidates(k: Record<string, unknown>, value: number, path: Path): Candidate[] {
  const out: Candidate[] = [];
  const step = Number.isInteger(value) ? 1 : 0.5;
  if (typeof k.minimum === 'number')
    out.push({ keyword: 'minimum', path, detail: `below ${k.minimum}`, replacement: k.minimum - step });
  if (typeof k.maximum === 'number')
    out.push({ keyword: 'maximum', path, detail: `above ${k.maximum}`, replacement: k.maximum + step });
  if (typeof k.exclusiveMinimum === 'number')
    out.push({
      keyword: 'exclusiveMinimum',
      path,
      detail: `not above ${k.exclusiveMinimum}`,
      replacement: k.exclusiveMinimum,
    });
  if (typeof k.exclusiveMaximum === 'number')
    out.push({
      keyword: 'exclusiveMaximum',
      path,
      detail: `not below ${k.exclusiveMaximum}`,
      replacement: k.exclusiveMaximum,
    });
  return out;
}

/** A value of the same JSON type as `options[0]` that is none of `options`. */
function other(options: readonly unknown[]): unknown {
  const first = options[0];
  if (typeof first === 'string') {
    let text = `${first}_x`;
    while (options.includes(text)) text += 'x';
    return text;
  }
  if (typeof first === 'number') return Math.max(...options.filter((o): o is number => typeof o === 'number')) + 1;
  if (typeof first === 'boolean') return options.includes(!first) ? 'neither' : !first;
  return options.some((o) => o === 0) ? 'zero' : 0;
}

/** A copy of `root` with the value at `path` replaced (or removed), sharing untouched parts. */
function setAt(root: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(root[head as number], rest, replacement);
    return copy;
  }
  const out: Record<string, unknown> = {};
  const source = root as Record<string, unknown>;
  const keys = Object.keys(source);
  if (!Object.hasOwn(source, head as string)) keys.push(head as string);
  for (const key of keys) {
    const item = key === head ? setAt(source[key], rest, replacement) : source[key];
    if (key === head && rest.length === 0 && replacement === REMOVE) continue;
    // defineProperty keeps a `__proto__` key an own field.
    Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The JSON pointer of a path. */
function pointer(path: Path): string {
  return path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
