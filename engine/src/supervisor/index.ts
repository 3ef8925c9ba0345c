/**
 * The worker supervisor: runs the config's path workers, each from its `svc.worker.yaml`, and
 * follows changes to the set (added, removed, changed, or with its install marker cleared).
 */
import type { PathWorker } from '../config/load.js';
import { loadYaml } from '../config/yaml.js';
import { withFields, type Logger } from '../log.js';
import { SupervisedWorker, type SupervisionTimings } from './supervised-worker.js';

export { ManifestError, MANIFEST_FILE, readManifest } from './manifest.js';
export { readWorkerStatus, stateFiles, type SupervisionTimings, type WorkerState } from './supervised-worker.js';

/** Supervision timings when none are given. */
export const DEFAULT_TIMINGS: SupervisionTimings = {
  backoffInitialMs: 500,
  backoffMaxMs: 30_000,
  backoffResetMs: 10_000,
  stopGraceMs: 5_000,
};

/** Runs a set of path workers. */
export class Supervisor {
  private readonly running = new Map<string, SupervisedWorker>();
  private readonly timings: SupervisionTimings;

  /**
   * `url` is the bridge address the workers get as `SVC_URL`; `token`, when the engine requires
   * tokens, the one they get as `SVC_TOKEN`.
   */
  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    timings: Partial<SupervisionTimings> = {},
    private readonly token?: string,
  ) {
    this.timings = { ...DEFAULT_TIMINGS, ...timings };
  }

  /** Names of the workers under supervision. */
  get names(): string[] {
    return [...this.running.keys()];
  }

  /**
   * Makes the running set `workers`: starts the new ones, stops the removed ones, and restarts
   * those whose entry changed or whose install marker was cleared (`svc worker add --force`).
   */
  async sync(workers: ReadonlyMap<string, PathWorker>): Promise<void> {
    // Workers read their manifests synchronously.
    if (workers.size > 0) await loadYaml();
    const stops: Promise<void>[] = [];
    for (const [name, current] of this.running) {
      const wanted = workers.get(name);
      if (wanted && same(wanted, current.worker) && !current.needsInstall()) continue;
      this.running.delete(name);
      this.logger.info(wanted ? 'restarting worker' : 'stopping worker', { worker: name });
      stops.push(current.stop());
    }
    await Promise.all(stops);
    for (const [name, worker] of workers) {
      if (this.running.has(name)) continue;
      const supervised = new SupervisedWorker(
        worker,
        this.url,
        withFields(this.logger, { worker: name, path: worker.path }),
        this.timings,
        this.token,
      );
      this.running.set(name, supervised);
      supervised.start();
    }
  }

  /** Stops every worker. */
  async stop(): Promise<void> {
    const all = [...this.running.values()];
    this.running.clear();
    await Promise.all(all.map((worker) => worker.stop()));
  }
}

function same(a: PathWorker, b: PathWorker): boolean {
  return (
    a.path === b.path && JSON.stringify(a.env) === JSON.stringify(b.env) && (a.replicas ?? 1) === (b.replicas ?? 1)
  );
}
