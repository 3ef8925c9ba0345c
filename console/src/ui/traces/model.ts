/**
 * A trace as the views draw it, built from the stored spans of `engine::traces::tree` (or any flat
 * list of them): one node per span with its parent and children, times in ms, pending spans
 * running up to `now`, spans whose parent is not held kept as extra roots, and the clock skew
 * between services corrected, so a child drawn on another process's clock stays inside its parent.
 */
import type { ObservabilityStoredSpan } from '@svc/protocol';

/** A span's status as the console colours it. */
export type SpanStatus = 'ok' | 'error' | 'unset';

/** One span of a built trace. */
export interface Span {
  id: string;
  parentId: string | undefined;
  traceId: string;
  name: string;
  service: string;
  kind: string | undefined;
  /** Start and end in ms since the epoch, after skew correction; a pending span ends at `now`. */
  startMs: number;
  endMs: number;
  durationMs: number;
  status: SpanStatus;
  /** The error message, for `error`. */
  message: string | undefined;
  /** Still in progress when the trace was read. */
  pending: boolean;
  /** Nesting level: 0 for a root. */
  depth: number;
  children: Span[];
  attributes: Record<string, string>;
  events: { name: string; timeMs: number; attributes: Record<string, string> }[];
  links: { traceId: string; spanId: string }[];
  /** Its parent's id is set but the trace does not hold that span. */
  orphan: boolean;
  /** How far the span was moved to fit in its parent (ms; 0 when it was not). */
  skewMs: number;
  /** The span as the engine sent it. */
  raw: ObservabilityStoredSpan;
}

/** A built trace. */
export interface Trace {
  id: string;
  roots: Span[];
  /** Every span, depth first, children by start time. */
  spans: Span[];
  byId: Map<string, Span>;
  startMs: number;
  endMs: number;
  durationMs: number;
  services: string[];
  errorCount: number;
  pendingCount: number;
}

/** A stored span with its children, as `engine::traces::tree` answers. */
export type TreeNode = ObservabilityStoredSpan & { children?: TreeNode[] };

/** The spans of a tree answer as one flat list. */
export function flattenTree(roots: TreeNode[]): ObservabilityStoredSpan[] {
  const out: ObservabilityStoredSpan[] = [];
  const stack = [...roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { children, ...span } = node;
    out.push(span);
    for (let i = (children?.length ?? 0) - 1; i >= 0; i--) stack.push(children![i]!);
  }
  return out;
}

const pairs = (list: [string, string][] | undefined): Record<string, string> => {
  const record: Record<string, string> = {};
  for (const [key, value] of list ?? []) record[key] = value;
  return record;
};

const statusOf = (status: string): SpanStatus => {
  const s = status.toLowerCase();
  return s === 'error' || s === '2' ? 'error' : s === 'ok' || s === '1' ? 'ok' : 'unset';
};

/**
 * Nanoseconds since the epoch as ms, rounded to the microsecond: the numbers are past 2^53, so
 * below a microsecond they are noise, and rounding keeps whole-ms differences exact.
 */
export const nsToMs = (ns: number): number => Math.round(ns / 1e3) / 1e3;

function toSpan(raw: ObservabilityStoredSpan, nowMs: number): Span {
  const pending = raw.pending === true || raw.end_time_unix_nano === 0;
  const startMs = nsToMs(raw.start_time_unix_nano);
  const endMs = pending ? Math.max(startMs, nowMs) : Math.max(startMs, nsToMs(raw.end_time_unix_nano));
  return {
    id: raw.span_id,
    parentId: raw.parent_span_id,
    traceId: raw.trace_id,
    name: raw.name,
    service: raw.service_name || 'unknown',
    kind: raw.kind,
    startMs,
    endMs,
    durationMs: endMs - startMs,
    status: statusOf(raw.status),
    message: raw.status_description,
    pending,
    depth: 0,
    children: [],
    attributes: pairs(raw.attributes),
    events: (raw.events ?? []).map((event) => ({
      name: String(event.name ?? ''),
      timeMs: nsToMs(Number(event.timestamp_unix_nano ?? 0)),
      attributes: pairs(event.attributes),
    })),
    links: (raw.links ?? []).map((link) => ({
      traceId: String(link.trace_id ?? ''),
      spanId: String(link.span_id ?? ''),
    })),
    orphan: false,
    skewMs: 0,
    raw,
  };
}

