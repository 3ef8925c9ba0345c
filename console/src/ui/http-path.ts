/** Path parameters of an HTTP trigger's `api_path` (`:id` and `{id}` alike). */

/** Names of a path's parameters, `:id` and `{id}` alike, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)|\{([A-Za-z0-9_]+)\}/g)].map((m) => (m[1] ?? m[2]) as string);
}

/** The path with each parameter replaced by its (percent-encoded) value. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)|\{([A-Za-z0-9_]+)\}/g, (_all, a: string | undefined, b: string | undefined) =>
    encodeURIComponent(values[(a ?? b) as string] ?? ''),
  );
}
