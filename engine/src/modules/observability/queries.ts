/**
 * The query side of the stores, with the reference's semantics (console.md §5.2): span filters,
 * sort and pagination for `engine::traces::list`, the nested tree, grouping by an attribute, and
 * log filters, newest first.
 */
import type {
  ObservabilityLogsListInput,
  ObservabilityStoredLog,
  ObservabilityStoredSpan,
  ObservabilityTracesGroupByInput,
  ObservabilityTracesListInput,
} from '@svc/protocol';
import { plain } from './engine-span.js';
import { SEVERITY_BY_TEXT } from './otlp.js';
import type { SpanStore } from './records.js';

/** The largest page a list answers. */
export const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 100;

const page = (offset: number | undefined, limit: number | undefined) => ({
  offset: Math.max(0, offset ?? 0),
  limit: Math.min(MAX_LIMIT, Math.max(0, limit ?? DEFAULT_LIMIT)),
});

const nsToMs = (ns: number) => ns / 1e6;
const endMs = (span: ObservabilityStoredSpan, nowMs: number) =>
  span.end_time_unix_nano === 0 ? nowMs : nsToMs(span.end_time_unix_nano);
const durationMs = (span: ObservabilityStoredSpan, nowMs: number) =>
  Math.max(0, endMs(span, nowMs) - nsToMs(span.start_time_unix_nano));
const attribute = (span: ObservabilityStoredSpan, key: string) => span.attributes.find((pair) => pair[0] === key)?.[1];
const contains = (value: string | undefined, part: string | undefined) =>
  part === undefined || (value ?? '').toLowerCase().includes(part.toLowerCase());
/** The status filter: `pending` is a span in progress, anything else a substring of the status. */
const statusIs = (span: ObservabilityStoredSpan, wanted: string | undefined) =>
  wanted?.toLowerCase() === 'pending' ? span.end_time_unix_nano === 0 : contains(span.status, wanted);

/** Spans of `engine::*` functions, hidden unless asked for. */
export function isInternal(span: ObservabilityStoredSpan): boolean {
  return (
    attribute(span, 'iii.function.kind') === 'internal' || (attribute(span, 'function_id') ?? '').startsWith('engine::')
  );
}

const hasAll = (span: ObservabilityStoredSpan, pairs: [string, string][] | undefined) =>
  !pairs || pairs.every(([key, value]) => attribute(span, key!) === value);
const hasAny = (span: ObservabilityStoredSpan, pairs: [string, string][] | undefined) =>
  !!pairs && pairs.some(([key, value]) => attribute(span, key!) === value);

/** Whether a span is a root: no parent, or a parent the store does not hold (`ids` from `store.ids()`). */
const isRoot = (ids: Set<string>, span: ObservabilityStoredSpan) =>
  span.parent_span_id === undefined || !ids.has(`${span.trace_id}/${span.parent_span_id}`);

/** `engine::traces::list`: the filtered, sorted page and the total before pagination. */
export function listTraces(store: SpanStore, input: ObservabilityTracesListInput, nowMs: number) {
  const { offset, limit } = page(input.offset, input.limit);
  const traceIds = input.trace_ids ? new Set(input.trace_ids) : undefined;
  const common = (span: ObservabilityStoredSpan) => {
    if (input.trace_id !== undefined && span.trace_id !== input.trace_id) return false;
    if (traceIds && !traceIds.has(span.trace_id)) return false;
    if (!contains(span.service_name, input.service_name) || !statusIs(span, input.status)) return false;
    const duration = durationMs(span, nowMs);
    if (input.min_duration_ms !== undefined && duration < input.min_duration_ms) return false;
    if (input.max_duration_ms !== undefined && duration > input.max_duration_ms) return false;
    if (input.start_time !== undefined && endMs(span, nowMs) < input.start_time) return false;
    if (input.end_time !== undefined && nsToMs(span.start_time_unix_nano) > input.end_time) return false;
    if (hasAny(span, input.exclude_attributes)) return false;
    return input.include_internal === true || !isInternal(span);
  };
  const matches = (span: ObservabilityStoredSpan) => contains(span.name, input.name) && hasAll(span, input.attributes);
  const spans = [...store.all()];
  const ids = store.ids();
  let rows: ObservabilityStoredSpan[];
  if (input.search_all_spans) {
    const hits = new Set<string>();
    for (const span of spans) if (matches(span)) hits.add(span.trace_id);
    rows = spans.filter((span) => hits.has(span.trace_id) && isRoot(ids, span) && common(span));
  } else rows = spans.filter((span) => isRoot(ids, span) && common(span) && matches(span));
  sortSpans(rows, input, nowMs);
  return { spans: rows.slice(offset, offset + limit), total: rows.length, offset, limit };
}

function sortSpans(rows: ObservabilityStoredSpan[], input: ObservabilityTracesListInput, nowMs: number): void {
  const by = input.sort_by ?? 'start_time';
  const key =
    by === 'duration' || by === 'duration_ms'
      ? (span: ObservabilityStoredSpan) => durationMs(span, nowMs)
      : by === 'service_name'
        ? (span: ObservabilityStoredSpan) => span.service_name
        : by === 'name'
          ? (span: ObservabilityStoredSpan) => span.name
          : (span: ObservabilityStoredSpan) => span.start_time_unix_nano;
  rows.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
  // Reversed rather than sorted the other way: ties (same millisecond) then come newest first too.
  if (input.sort_order === 'desc') rows.reverse();
}

