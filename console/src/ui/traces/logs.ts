/** Log records as the console shows them: a level from the OTel severity, and counts by level. */
import type { ObservabilityStoredLog } from '@svc/protocol';

/** The levels, lowest first. */
export const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export type Level = (typeof LEVELS)[number];

/** A record's level: from its severity number (1–24), else from its text; unknown is `info`. */
export function levelOf(log: Pick<ObservabilityStoredLog, 'severity_number' | 'severity_text'>): Level {
  const n = log.severity_number;
  if (n >= 1 && n <= 24) return LEVELS[Math.floor((n - 1) / 4)]!;
  const text = log.severity_text.toLowerCase();
  if (text.startsWith('warn')) return 'warn';
  return (LEVELS as readonly string[]).includes(text) ? (text as Level) : 'info';
}

/** A stable key of a record, so a selection survives new records arriving above it. */
export function logKey(log: ObservabilityStoredLog): string {
  return `${log.timestamp_unix_nano}:${log.observed_timestamp_unix_nano}:${log.span_id ?? ''}:${log.body.slice(0, 64)}`;
}

/** Records added to `list` (newest first) at the top, without duplicates, at most `max` kept. */
export function prependLogs(list: ObservabilityStoredLog[], fresh: ObservabilityStoredLog[], max: number) {
  const seen = new Set(list.map(logKey));
  const added = fresh.filter((log) => !seen.has(logKey(log)));
  added.sort((a, b) => b.timestamp_unix_nano - a.timestamp_unix_nano);
  return { list: [...added, ...list].slice(0, max), added: added.length };
}
