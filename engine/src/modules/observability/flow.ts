/**
 * `engine::traces::flow`: what functions touched, learned from the stored spans, for the
 * console's flow graph. A built-in function annotates its span with the state scope, stream,
 * queue topic or event topic it touched; the function that made the call is the nearest span
 * above it in its trace that names a `function_id`, so no annotation is needed in the workers.
 */
import type { ObservabilityFlowEdge, ObservabilityStoredSpan, ObservabilityTracesFlowInput } from '@svc/protocol';
import type { SpanStore } from './records.js';

/** The attribute naming what a built-in function touched, by edge kind. */
const TOUCHED = [
  ['state', 'svc.state.scope'],
  ['stream', 'svc.stream.name'],
  ['queue', 'svc.queue.topic'],
  ['event', 'svc.event.topic'],
] as const;

/** Parents followed up from a touching span before giving up (a bound on malformed chains). */
const MAX_DEPTH = 32;
const DEFAULT_LIMIT = 500;

const attribute = (span: ObservabilityStoredSpan, key: string) => span.attributes.find((pair) => pair[0] === key)?.[1];

/** The edges function → thing touched, most recently seen first. */
export function flowEdges(store: SpanStore, input: ObservabilityTracesFlowInput): ObservabilityFlowEdge[] {
  const byId = new Map<string, ObservabilityStoredSpan>();
  const touching: ObservabilityStoredSpan[] = [];
  for (const span of store.all()) {
    byId.set(`${span.trace_id}/${span.span_id}`, span);
    if (TOUCHED.some(([, key]) => attribute(span, key) !== undefined)) touching.push(span);
  }
  const edges = new Map<string, ObservabilityFlowEdge>();
  for (const span of touching) {
    const startMs = span.start_time_unix_nano / 1e6;
    if (input.since_ms !== undefined && startMs < input.since_ms) continue;
    const via = attribute(span, 'function_id');
    const caller = callerOf(byId, span, via);
    if (caller === undefined) continue;
    for (const [kind, key] of TOUCHED) {
      const target = attribute(span, key);
      if (target === undefined) continue;
      const id = `${caller}\u0000${kind}\u0000${target}`;
      const edge = edges.get(id);
      if (edge) {
        edge.count++;
        edge.last_seen_ms = Math.max(edge.last_seen_ms, startMs);
      } else
        edges.set(id, {
          function_id: caller,
          kind,
          target,
          ...(via === undefined ? {} : { via }),
          count: 1,
          last_seen_ms: startMs,
        });
    }
  }
  return [...edges.values()]
    .sort((a, b) => b.last_seen_ms - a.last_seen_ms)
    .slice(0, Math.min(input.limit ?? DEFAULT_LIMIT, 5000));
}

/**
 * The function of the nearest span above `span` that names one other than `via` (an SDK's client
 * span of the same call may name the function it calls), if the store holds it.
 */
function callerOf(
  byId: Map<string, ObservabilityStoredSpan>,
  span: ObservabilityStoredSpan,
  via: string | undefined,
): string | undefined {
  let current = span;
  for (let depth = 0; depth < MAX_DEPTH && current.parent_span_id !== undefined; depth++) {
    const parent = byId.get(`${current.trace_id}/${current.parent_span_id}`);
    if (!parent) return undefined;
    const fn = attribute(parent, 'function_id');
    if (fn !== undefined && fn !== via) return fn;
    current = parent;
  }
  return undefined;
}
