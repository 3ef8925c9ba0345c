/**
 * The semantics of `state::update`, as one pure function every adapter shares: the memory and
 * file adapters call it directly, and the Redis adapter calls it inside an optimistic
 * compare-and-set loop, so the three cannot drift apart.
 *
 * Rules (wire reference §5.1): ops run in order on one value; a missing key starts as `{}`; an op
 * that cannot apply is skipped, reported with its index, and leaves the value exactly as it was
 * (every check happens before the first change). Containers that are missing or null, at the
 * root or along a nested path, become `{}`; any other non-object container is refused.
 */
import type { JsonValue, StateUpdateOp, StateUpdateOpError } from '@svc/protocol';

/** Limits of paths and merge values. */
export const LIMITS = { pathDepth: 32, segmentBytes: 256, mergeValueDepth: 16, mergeValueKeys: 1024 } as const;

/** Path segments and merge keys that would reach an object's prototype in JavaScript consumers. */
const REFUSED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Why one op was skipped (an item of the result's `errors`). */
export type OpError = StateUpdateOpError;

/** What the ops did. */
export interface OpsOutcome {
  /** The value after the ops; undefined when the key had none and no op gave it one. */
  value: JsonValue | undefined;
  /** How many ops applied. Zero means nothing is to be written. */
  applied: number;
  /** One entry per skipped op. */
  errors: OpError[];
}

type JsonObject = { [key: string]: JsonValue };

class OpFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON type of a value, for messages. */
function typeName(value: JsonValue | undefined): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** A field of an object, never one inherited from its prototype (`toString` is not a field of `{}`). */
const field = (object: JsonObject, name: string): JsonValue | undefined =>
  Object.hasOwn(object, name) ? object[name] : undefined;

const label = (segments: string[]) =>
  segments.length === 0 ? 'the root' : JSON.stringify(segments.length === 1 ? segments[0] : segments);

/** The segments of a path; `""`, `[]` and absent all mean the root. Throws when the path breaks a limit. */
function segmentsOf(op: string, path: string | string[] | undefined): string[] {
  if (path === undefined || path === '') return [];
  const segments = typeof path === 'string' ? [path] : path;
  if (segments.length > LIMITS.pathDepth) {
    throw new OpFailure(
      `${op}.path.too_deep`,
      `Path depth ${segments.length} exceeds the maximum of ${LIMITS.pathDepth}`,
    );
  }
  for (const segment of segments) {
    if (segment === '') throw new OpFailure(`${op}.path.empty_segment`, 'Path contains an empty segment');
    const bytes = Buffer.byteLength(segment);
    if (bytes > LIMITS.segmentBytes) {
      throw new OpFailure(
        `${op}.path.segment_too_long`,
        `Path segment of ${bytes} bytes exceeds the maximum of ${LIMITS.segmentBytes}`,
      );
    }
    if (REFUSED_KEYS.has(segment))
      throw new OpFailure(`${op}.path.proto_polluted`, `Path segment "${segment}" is refused (prototype pollution)`);
  }
  return segments;
}

/** Nesting depth of a value, counted up to `limit + 1` only (so a hostile value cannot exhaust the stack). */
function depthOf(value: JsonValue, limit: number): number {
  if (typeof value !== 'object' || value === null || limit < 0) return 0;
  let deepest = 0;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    deepest = Math.max(deepest, depthOf(child, limit - 1));
    if (deepest > limit) break;
  }
  return 1 + deepest;
}

function checkMergeValue(value: JsonValue): JsonObject {
  if (!isObject(value))
    throw new OpFailure('merge.value.not_an_object', `Merge value must be an object, found ${typeName(value)}`);
  const keys = Object.keys(value);
  if (keys.length > LIMITS.mergeValueKeys) {
    throw new OpFailure(
      'merge.value.too_many_keys',
      `Merge value has ${keys.length} keys, more than the maximum of ${LIMITS.mergeValueKeys}`,
    );
  }
  const refused = keys.find((key) => REFUSED_KEYS.has(key));
  if (refused !== undefined)
    throw new OpFailure('merge.value.proto_polluted', `Merge value key "${refused}" is refused (prototype pollution)`);
  const depth = depthOf(value, LIMITS.mergeValueDepth);
  if (depth > LIMITS.mergeValueDepth) {
    throw new OpFailure(
      'merge.value.too_deep',
      `Merge value nesting depth exceeds the maximum of ${LIMITS.mergeValueDepth}`,
    );
  }
  return value;
}

/**
 * Checks that every container along `segments` (and, with `withTarget`, the target itself) is an
 * object, null or missing, without changing anything, so that a refused op leaves no
 * half-created objects behind.
 */