/** A stored span with its children. */
export type SpanNode = ObservabilityStoredSpan & { children: SpanNode[] };

/** What nesting needs of a span. */
interface Nestable {
  span_id: string;
  parent_span_id?: string | undefined;
}

const byStart = (a: { start_time_unix_nano: number }, b: { start_time_unix_nano: number }) =>
  a.start_time_unix_nano - b.start_time_unix_nano;

/**
 * Spans nested under their parents, in the order of `compare` (start time; sorts `spans` in
 * place), each copied by `copy`. A span whose parent is not among them is a root.
 */
export function nestSpans<S extends Nestable>(
  spans: S[],
  copy: (span: S) => S = (span) => ({ ...span }),
  compare: (a: S, b: S) => number = byStart as unknown as (a: S, b: S) => number,
) {
  type Node = S & { children: Node[] };
  spans.sort(compare);
  const nodes = new Map<string, Node>(spans.map((span) => [span.span_id, { ...copy(span), children: [] as Node[] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_span_id === undefined ? undefined : nodes.get(node.parent_span_id);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** `engine::traces::tree`: the trace's spans nested under their parents, by start time. */
export function traceTree(store: SpanStore, traceId: string): SpanNode[] {
  return nestSpans(store.trace(traceId), plain);
}

/** `engine::traces::group_by`: spans grouped by one attribute's value, most recently seen first. */
export function groupTraces(store: SpanStore, input: ObservabilityTracesGroupByInput, nowMs: number) {
  const groups = new Map<
    string,
    {
      value: string;
      label?: string;
      trace_ids: Set<string>;
      span_count: number;
      first: number;
      last: number;
      errors: number;
    }
  >();
  for (const span of store.all()) {
    const value = attribute(span, input.attribute);
    if (value === undefined || (input.include_internal !== true && isInternal(span))) continue;
    const start = nsToMs(span.start_time_unix_nano);
    if (input.since_ms !== undefined && start < input.since_ms) continue;
    let group = groups.get(value);
    if (!group)
      groups.set(value, (group = { value, trace_ids: new Set(), span_count: 0, first: start, last: 0, errors: 0 }));
    if (group.label === undefined && input.label_attribute !== undefined) {
      const label = attribute(span, input.label_attribute);
      if (label !== undefined) group.label = label;
    }
    group.trace_ids.add(span.trace_id);
    group.span_count++;
    group.first = Math.min(group.first, start);
    group.last = Math.max(group.last, endMs(span, nowMs));
    if (span.status === 'error') group.errors++;
  }
  return [...groups.values()]
    .sort((a, b) => b.last - a.last)
    .slice(0, input.limit ?? 100)
    .map((group) => ({
      value: group.value,
      ...(group.label === undefined ? {} : { label: group.label }),
      trace_ids: [...group.trace_ids],
      span_count: group.span_count,
      first_seen_ms: group.first,
      last_seen_ms: group.last,
      duration_ms: group.last - group.first,
      error_count: group.errors,
    }));
}

/** Whether `log` has severity text `wanted` (`WARN` and `WARNING` are one). */
const severityIs = (log: ObservabilityStoredLog, wanted: string) => {
  const norm = (text: string) => (text.toUpperCase() === 'WARNING' ? 'WARN' : text.toUpperCase());
  return norm(log.severity_text) === norm(wanted);
};

/** Whether a log record passes `engine::logs::list`'s filters. */
export function logMatches(log: ObservabilityStoredLog, input: ObservabilityLogsListInput): boolean {
  const ms = nsToMs(log.timestamp_unix_nano);
  if (input.start_time !== undefined && ms < input.start_time) return false;
  if (input.end_time !== undefined && ms > input.end_time) return false;
  if (input.trace_id !== undefined && log.trace_id !== input.trace_id) return false;
  if (input.span_id !== undefined && log.span_id !== input.span_id) return false;
  if (input.severity_min !== undefined && log.severity_number < input.severity_min) return false;
  if (input.severity_text !== undefined && !severityIs(log, input.severity_text)) return false;
  if (input.severity_texts !== undefined && !input.severity_texts.some((text) => severityIs(log, text))) return false;
  if (input.service_name !== undefined && log.service_name !== input.service_name) return false;
  if (input.search !== undefined) {
    const part = input.search.toLowerCase();
    const inAttributes = () => JSON.stringify(log.attributes).toLowerCase().includes(part);
    if (!log.body.toLowerCase().includes(part) && !inAttributes()) return false;
  }
  return true;
}

/** `engine::logs::list`: the page, newest first, the total and counts by service. */
export function listLogs(logs: Iterable<ObservabilityStoredLog>, input: ObservabilityLogsListInput) {
  const { offset, limit } = page(input.offset, input.limit);
  const rows: ObservabilityStoredLog[] = [];
  const services: Record<string, number> = {};
  for (const log of logs) {
    if (!logMatches(log, input)) continue;
    rows.push(log);
    services[log.service_name] = (services[log.service_name] ?? 0) + 1;
  }
  rows.sort((a, b) => b.timestamp_unix_nano - a.timestamp_unix_nano);
  return { logs: rows.slice(offset, offset + limit), total: rows.length, offset, limit, services };
}

/** A severity number from a `log` trigger's `level` text. */
export function severityOfLevel(level: string | undefined): number | undefined {
  return level === undefined ? undefined : SEVERITY_BY_TEXT[level.toUpperCase()];
}
