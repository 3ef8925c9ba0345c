/**
 * The order of the `engine::*` listings: `String.prototype.localeCompare`, as the reference
 * engine's tools expect. The first `localeCompare` of a process loads ICU's collation data (~3 MB
 * of memory and ~5 ms); the built-ins' names (`svc-http`, `engine`) need none of it.
 */

/** Lower-case letters, digits, `-` and `.`: where ICU's root order is the order of the code units. */
const PLAIN = /^[a-z0-9.-]*$/;

/**
 * Compares two names as `a.localeCompare(b)` does (same sign): by code units where both are plain
 * (ICU's root collation orders `-` < `.` < digits < letters, as ASCII does, with no case or accents
 * to weigh), by `localeCompare` otherwise.
 */
export function compareNames(a: string, b: string): number {
  if (PLAIN.test(a) && PLAIN.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return a.localeCompare(b);
}
