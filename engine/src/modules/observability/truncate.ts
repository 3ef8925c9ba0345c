/** The one rule for long values: an attribute, a log body or a name longer than the cap is cut with a marker. */

/** `value`, cut to `max` characters with a marker saying how much was cut. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  return `${value.slice(0, max)}…[truncated ${value.length - max} chars]`;
}
