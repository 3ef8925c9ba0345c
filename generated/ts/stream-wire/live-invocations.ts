/* DO NOT EDIT — generated from schema/stream-wire/live-invocations.schema.json by make generate */
/**
 * `data` of the `stats` events of `svc:live` group `invocations`: the invocations that ended in the last window, sent once per `live_interval_ms` while any ran or were active.
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
