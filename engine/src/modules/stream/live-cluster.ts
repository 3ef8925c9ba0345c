/**
 * The live feed's `invocations` group over several engines that share svc-stream's Redis (every
 * engine of a cluster). An engine whose group is followed asks the others once per window
 * (`want`); an engine asked within the last {@link WANTED_WINDOWS} windows counts its invocations
 * and publishes each window it counted (`contracts/cluster/live-window`, through the relay). The
 * asking engine adds the windows that arrived since its last frame to its own: totals and
 * per-function counts are summed, percentiles are taken over every engine's durations (each
 * engine's sample weighted by the invocations it stands for), and `active_by_worker` holds every
 * engine's workers. A call routed to another engine is counted there, where it ran, not twice.
 */
import type { ClusterInvocationWindow, ClusterLiveWindow, LiveInvocationStats } from '@svc/protocol';

/** How long a `want` holds, in windows: an engine keeps publishing this long after the last one. */
export const WANTED_WINDOWS = 3;
/** Durations an engine publishes per window: a sample of its own, spread over their range. */
export const MAX_PUBLISHED_SAMPLES = 512;
/** Functions listed per frame, the busiest first. */
export const MAX_FUNCTIONS = 100;
/** Windows held per engine between two frames (they arrive about one per frame). */
const MAX_HELD = 16;
/** Engines whose windows are held at once. */
const MAX_ENGINES = 256;

/** One engine's invocations of one window, ready to merge. */
export interface InvocationWindow {
  total: number;
  ok: number;
  error: number;
  /** Durations in ms, sorted. */
  samples: number[];
  /** Per function id: `[total, ok, error]`. */
  byFunction: Record<string, number[]>;
}

/** The `p`th percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The `p`th percentile of several windows' samples, each sample weighing `total / samples.length`. */
function weightedPercentiles(windows: InvocationWindow[], ps: number[]): number[] {
  const points: [number, number][] = [];
  for (const w of windows)
    for (const value of w.samples) points.push([value, w.samples.length === 0 ? 0 : w.total / w.samples.length]);
  if (points.length === 0) return ps.map(() => 0);
  points.sort((a, b) => a[0] - b[0]);
  const weight = points.reduce((sum, [, w]) => sum + w, 0);
  return ps.map((p) => {
    const wanted = (p / 100) * weight;
    let seen = 0;
    for (const [value, w] of points) {
      seen += w;
      if (seen >= wanted - 1e-9) return value;
    }
    return points.at(-1)![0];
  });
}

/** The `stats` frame of one window: this engine's counts, plus the other engines' when there are any. */
export function invocationStats(
  intervalMs: number,
  windows: InvocationWindow[],
  activeByWorker: Record<string, number>,
): LiveInvocationStats {
  const sum = (field: 'total' | 'ok' | 'error') => windows.reduce((n, w) => n + w[field], 0);
  const total = sum('total');
  const [p50, p95, p99] =
    windows.length === 1
      ? [50, 95, 99].map((p) => percentile(windows[0]!.samples, p))
      : weightedPercentiles(windows, [50, 95, 99]);
  const byFunction = new Map<string, number[]>();
  for (const w of windows)
    for (const [id, counts] of Object.entries(w.byFunction)) {
      const into = byFunction.get(id) ?? [0, 0, 0];
      for (let i = 0; i < 3; i++) into[i]! += counts[i] ?? 0;
      byFunction.set(id, into);
    }
  const busiest = [...byFunction].sort((a, b) => b[1][0]! - a[1][0]!).slice(0, MAX_FUNCTIONS);
  return {
    window_ms: intervalMs,
    total,
    ok: sum('ok'),
    error: sum('error'),
    per_second: Math.round((total * 1000) / intervalMs),
    latency_ms: { p50: p50!, p95: p95!, p99: p99! },
    by_function: Object.fromEntries(busiest),
    active_by_worker: activeByWorker,
  };
}

/** What one engine tells the others, as sent (`origin` is the relay's). */
export type Outgoing = Pick<ClusterLiveWindow, 'want' | 'window'>;

/** The other engines' share of the `invocations` group, and this engine's share for them. */
export class ClusterInvocations {
  private wantedUntil = 0;
  private readonly held = new Map<string, ClusterInvocationWindow[]>();
  private readonly active = new Map<string, { atMs: number; workers: Record<string, number> }>();
  private published = false;

  constructor(
    private readonly send: (message: Outgoing) => void,
    private readonly intervalMs: number,
  ) {}

  /** A message of another engine. */
  receive(message: ClusterLiveWindow, nowMs = Date.now()): void {
    if (message.want) this.wantedUntil = nowMs + WANTED_WINDOWS * this.intervalMs;
    const window = message.window;
    if (!window) return;
    let held = this.held.get(message.origin);
    if (!held) {
      if (this.held.size >= MAX_ENGINES) return;
      this.held.set(message.origin, (held = []));
    }
    if (held.length < MAX_HELD) held.push(window);
    this.active.set(message.origin, { atMs: nowMs, workers: window.active_by_worker as Record<string, number> });
  }

  /** Whether another engine follows the group: this engine then counts, and publishes its windows. */
  wanted(nowMs = Date.now()): boolean {
    return nowMs < this.wantedUntil;
  }

  /** Asks the others for their windows (once per window, while this engine's group is followed). */
  ask(): void {
    this.send({ want: true });
  }

  /** Publishes this engine's window, and one empty window after the last busy one (it clears its workers). */
  publish(own: InvocationWindow, activeByWorker: Record<string, number>): void {
    const busy = own.total > 0 || Object.keys(activeByWorker).length > 0;
    if (!busy && !this.published) return;
    this.published = busy;
    const step = Math.max(1, own.samples.length / MAX_PUBLISHED_SAMPLES);
    const samples: number[] = [];
    for (let i = 0; i < own.samples.length && samples.length < MAX_PUBLISHED_SAMPLES; i++)
      samples.push(own.samples[Math.floor(i * step)]!);
    const busiest = Object.entries(own.byFunction)
      .sort((a, b) => b[1][0]! - a[1][0]!)
      .slice(0, MAX_FUNCTIONS);
    this.send({
      window: {
        window_ms: this.intervalMs,
        total: own.total,
        ok: own.ok,
        error: own.error,
        samples,
        by_function: Object.fromEntries(busiest) as ClusterInvocationWindow['by_function'],
        active_by_worker: activeByWorker,
      },
    });
  }

  /** The windows the other engines sent since the last call, and the invocations their workers run now. */
  take(nowMs = Date.now()): { windows: InvocationWindow[]; activeByWorker: Record<string, number> } {
    const windows: InvocationWindow[] = [];
    for (const held of this.held.values())
      for (const w of held) windows.push({ ...w, byFunction: w.by_function as Record<string, number[]> });
    this.held.clear();
    return { windows, activeByWorker: this.workers(nowMs) };
  }

  /** The other engines' running invocations by worker, from their last windows that are recent enough. */
  private workers(nowMs: number): Record<string, number> {
    const merged: Record<string, number> = {};
    for (const [origin, { atMs, workers }] of this.active) {
      if (nowMs - atMs > WANTED_WINDOWS * this.intervalMs) {
        this.active.delete(origin);
        continue;
      }
      Object.assign(merged, workers);
    }
    return merged;
  }
}
