/* DO NOT EDIT — generated from schema/manifest/worker-manifest.schema.json by make generate */
/**
 * A worker's `svc.worker.yaml`: how the engine's supervisor installs and starts a worker found at a path. The engine runs `scripts.install` once (again with `--force`), then `scripts.start` with `SVC_URL` set, restarting it with backoff when it exits.
 */
export interface WorkerManifest {
  /**
   * Worker name: lower-case letters, digits, `-` and `_`, starting with a letter or digit.
   */
  name: string;
  /**
   * What the worker does.
   */
  description?: string;
  /**
   * What the worker runs on.
   */
  runtime: {
    /**
     * Language runtime.
     */
    kind: 'node' | 'python';
    /**
     * Tool that installs the worker's dependencies.
     */
    package_manager?: 'npm' | 'pnpm' | 'yarn' | 'pip' | 'uv' | 'poetry';
    /**
     * Entry file, relative to the manifest, e.g. `src/worker.ts` or `worker.py`.
     */
    entry?: string;
  };
  /**
   * Shell commands run in the worker's folder.
   */
  scripts: {
    /**
     * Installs dependencies; its output is kept in the worker's install log.
     */
    install?: string;
    /**
     * Starts the worker; it must connect to the engine at `SVC_URL`.
     */
    start: string;
  };
  /**
   * Extra environment variables for both scripts.
   */
  env?: {
    [k: string]: string | undefined;
  };
}
