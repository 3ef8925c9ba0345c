/* DO NOT EDIT — generated from schema/stream-wire/live-invocations.schema.json by make generate */
/**
 * `data` of the `stats` events of `svc:live` group `invocations`: the invocations that ended in the last window, sent once per `live_interval_ms` while any ran or were active. The `sync` of a join carries the last frame with `history`.
 */
export interface LiveInvocationStats {
  /**
   * Length of the window, in milliseconds.
   */
  window_ms: number;
  /**
   * Invocations that ended in the window.
   */
  total: number;
  /**
   * Of which ended with a result.
   */
  ok: number;
  /**
   * Of which ended with an error.
   */
  error: number;
  /**
   * `total` scaled to one second.
   */
  per_second: number;
  latency_ms: LiveLatency;
  /**
   * Per function id: `[total, ok, error]` of the window; the 100 busiest functions.
   */
  by_function: {
    [k: string]: number[] | undefined;
  };
  /**
   * Per worker id: invocations it runs now (only workers running any).
   */
  active_by_worker: {
    [k: string]: number | undefined;
  };
  /**
   * Only in the `sync` of a join: one point per window that had invocations in the last 10 minutes (at most 2400, the oldest first), so a chart opened now shows the last minutes. Windows are recorded while someone follows the group (a console server does for as long as it runs).
   */
  history?: LiveInvocationPoint[];
  [k: string]: unknown | undefined;
}

/**
 * Durations of the invocations of the window, in milliseconds (0 when none ended).
 */
export interface LiveLatency {
  /**
   * Median.
   */
  p50: number;
  /**
   * 95th percentile.
   */
  p95: number;
  /**
   * 99th percentile.
   */
  p99: number;
  [k: string]: unknown | undefined;
}

/**
 * One window of the history.
 */
export interface LiveInvocationPoint {
  /**
   * When the window ended, in ms since the epoch.
   */
  at_ms: number;
  /**
   * Invocations that ended in the window, scaled to one second.
   */
  per_second: number;
  /**
   * Of which ended with an error, scaled to one second.
   */
  error_per_second: number;
  /**
   * 95th percentile of their durations, in milliseconds.
   */
  p95_ms: number;
  [k: string]: unknown | undefined;
}
