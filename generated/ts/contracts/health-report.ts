/* DO NOT EDIT — generated from schema/contracts/health-report.schema.json by make generate */
/**
 * Answer of `GET /_health` on the engine HTTP API: 200 when the engine is live and ready, 503 while it is stopping.
 */
export interface HealthReport {
  /**
   * `ok`, or `stopping` once a graceful stop has begun.
   */
  status: 'ok' | 'stopping';
  /**
   * Always true when anything answers: the process is up.
   */
  live: boolean;
  /**
   * True while the engine takes new work.
   */
  ready: boolean;
  /**
   * Time since the HTTP API started, in milliseconds.
   */
  uptime_ms?: number;
  /**
   * Connected workers, built-in modules included.
   */
  workers?: number;
  /**
   * Registered functions.
   */
  functions?: number;
  /**
   * HTTP routes served.
   */
  routes?: number;
}
