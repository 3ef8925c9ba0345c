/* DO NOT EDIT — generated from schema/contracts/observability/metrics-list-output.schema.json by make generate */
/**
 * Output of `engine::metrics::list`: the engine's own counters and the SDK metrics as stored.
 */
export interface ObservabilityMetricsListOutput {
  /**
   * Counted by the engine since it started.
   */
  engine_metrics: {
    /**
     * Invocations.
     */
    invocations: {
      /**
       * Finished.
       */
      total?: number;
      /**
       * Ended ok.
       */
      success?: number;
      /**
       * Ended with an error.
       */
      error?: number;
      /**
       * Enqueued instead of run.
       */
      deferred?: number;
      /**
       * Finished, by function id.
       */
      by_function?: {
        /**
         * A count.
         */
        [k: string]: number | undefined;
      };
      [k: string]: unknown | undefined;
    };
    /**
     * Worker connections.
     */
    workers: {
      /**
       * Connected since start.
       */
      spawns?: number;
      /**
       * Disconnected since start.
       */
      deaths?: number;
      /**
       * Connected now.
       */
      active?: number;
      [k: string]: unknown | undefined;
    };
    /**
     * Latency of finished invocations over the recent window, milliseconds.
     */
    performance: {
      /**
       * Mean.
       */
      avg_duration_ms?: number;
      /**
       * Median.
       */
      p50_duration_ms?: number;
      /**
       * 95th percentile.
       */
      p95_duration_ms?: number;
      /**
       * 99th percentile.
       */
      p99_duration_ms?: number;
      /**
       * Fastest.
       */
      min_duration_ms?: number;
      /**
       * Slowest.
       */
      max_duration_ms?: number;
      [k: string]: unknown | undefined;
    };
    [k: string]: unknown | undefined;
  };
  /**
   * Metric points the SDKs sent, oldest first.
   *
   * Items: A stored metric: `{name, description, unit, metric_type, data_points, service_name, timestamp_unix_nano}`.
   */
  sdk_metrics: {
    [k: string]: unknown | undefined;
  }[];
  /**
   * When the answer was made, unix ms.
   */
  timestamp: number;
  [k: string]: unknown | undefined;
}
