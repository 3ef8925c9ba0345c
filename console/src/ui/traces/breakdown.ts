/** Per-service figures of a trace: spans, time, average duration, error rate; and the topology. */
import type { Span, Trace } from './model.js';

/** One service's share of a trace. */
export interface ServiceRow {
  service: string;
  spans: number;
  totalMs: number;
  avgMs: number;
  errors: number;
  /** Errors ÷ spans, 0–1. */
  errorRate: number;
}

/** The services of a trace, most time first. */
export function serviceBreakdown(trace: Trace): ServiceRow[] {
  const rows = new Map<string, ServiceRow>();
  for (const span of trace.spans) {
    let row = rows.get(span.service);
    if (!row)
      rows.set(
        span.service,
        (row = { service: span.service, spans: 0, totalMs: 0, avgMs: 0, errors: 0, errorRate: 0 }),
      );
    row.spans++;
    row.totalMs += span.durationMs;
    if (span.status === 'error') row.errors++;
  }
  for (const row of rows.values()) {
    row.avgMs = row.totalMs / row.spans;
    row.errorRate = row.errors / row.spans;
  }
  return [...rows.values()].sort((a, b) => b.totalMs - a.totalMs || a.service.localeCompare(b.service));
}

/** The p-th percentile (0–100) of durations, nearest rank. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** A service of the trace map. */
export interface MapNode {
  service: string;
  spans: number;
  errors: number;
}

/** Calls from one service to another: parent → child pairs that cross a service boundary. */
export interface MapEdge {
  from: string;
  to: string;
  calls: number;
  totalMs: number;
  errors: number;
}

/** The trace's service topology. */
export function serviceMap(trace: Trace): { nodes: MapNode[]; edges: MapEdge[] } {
  const nodes = new Map<string, MapNode>();
  const edges = new Map<string, MapEdge>();
  const visit = (span: Span) => {
    let node = nodes.get(span.service);
    if (!node) nodes.set(span.service, (node = { service: span.service, spans: 0, errors: 0 }));
    node.spans++;
    if (span.status === 'error') node.errors++;
  };
  for (const span of trace.spans) {
    visit(span);
    for (const child of span.children) {
      if (child.service === span.service) continue;
      const key = `${span.service}\u0000${child.service}`;
      let edge = edges.get(key);
      if (!edge) edges.set(key, (edge = { from: span.service, to: child.service, calls: 0, totalMs: 0, errors: 0 }));
      edge.calls++;
      edge.totalMs += child.durationMs;
      if (child.status === 'error') edge.errors++;
    }
  }
  return { nodes: [...nodes.values()], edges: [...edges.values()] };
}

const PALETTE = [
  '#3b82f6',
  '#a855f7',
  '#14b8a6',
  '#f59e0b',
  '#ec4899',
  '#84cc16',
  '#06b6d4',
  '#f97316',
  '#6366f1',
  '#10b981',
];

/** A stable colour per service name. */
export function serviceColor(service: string): string {
  let hash = 0;
  for (let i = 0; i < service.length; i++) hash = (hash * 31 + service.charCodeAt(i)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length]!;
}
