/** What the waterfall draws: the visible rows of a collapsible tree and where each bar goes. */
import type { Span, Trace } from './model.js';

/** The rows shown, depth first, leaving out what is under a collapsed span. */
export function visibleRows(trace: Trace, collapsed: ReadonlySet<string>): Span[] {
  if (collapsed.size === 0) return trace.spans;
  const rows: Span[] = [];
  const stack = [...trace.roots].reverse();
  while (stack.length > 0) {
    const span = stack.pop()!;
    rows.push(span);
    if (collapsed.has(span.id)) continue;
    for (let i = span.children.length - 1; i >= 0; i--) stack.push(span.children[i]!);
  }
  return rows;
}

/** A bar's left edge and width as percentages of the trace's duration (at least a sliver wide). */
export function barOf(span: Span, trace: Trace): { left: number; width: number } {
  const total = trace.durationMs;
  if (total <= 0) return { left: 0, width: 100 };
  const left = ((span.startMs - trace.startMs) / total) * 100;
  const width = Math.max(0.2, (span.durationMs / total) * 100);
  return { left: Math.min(left, 99.8), width: Math.min(width, 100 - Math.min(left, 99.8)) };
}

/** Tick marks of a time axis over `durationMs`: about `count` round steps (1, 2 or 5 × 10^n ms). */
export function axisTicks(durationMs: number, count = 5): { ms: number; percent: number }[] {
  if (durationMs <= 0) return [{ ms: 0, percent: 0 }];
  const raw = durationMs / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: { ms: number; percent: number }[] = [];
  for (let ms = 0; ms <= durationMs + 1e-9; ms += step) ticks.push({ ms, percent: (ms / durationMs) * 100 });
  return ticks;
}

/** A duration as people read it: `850 µs`, `12.3 ms`, `4.52 s`, `3m 20s`. */
export function formatDuration(ms: number): string {
  if (ms < 1) return `${Math.round(ms * 1000)} µs`;
  if (ms < 1000) return `${ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(2)} s`;
  return `${Math.floor(ms / 60_000)}m ${Math.round((ms % 60_000) / 1000)}s`;
}

/** The ids of the longest-child chain from the first root: where the trace spent its time. */
export function criticalPath(trace: Trace): string[] {
  const path: string[] = [];
  let span = trace.roots[0];
  while (span) {
    path.push(span.id);
    span = span.children.reduce<Span | undefined>((a, b) => (!a || b.endMs > a.endMs ? b : a), undefined);
  }
  return path;
}
