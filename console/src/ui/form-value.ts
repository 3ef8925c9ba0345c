/** Editing a JSON value at a path, as the generated form does. */
import type { JsonValue } from './api-types.js';

type JsonObject = { [key: string]: JsonValue };
const isObject = (v: JsonValue | undefined): v is JsonObject =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** A copy of `root` with the value at `path` set to `value` (`undefined` removes it). */
export function setAt(root: JsonValue, path: (string | number)[], value: JsonValue | undefined): JsonValue {
  if (path.length === 0) return value ?? null;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(root) ? [...root] : [];
    if (value === undefined && rest.length === 0) list.splice(head, 1);
    else list[head] = setAt(list[head] ?? null, rest, value);
    return list;
  }
  const object: JsonObject = isObject(root) ? { ...root } : {};
  if (value === undefined && rest.length === 0) delete object[head as string];
  else object[head as string] = setAt(object[head as string] ?? null, rest, value);
  return object;
}
