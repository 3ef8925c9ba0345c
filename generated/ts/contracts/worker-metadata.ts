/* DO NOT EDIT — generated from schema/contracts/worker-metadata.schema.json by make generate */
/**
 * Input of `engine::workers::register`, which every SDK invokes (void) on each connect to describe itself. The engine stores it on the calling connection.
 */
export interface WorkerMetadata {
  /**
   * Language runtime, e.g. `node` or `python`; `unknown` when absent.
   */
  runtime?: string;
  /**
   * SDK version.
   */
  version?: string;
  /**
   * Worker name shown in listings; the SDK default is `hostname:pid`.
   */
  name?: string;
  /**
   * What the worker does.
   */
  description?: string;
  /**
   * Operating system, `<platform> <release> (<arch>)`.
   */
  os?: string;
  /**
   * Process id of the worker.
   */
  pid?: number;
  /**
   * Isolation the worker runs in, when known.
   */
  isolation?: string | null;
  /**
   * Namespace the worker asks for; accepted and ignored by svc.
   */
  namespace?: string | null;
  /**
   * SDK facts for diagnostics.
   */
  telemetry?: {
    /**
     * Locale of the worker process.
     */
    language?: string;
    /**
     * Project the worker belongs to.
     */
    project_name?: string;
    /**
     * SDK family, e.g. `iii-node`, `iii-py`, `svc-node`, `svc-py`.
     */
    framework?: string;
    [k: string]: unknown | undefined;
  };
  /**
   * Injected by the engine: id of the connection that made the call.
   */
  _caller_worker_id?: string;
  [k: string]: unknown | undefined;
}