function checkContainers(op: string, root: JsonValue | undefined, segments: string[], withTarget = false): void {
  let node = root;
  for (let depth = 0; depth < segments.length + (withTarget ? 1 : 0); depth++) {
    if (node === undefined || node === null) return;
    if (!isObject(node)) {
      throw new OpFailure(
        `${op}.target_not_object`,
        `Cannot ${op} at ${label(segments)}: ` +
          `${label(segments.slice(0, depth))} is ${typeName(node)}, expected an object`,
      );
    }
    if (depth < segments.length) node = field(node, segments[depth]!);
  }
}

/** Walks `segments` from `holder.root`, turning missing or null containers into `{}`; returns the last one. */
function containerAt(holder: { root: JsonValue | undefined }, segments: string[]): JsonObject {
  if (!isObject(holder.root)) holder.root = {};
  let node = holder.root as JsonObject;
  for (const segment of segments) {
    let next = field(node, segment);
    if (!isObject(next)) node[segment] = next = {};
    node = next;
  }
  return node;
}

function addTo(op: 'increment' | 'decrement', current: JsonValue | undefined, by: number, where: string[]): number {
  const delta = op === 'increment' ? by : -by;
  if (current === undefined) return delta;
  if (typeof current !== 'number')
    throw new OpFailure(`${op}.not_number`, `Expected a number at ${label(where)}, found ${typeName(current)}`);
  const result = current + delta;
  if (!Number.isFinite(result))
    throw new OpFailure(`${op}.overflow`, `The result at ${label(where)} is not a finite number`);
  return result;
}

/** The target after appending `value` to `current`. */
function appended(current: JsonValue | undefined, value: JsonValue, where: string[]): JsonValue {
  if (current === undefined || current === null) return typeof value === 'string' ? value : [value];
  if (Array.isArray(current)) return [...current, value];
  if (typeof current === 'string') {
    if (typeof value === 'string') return current + value;
    throw new OpFailure(
      'append.type_mismatch',
      `Cannot append ${typeName(value)} to the string at ${label(where)}: append a string`,
    );
  }
  throw new OpFailure(
    'append.type_mismatch',
    `Cannot append at ${label(where)}: it is ${typeName(current)}, expected an array, a string, null or missing`,
  );
}

/** Applies one op to `holder.root`, or throws an OpFailure having changed nothing. */
function applyOp(holder: { root: JsonValue | undefined }, op: StateUpdateOp): void {
  const segments = segmentsOf(op.type, op.path as string | string[] | undefined);
  const parent = segments.slice(0, -1);
  const leaf = segments.at(-1);
  switch (op.type) {
    case 'set':
      if (leaf === undefined) holder.root = op.value as JsonValue;
      else {
        checkContainers('set', holder.root, segments);
        containerAt(holder, parent)[leaf] = op.value as JsonValue;
      }
      return;
    case 'merge': {
      const value = checkMergeValue(op.value as JsonValue);
      checkContainers('merge', holder.root, segments, true);
      Object.assign(containerAt(holder, segments), value);
      return;
    }
    case 'increment':
    case 'decrement': {
      const by = op.by as number;
      if (leaf === undefined) holder.root = addTo(op.type, holder.root, by, segments);
      else {
        checkContainers(op.type, holder.root, segments);
        const container = isObject(holder.root) ? holder.root : undefined;
        const result = addTo(op.type, container && field(container, leaf), by, segments);
        containerAt(holder, parent)[leaf] = result;
      }
      return;
    }
    case 'append': {
      const value = op.value as JsonValue;
      if (leaf === undefined) holder.root = appended(holder.root, value, segments);
      else {
        checkContainers('append', holder.root, segments);
        let node: JsonValue | undefined = holder.root;
        for (const segment of segments) node = isObject(node) ? field(node, segment) : undefined;
        const result = appended(node, value, segments);
        containerAt(holder, parent)[leaf] = result;
      }
      return;
    }
    case 'remove':
      if (leaf === undefined) holder.root = null;
      else {
        // Removing from a missing or null container changes nothing: there is no field to remove.
        checkContainers('remove', holder.root, segments);
        if (isObject(holder.root)) delete holder.root[leaf];
      }
      return;
    default:
      // The input validator admits only the six tags; this guards callers that skip it.
      throw new OpFailure('op.unknown_type', `Unknown op type ${JSON.stringify((op as { type: unknown }).type)}`);
  }
}

/**
 * Applies `ops` in order to `value` (undefined for a missing key). `value` is changed in place:
 * pass a fresh copy (e.g. just parsed from its stored JSON text).
 */
export function applyOps(value: JsonValue | undefined, ops: readonly StateUpdateOp[]): OpsOutcome {
  const holder = { root: value };
  const errors: OpError[] = [];
  let applied = 0;
  ops.forEach((op, op_index) => {
    try {
      applyOp(holder, op);
      applied++;
    } catch (error) {
      if (!(error instanceof OpFailure)) throw error;
      errors.push({ op_index, code: error.code, message: error.message });
    }
  });
  return { value: holder.root, applied, errors };
}
