/* DO NOT EDIT — generated from schema/contracts/cluster/live-window.schema.json by make generate */
/**
 * What the engines sharing svc-stream's Redis tell each other on `<key_prefix>live` so that a console attached to any of them counts the invocations of all: an engine whose live feed is followed asks (`want`) once per window, and each engine asked within the last three windows answers with the invocations it ran in each window (`window`), which the asking engines add to their own.
 */
export interface ClusterLiveWindow {
  /**
   * Id of the svc-stream instance that sent it (random per start).
   */
  origin: string;
  /**
   * True: the sender's `invocations` group is followed; the others publish their windows.
   */
  want?: boolean;
  window?: ClusterInvocationWindow;
  [k: string]: unknown | undefined;
}

/**
 * The invocations that ended on the sender in one window of its live feed, and those it runs now. Calls the sender routed to another engine are left out: the engine that ran them counts them.
 */
export interface ClusterInvocationWindow {
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
   * Durations in milliseconds of up to 512 of them, a uniform sample, each standing for `total / samples.length` invocations in the merged percentiles.
   *
   * @maxItems 512
   */
  samples: number[];
  /**
   * Per function id: `[total, ok, error]` of the window (the 100 busiest functions).
   */
  by_function: {
    /**
     * @minItems 3
     * @maxItems 3
     */
    [k: string]: [number, number, number] | undefined;
  };
  /**
   * Per worker id: invocations it runs now (only workers running any).
   */
  active_by_worker: {
    [k: string]: number | undefined;
  };
  [k: string]: unknown | undefined;
}
