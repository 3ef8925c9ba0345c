/**
 * Templates and patterns of exchange cases. A frame to send is a template: `{"$new": "x"}` is
 * replaced by a fresh UUID bound to `x`, `{"$ref": "x"}` by the value bound to `x`, and
 * `{"$repeat": {"text": "ab", "count": 3}}` by `"ababab"`. An expected frame is a pattern:
 * objects match when every key of the pattern matches (other keys are allowed), arrays
 * element by element, scalars by equality, and `$` operators as listed in `OPERATORS`.
 */
import { randomUUID } from 'node:crypto';

/** A value bound by `$new` or `$capture`, by name. */
export type Bindings = Map<string, unknown>;

/** Every operator, and where it may appear. */
export const OPERATORS = {
  $new: 'template',
  $repeat: 'both',
  $ref: 'both',
  $capture: 'pattern',
  $any: 'pattern',
  $absent: 'pattern',
  $type: 'pattern',
  $contains: 'pattern',
  $exact: 'pattern',
  $oneOf: 'pattern',
} as const;
export type Operator = keyof typeof OPERATORS;

/** The `$type` names a pattern may test. */
export const TYPE_NAMES = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array', 'uuid'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The operator an object stands for, or undefined for a plain object. */
export function operatorOf(node: unknown): Operator | undefined {
  if (!isPlainObject(node)) return undefined;
  const keys = Object.keys(node);
  if (keys.length !== 1 || !keys[0]!.startsWith('$')) return undefined;
  return Object.hasOwn(OPERATORS, keys[0]!) ? (keys[0] as Operator) : undefined;
}

/** Deep equality of JSON values (object key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]))
    );
  }
  return false;
}

const repeat = (spec: unknown): string => {
  const { text, count } = spec as { text: string; count: number };
  return text.repeat(count);
};

/** Builds the value a template stands for, binding every `$new`. */
export function materialize(template: unknown, bindings: Bindings): unknown {
  const op = operatorOf(template);
  if (op) {
    const arg = (template as Record<string, unknown>)[op];
    switch (op) {
      case '$new': {
        const value = randomUUID();
        bindings.set(String(arg), value);
        return value;
      }
      case '$ref':
        if (!bindings.has(String(arg))) throw new Error(`$ref "${String(arg)}" is not bound yet`);
        return bindings.get(String(arg));
      case '$repeat':
        return repeat(arg);
      default:
        throw new Error(`${op} belongs in an expected frame, not in a frame to send`);
    }
  }
  if (Array.isArray(template)) return template.map((item) => materialize(item, bindings));
  if (isPlainObject(template)) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(template)) out[key] = materialize(value, bindings);
    return out;
  }
  return template;
}

/** Why a value does not match, with the JSON pointer of the first difference. */
export type Mismatch = { path: string; reason: string };

/**
 * Matches `value` against `pattern`. On success, bindings made by `$capture` are added to
 * `bindings`; on failure `bindings` is unchanged and the first mismatch is returned.
 */
export function match(pattern: unknown, value: unknown, bindings: Bindings): Mismatch | undefined {
  const scratch: Bindings = new Map(bindings);
  const mismatch = matchAt(pattern, value, scratch, '');
  if (!mismatch) for (const [key, bound] of scratch) bindings.set(key, bound);
  return mismatch;
}

