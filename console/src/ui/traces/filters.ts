/**
 * The trace list's filters: read from and written to the URL, turned into `engine::traces::list`
 * input, and checked on a live row so a new trace is shown only when the list would hold it.
 */
import type { ObservabilityStoredSpan, ObservabilityTracesListInput } from '@svc/protocol';

/** The filters as the page holds them (strings, as typed). */
export interface TraceFilters {
  traceId: string;
  service: string;
  span: string;
  /** `''`, `ok`, `error` or `pending`. */
  status: string;
  minMs: string;
  maxMs: string;
  /** Time range: `''`, a preset (`15m`, `1h`, `6h`, `24h`, `7d`), or `custom`. */
  range: string;
  /** Custom range bounds, `YYYY-MM-DDTHH:MM` local times. */
  from: string;
  to: string;
  /** `key=value` pairs, one per line or comma separated. */
  attrs: string;
}

/** URL parameter of each filter. */
export const FILTER_PARAMS: Record<keyof TraceFilters, string> = {
  traceId: 'tid',
  service: 'service',
  span: 'span_name',
  status: 'status',
  minMs: 'min',
  maxMs: 'max',
  range: 'range',
  from: 'from',
  to: 'to',
  attrs: 'attrs',
};

/** The time range choices of a select: value and label. */
export const RANGE_CHOICES: [string, string][] = [
  ['', 'All time'],
  ['15m', 'Last 15 minutes'],
  ['1h', 'Last hour'],
  ['6h', 'Last 6 hours'],
  ['24h', 'Last 24 hours'],
  ['7d', 'Last 7 days'],
  ['custom', 'Custom…'],
];

/** Length of each time range preset, ms. */
export const RANGES: Record<string, number> = {
  '15m': 15 * 60_000,
  '1h': 3_600_000,
  '6h': 6 * 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
};

/** The `[key, value]` pairs of an attributes filter (`a=1, b=2`); pieces without `=` are ignored. */
export function parseAttributes(text: string): [string, string][] {
  return text
    .split(/[,\n]/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.indexOf('=') > 0)
    .map((piece) => {
      const at = piece.indexOf('=');
      return [piece.slice(0, at).trim(), piece.slice(at + 1).trim()];
    });
}

const number = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

/** The time window of the filters at `nowMs`: a preset slides with the clock. */
export function windowOf(
  filters: Pick<TraceFilters, 'range' | 'from' | 'to'>,
  nowMs: number,
): { start?: number; end?: number } {
  if (filters.range in RANGES) return { start: nowMs - RANGES[filters.range]! };
  if (filters.range !== 'custom') return {};
  const start = filters.from ? Date.parse(filters.from) : Number.NaN;
  const end = filters.to ? Date.parse(filters.to) : Number.NaN;
  return { ...(Number.isNaN(start) ? {} : { start }), ...(Number.isNaN(end) ? {} : { end }) };
}

/** The input of `engine::traces::list` for the filters and a page, newest first. */
export function listInput(filters: TraceFilters, offset: number, limit: number, nowMs: number) {
  const input: ObservabilityTracesListInput = { offset, limit, sort_by: 'start_time', sort_order: 'desc' };
  if (filters.traceId.trim()) input.trace_id = filters.traceId.trim().toLowerCase();
  if (filters.service.trim()) input.service_name = filters.service.trim();
  if (filters.span.trim()) {
    input.name = filters.span.trim();
    input.search_all_spans = true;
  }
  if (filters.status) input.status = filters.status;
  let min = number(filters.minMs);
  let max = number(filters.maxMs);
  // Reversed bounds are read the way they were meant.
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) input.min_duration_ms = min;
  if (max !== undefined) input.max_duration_ms = max;
  const { start, end } = windowOf(filters, nowMs);
  if (start !== undefined) input.start_time = start;
  if (end !== undefined) input.end_time = end;
  const attributes = parseAttributes(filters.attrs);
  if (attributes.length > 0) {
    input.attributes = attributes;
    input.search_all_spans = true;
  }
  return input;
}

/**
 * Whether a live root span belongs in the list: the root-level filters checked as the engine
 * checks them. Filters that look at every span of a trace (span name, attributes) cannot be told
 * from a root alone: with them the list is asked again instead.
 */
export function liveMatch(span: ObservabilityStoredSpan, input: ObservabilityTracesListInput, nowMs: number): boolean {
  const has = (value: string, part: string | undefined) =>
    part === undefined || value.toLowerCase().includes(part.toLowerCase());
  const pending = span.end_time_unix_nano === 0;
  const startMs = span.start_time_unix_nano / 1e6;
  const endMs = pending ? nowMs : span.end_time_unix_nano / 1e6;
  if (input.trace_id !== undefined && span.trace_id !== input.trace_id) return false;
  if (!has(span.service_name, input.service_name)) return false;
  if (input.status === 'pending' ? !pending : !has(span.status, input.status)) return false;
  if (input.min_duration_ms !== undefined && endMs - startMs < input.min_duration_ms) return false;
  if (input.max_duration_ms !== undefined && endMs - startMs > input.max_duration_ms) return false;
  if (input.start_time !== undefined && endMs < input.start_time) return false;
  if (input.end_time !== undefined && startMs > input.end_time) return false;
  const internal = span.attributes.some(
    ([key, value]) =>
      (key === 'iii.function.kind' && value === 'internal') || (key === 'function_id' && value.startsWith('engine::')),
  );
  return !internal;
}
