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

/** The badge class of a level. */
export const levelBadge = (level: Level): string =>
  level === 'error' || level === 'fatal' ? 'badge err' : level === 'warn' ? 'badge warn' : 'badge';

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

/** The Logs page's filters, as strings from the URL. */
export interface LogFilters {
  /** Levels shown, comma separated (`warn,error`); empty for all. */
  levels: string;
  /** Full-text search over the body and the attributes. */
  q: string;
  traceId: string;
  /** One service (from the source breakdown). */
  service: string;
  /** A preset (`15m`, `1h`, ...), `custom` or empty. */
  range: string;
  from: string;
  to: string;
}

const SEVERITY_TEXTS: Record<Level, string[]> = {
  trace: ['TRACE'],
  debug: ['DEBUG'],
  info: ['INFO'],
  warn: ['WARN'],
  error: ['ERROR'],
  fatal: ['FATAL'],
};

/** The levels chosen in the filters. */
export function chosenLevels(filters: LogFilters): Level[] {
  return filters.levels
    .split(',')
    .map((l) => l.trim().toLowerCase())
    .filter((l): l is Level => (LEVELS as readonly string[]).includes(l));
}

/** The input of `engine::logs::list` for the filters and a window (`start`, `end` in unix ms). */
export function logsInput(filters: LogFilters, window: { start?: number; end?: number }, limit: number) {
  const levels = chosenLevels(filters);
  return {
    limit,
    ...(levels.length > 0 ? { severity_texts: levels.flatMap((l) => SEVERITY_TEXTS[l]) } : {}),
    ...(filters.q.trim() ? { search: filters.q.trim() } : {}),
    ...(filters.traceId.trim() ? { trace_id: filters.traceId.trim().toLowerCase() } : {}),
    ...(filters.service ? { service_name: filters.service } : {}),
    ...(window.start !== undefined ? { start_time: window.start } : {}),
    ...(window.end !== undefined ? { end_time: window.end } : {}),
  };
}

/** Whether a live record passes the filters, checked as the engine checks them. */
export function logPasses(log: ObservabilityStoredLog, input: ReturnType<typeof logsInput>): boolean {
  const ms = log.timestamp_unix_nano / 1e6;
  if (input.start_time !== undefined && ms < input.start_time) return false;
  if (input.end_time !== undefined && ms > input.end_time) return false;
  if (input.trace_id !== undefined && log.trace_id !== input.trace_id) return false;
  if (input.service_name !== undefined && log.service_name !== input.service_name) return false;
  if (input.severity_texts !== undefined && !input.severity_texts.map((t) => t.toLowerCase()).includes(levelOf(log)))
    return false;
  if (input.search !== undefined) {
    const part = input.search.toLowerCase();
    if (!log.body.toLowerCase().includes(part) && !JSON.stringify(log.attributes).toLowerCase().includes(part))
      return false;
  }
  return true;
}