const show = (value: unknown): string => {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

function matchAt(pattern: unknown, value: unknown, bindings: Bindings, path: string): Mismatch | undefined {
  const at = path || '/';
  const op = operatorOf(pattern);
  if (op) {
    const arg = (pattern as Record<string, unknown>)[op];
    switch (op) {
      case '$capture': {
        if (value === undefined) return { path: at, reason: 'is missing' };
        const name = String(arg);
        if (bindings.has(name) && !jsonEqual(bindings.get(name), value)) {
          return { path: at, reason: `is ${show(value)}, but "${name}" was ${show(bindings.get(name))}` };
        }
        bindings.set(name, value);
        return undefined;
      }
      case '$ref': {
        if (!bindings.has(String(arg))) return { path: at, reason: `$ref "${String(arg)}" is not bound yet` };
        const expected = bindings.get(String(arg));
        return jsonEqual(expected, value)
          ? undefined
          : { path: at, reason: `is ${show(value)}, expected ${show(expected)} ("${String(arg)}")` };
      }
      case '$any':
        return value === undefined ? { path: at, reason: 'is missing' } : undefined;
      case '$absent':
        return value === undefined ? undefined : { path: at, reason: `must be absent, is ${show(value)}` };
      case '$type':
        return hasType(value, String(arg))
          ? undefined
          : { path: at, reason: `is ${show(value)}, expected a ${String(arg)}` };
      case '$contains':
        return typeof value === 'string' && value.includes(String(arg))
          ? undefined
          : { path: at, reason: `is ${show(value)}, expected a string containing ${show(arg)}` };
      case '$exact': {
        const expected = materialize(arg, bindings);
        return jsonEqual(expected, value)
          ? undefined
          : { path: at, reason: `is ${show(value)}, expected exactly ${show(expected)}` };
      }
      case '$repeat':
        return value === repeat(arg)
          ? undefined
          : { path: at, reason: `is ${show(value)}, expected ${show(repeat(arg))}` };
      case '$oneOf': {
        const reasons: string[] = [];
        for (const branch of arg as unknown[]) {
          const scratch: Bindings = new Map(bindings);
          const mismatch = matchAt(branch, value, scratch, path);
          if (!mismatch) {
            for (const [key, bound] of scratch) bindings.set(key, bound);
            return undefined;
          }
          reasons.push(`${mismatch.path} ${mismatch.reason}`);
        }
        return { path: at, reason: `matches none of $oneOf (${reasons.join('; ')})` };
      }
      case '$new':
        return { path: at, reason: '$new belongs in a frame to send' };
    }
  }
  if (Array.isArray(pattern)) {
    if (!Array.isArray(value)) return { path: at, reason: `is ${show(value)}, expected an array` };
    if (value.length !== pattern.length)
      return { path: at, reason: `has ${value.length} items, expected ${pattern.length}` };
    for (let i = 0; i < pattern.length; i++) {
      const mismatch = matchAt(pattern[i], value[i], bindings, `${path}/${i}`);
      if (mismatch) return mismatch;
    }
    return undefined;
  }
  if (isPlainObject(pattern)) {
    if (!isPlainObject(value)) return { path: at, reason: `is ${show(value)}, expected an object` };
    for (const [key, sub] of Object.entries(pattern)) {
      const mismatch = matchAt(sub, Object.hasOwn(value, key) ? value[key] : undefined, bindings, `${path}/${key}`);
      if (mismatch) return mismatch;
    }
    return undefined;
  }
  return value === pattern ? undefined : { path: at, reason: `is ${show(value)}, expected ${show(pattern)}` };
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'object':
      return isPlainObject(value);
    case 'array':
      return Array.isArray(value);
    case 'uuid':
      return typeof value === 'string' && UUID.test(value);
    default:
      return false;
  }
}

/**
 * Statically checks a template or pattern: operators are known, used where they belong, have
 * arguments of the right shape, and every `$ref` names something bound earlier (`bound` is
 * updated with what this node binds). Returns problems as `<pointer>: <problem>`.
 */
export function checkNode(node: unknown, role: 'template' | 'pattern', bound: Set<string>, path = ''): string[] {
  const at = path || '/';
  if (isPlainObject(node)) {
    const dollarKeys = Object.keys(node).filter((key) => key.startsWith('$'));
    if (dollarKeys.length > 0) {
      const op = operatorOf(node);
      if (!op) return [`${at}: ${dollarKeys.join(', ')} is not an operator, or is mixed with other keys`];
      const where = OPERATORS[op];
      if (where !== 'both' && where !== role)
        return [`${at}: ${op} cannot be used in ${role === 'template' ? 'a frame to send' : 'an expected frame'}`];
      const arg = node[op];
      switch (op) {
        case '$new':
        case '$capture':
          if (typeof arg !== 'string' || arg === '') return [`${at}: ${op} takes a name`];
          bound.add(arg);
          return [];
        case '$ref':
          if (typeof arg !== 'string') return [`${at}: $ref takes a name`];
          return bound.has(arg) ? [] : [`${at}: $ref "${arg}" is not bound by an earlier $new or $capture`];
        case '$any':
        case '$absent':
          return arg === true ? [] : [`${at}: ${op} takes true`];
        case '$type':
          return (TYPE_NAMES as readonly unknown[]).includes(arg)
            ? []
            : [`${at}: $type takes one of ${TYPE_NAMES.join(', ')}`];
        case '$contains':
          return typeof arg === 'string' ? [] : [`${at}: $contains takes a string`];
        case '$repeat': {
          const spec = arg as { text?: unknown; count?: unknown };
          const ok =
            isPlainObject(arg) &&
            typeof spec.text === 'string' &&
            Number.isInteger(spec.count) &&
            (spec.count as number) >= 0;
          return ok ? [] : [`${at}: $repeat takes {"text": string, "count": integer}`];
        }
        case '$exact':
          return checkNode(arg, 'template', bound, `${path}/$exact`);
        case '$oneOf':
          if (!Array.isArray(arg) || arg.length === 0) return [`${at}: $oneOf takes a non-empty array of patterns`];
          return arg.flatMap((branch, i) => checkNode(branch, 'pattern', bound, `${path}/$oneOf/${i}`));
      }
    }
    return Object.entries(node).flatMap(([key, value]) => checkNode(value, role, bound, `${path}/${key}`));
  }
  if (Array.isArray(node)) return node.flatMap((item, i) => checkNode(item, role, bound, `${path}/${i}`));
  return [];
}
