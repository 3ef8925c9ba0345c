/** The flame graph's boxes: one per span, x from its time, y from its depth, with its self time. */
import type { Span, Trace } from './model.js';

/** One box of the flame graph; x and width are fractions (0–1) of the trace. */
export interface FlameBox {
  span: Span;
  x: number;
  width: number;
  depth: number;
  /** Its duration minus the time its children cover (children that overlap counted once). */
  selfMs: number;
}

/** Time a span spends outside its children: its duration less the union of its children's intervals. */
export function selfTime(span: Span): number {
  const intervals = span.children
    .map((c) => [Math.max(c.startMs, span.startMs), Math.min(c.endMs, span.endMs)] as const)
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let [from, to] = [Number.NaN, Number.NaN];
  for (const [a, b] of intervals) {
    if (Number.isNaN(from) || a > to) {
      if (!Number.isNaN(from)) covered += to - from;
      [from, to] = [a, b];
    } else to = Math.max(to, b);
  }
  if (!Number.isNaN(from)) covered += to - from;
  return Math.max(0, span.durationMs - covered);
}

/**
 * The boxes inside the window `[from, to]` (fractions of the trace; the zoom) that are at least
 * `minWidth` of it wide, so a 10,000-span trace draws what can be seen, not every sliver.
 */
export function flameBoxes(trace: Trace, from = 0, to = 1, minWidth = 0): FlameBox[] {
  const total = trace.durationMs || 1;
  const span = to - from;
  const boxes: FlameBox[] = [];
  for (const s of trace.spans) {
    const x = (s.startMs - trace.startMs) / total;
    const width = s.durationMs / total;
    const seen = Math.min(x + width, to) - Math.max(x, from);
    if (x > to || x + width < from || seen / span < minWidth) continue;
    boxes.push({ span: s, x: (x - from) / span, width: width / span, depth: s.depth, selfMs: selfTime(s) });
  }
  return boxes;
}
