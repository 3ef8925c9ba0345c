/* DO NOT EDIT — generated from schema/manifest/worker-status.schema.json by make generate */
/**
 * `.svc/status.json` in a path worker's folder: what the engine's supervisor is doing with the worker, rewritten whole on every change. `svc worker add` follows it and `svc worker list` shows its `state`; the engine writes it and nobody else does.
 */
export interface WorkerStatus {
  /**
   * The worker's name in the engine config.
   */
  name: string;
  /**
   * `installing` while `scripts.install` runs; `install_failed` when it failed (the worker is not started until the config is saved again); `running` once `scripts.start` runs; `restarting` while waiting to start it again after it exited; `manifest_invalid` when `svc.worker.yaml` could not be read; `stopped` once the engine stopped supervising it.
   */
  state: 'installing' | 'install_failed' | 'running' | 'restarting' | 'manifest_invalid' | 'stopped';
  /**
   * Times the worker was started again after exiting, since supervision began.
   */
  restarts: number;
  /**
   * Path of the install script's output, `.svc/install.log`.
   */
  install_log: string;
  /**
   * Path of the worker's output, `.svc/worker.log`.
   */
  log: string;
  /**
   * Process id of the engine that supervises the worker.
   */
  engine_pid: number;
  /**
   * When the file was written.
   */
  updated_at: string;
  /**
   * With `running`: process id of the start script, the leader of the worker's process group.
   */
  pid?: number;
  /**
   * With `restarting` and `install_failed`: the script's exit code, or the name of the signal that ended it.
   */
  exit?: number | string;
  /**
   * With `restarting`: how long until the next start, in milliseconds.
   */
  restart_in_ms?: number;
  /**
   * With `manifest_invalid`: what is wrong with `svc.worker.yaml`, with its file, line and field.
   */
  error?: string;
  /**
   * With `running` and `restarting`, for a worker whose config entry asks for more than one copy (`replicas`): each copy, in start order. The top-level `state` is `running` while at least one copy runs, and `restarts` counts the restarts of all copies.
   */
  replicas?: {
    /**
     * `running` or `restarting`, as for the worker.
     */
    state: 'running' | 'restarting';
    /**
     * With `running`: process id of this copy's start script.
     */
    pid?: number;
    /**
     * Times this copy was started again after exiting.
     */
    restarts: number;
  }[];
  [k: string]: unknown | undefined;
}