/**
 * Moves `span` and everything under it by `deltaMs`.
 * Iterative: a 10,000-span chain must not overflow the stack.
 */
function shift(span: Span, deltaMs: number): void {
  const stack = [span];
  while (stack.length > 0) {
    const s = stack.pop()!;
    s.startMs += deltaMs;
    s.endMs += deltaMs;
    for (const event of s.events) event.timeMs += deltaMs;
    stack.push(...s.children);
  }
}

/**
 * Clock skew: a child on another service that starts before its parent or ends after it was
 * timed by another clock. It is moved (with its subtree) to the middle of its parent, as far as it
 * fits, the way Jaeger adjusts it. Spans of the same service share a clock and are left alone.
 */
function adjustSkew(parent: Span, child: Span): void {
  if (child.service === parent.service || child.pending || parent.pending) return;
  if (child.startMs >= parent.startMs && child.endMs <= parent.endMs) return;
  const slack = Math.max(0, parent.durationMs - child.durationMs) / 2;
  const delta = parent.startMs + slack - child.startMs;
  if (delta === 0) return;
  shift(child, delta);
  child.skewMs += delta;
}

/** Builds a trace from its stored spans; `nowMs` is where pending spans end. */
export function buildTrace(stored: ObservabilityStoredSpan[], nowMs: number): Trace {
  const byId = new Map<string, Span>();
  for (const raw of stored) if (!byId.has(raw.span_id)) byId.set(raw.span_id, toSpan(raw, nowMs));
  const roots: Span[] = [];
  for (const span of byId.values()) {
    const parent = span.parentId === undefined ? undefined : byId.get(span.parentId);
    if (parent && parent !== span) parent.children.push(span);
    else {
      span.orphan = span.parentId !== undefined;
      roots.push(span);
    }
  }
  const byStart = (a: Span, b: Span) => a.startMs - b.startMs;
  roots.sort(byStart);
  // Depth first from the roots: depth, skew (parents before children) and the flat order.
  const spans: Span[] = [];
  const seen = new Set<Span>();
  const stack = [...roots].reverse();
  while (stack.length > 0) {
    const span = stack.pop()!;
    if (seen.has(span)) continue;
    seen.add(span);
    spans.push(span);
    span.children.sort(byStart);
    for (const child of span.children) {
      child.depth = span.depth + 1;
      adjustSkew(span, child);
    }
    for (let i = span.children.length - 1; i >= 0; i--) stack.push(span.children[i]!);
  }
  // A cycle of parents (a corrupt trace) is reachable from no root: show its spans as roots.
  for (const span of byId.values()) {
    if (seen.has(span)) continue;
    span.orphan = true;
    span.children = [];
    roots.push(span);
    spans.push(span);
  }
  let startMs = Number.POSITIVE_INFINITY;
  let endMs = Number.NEGATIVE_INFINITY;
  const services = new Set<string>();
  let errorCount = 0;
  let pendingCount = 0;
  for (const span of spans) {
    startMs = Math.min(startMs, span.startMs);
    endMs = Math.max(endMs, span.endMs);
    services.add(span.service);
    if (span.status === 'error') errorCount++;
    if (span.pending) pendingCount++;
  }
  if (spans.length === 0) startMs = endMs = nowMs;
  const id = stored[0]?.trace_id ?? '';
  return {
    id,
    roots,
    spans,
    byId,
    startMs,
    endMs,
    durationMs: endMs - startMs,
    services: [...services],
    errorCount,
    pendingCount,
  };
}

/** Pending spans (and the trace's end) moved on to `nowMs`, so their open bars grow. */
export function advancePending(trace: Trace, nowMs: number): void {
  if (trace.pendingCount === 0) return;
  for (const span of trace.spans) {
    if (!span.pending) continue;
    span.endMs = Math.max(span.startMs, nowMs);
    span.durationMs = span.endMs - span.startMs;
    trace.endMs = Math.max(trace.endMs, span.endMs);
  }
  trace.durationMs = trace.endMs - trace.startMs;
}
