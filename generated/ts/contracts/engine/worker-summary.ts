/* DO NOT EDIT — generated from schema/contracts/engine/worker-summary.schema.json by make generate */
/**
 * A connected worker or built-in module as `engine::workers::list` shows it. Text fields come from the metadata the worker sent with `engine::workers::register`; a field it did not send is null.
 */
export interface EngineWorkerSummary {
  /**
   * Connection id (a UUID), or the module name for a built-in module.
   */
  id: string;
  /**
   * The name the worker registered, else its connection id.
   */
  name: string;
  /**
   * What the worker does, as it described itself.
   */
  description: string | null;
  /**
   * SDK version the worker reported.
   */
  version: string | null;
  /**
   * Language runtime the worker reported (`node`, `python`), `engine` for a built-in module, `unknown` when it reported none.
   */
  runtime: string;
  /**
   * Operating system the worker reported.
   */
  os: string | null;
  /**
   * `available` for a built-in module; for a worker `busy` while it runs an invocation, else `connected`.
   */
  status: 'available' | 'busy' | 'connected';
  /**
   * Functions the worker handles.
   */
  function_count: number;
  /**
   * When the worker connected, in milliseconds since the Unix epoch.
   */
  connected_at_ms: number;
  /**
   * Invocations the worker is running now.
   */
  active_invocations: number;
  /**
   * `in-process` for a built-in module; for a worker the isolation it reported.
   */
  isolation: string | null;
  /**
   * Remote address of the worker's connection; null for a built-in module.
   */
  ip_address: string | null;
  /**
   * In a cluster: id of the engine the worker is connected to. Absent when the engine runs alone.
   */
  engine?: string;
  /**
   * svc: connected workers with this name (a worker pool's replicas, each listed on its own); 1 for a worker alone.
   */
  replicas?: number;
  [k: string]: unknown | undefined;
}
