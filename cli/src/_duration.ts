/** Durations on the command line: `500ms`, `5s`, `2m`, `1h`; a bare number is milliseconds. */

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** What `--help` says of every duration option. */
export const DURATION_HELP = 'A duration: 500ms, 5s, 2m; a bare number is milliseconds.';

/** The milliseconds `text` stands for, or undefined when it is not a positive duration. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!match) return undefined;
  const ms = Math.round(Number(match[1]) * UNITS[match[2] ?? 'ms']!);
  return ms > 0 ? ms : undefined;
}
