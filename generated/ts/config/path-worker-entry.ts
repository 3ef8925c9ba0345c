/* DO NOT EDIT — generated from schema/config/path-worker-entry.schema.json by make generate */
/**
 * A worker the engine's supervisor installs, starts and restarts: a folder holding its `svc.worker.yaml` manifest.
 */
export interface PathWorkerEntry {
  /**
   * Worker name, unique in the config; usually the manifest's `name`.
   */
  name: string;
  /**
   * The worker's folder, relative to the config file (or absolute).
   */
  path: string;
  /**
   * Extra environment variables for the worker's scripts, over the manifest's `env`.
   */
  env?: {
    [k: string]: string | undefined;
  };
  /**
   * How many copies of the worker the supervisor keeps running; they connect under one name and serve its functions together as a pool (svc-bridge `duplicate_functions: pool`).
   */
  replicas?: number;
}
