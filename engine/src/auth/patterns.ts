/**
 * Id patterns of scopes and RBAC lists: an exact id, or a prefix followed by `*` (`billing::*`);
 * `*` alone matches everything.
 */

/** A compiled list of patterns. */
export interface Patterns {
  /** The patterns as written, for messages. */
  readonly source: readonly string[];
  matches(id: string): boolean;
}

/** Compiles `patterns`; each is an exact id or a prefix ending with `*`. */
export function compilePatterns(patterns: readonly string[]): Patterns {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const pattern of patterns) {
    if (pattern.endsWith('*')) prefixes.push(pattern.slice(0, -1));
    else exact.add(pattern);
  }
  return {
    source: patterns,
    matches: (id) => exact.has(id) || prefixes.some((prefix) => id.startsWith(prefix)),
  };
}

/** How a pattern list reads in a refusal: `billing::*, state::*`, or `nothing` when empty. */
export function describePatterns(patterns: Patterns): string {
  return patterns.source.length === 0 ? 'nothing' : patterns.source.join(', ');
}
