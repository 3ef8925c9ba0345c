/**
 * One path worker under supervision: install once, start (as many copies as `replicas`), restart
 * each with backoff, stop. What it is doing is written to `<worker>/.svc/status.json`, so the CLI
 * can follow it without a protocol.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import type { WorkerManifest, WorkerStatus } from '@svc/protocol';
import { validateWorkerStatus } from '@svc/protocol/validators/manifest/worker-status';
import type { PathWorker } from '../config/load.js';
import type { Logger } from '../log.js';
import { readManifest } from './manifest.js';
import { runScript, stopGroup, type Script } from './process-group.js';

/** Timings of supervision; the defaults suit people, tests shorten them. */
export interface SupervisionTimings {
  /** First restart delay; doubles after each crash. */
  backoffInitialMs: number;
  /** Longest restart delay. */
  backoffMaxMs: number;
  /** A worker up this long has recovered: its next crash restarts after `backoffInitialMs` again. */
  backoffResetMs: number;
  /** Time between SIGTERM and SIGKILL when stopping. */
  stopGraceMs: number;
}

/** What a supervised worker is doing, as written to `.svc/status.json`. */
export type WorkerState = WorkerStatus['state'];

/** The fields of `.svc/status.json` that only some states have. */
type StateDetail = Pick<WorkerStatus, 'pid' | 'exit' | 'restart_in_ms' | 'error'>;

/** The files in `<worker>/.svc/`. */
export function stateFiles(dir: string) {
  const base = join(dir, '.svc');
  return {
    dir: base,
    marker: join(base, 'installed'),
    installLog: join(base, 'install.log'),
    log: join(base, 'worker.log'),
    status: join(base, 'status.json'),
  };
}

/**
 * The `.svc/status.json` of the worker in `dir`; undefined when there is none yet, or it is not a
 * status (caught half-written, or written by something else).
 */
export function readWorkerStatus(dir: string): WorkerStatus | undefined {
  try {
    const status: unknown = JSON.parse(readFileSync(stateFiles(dir).status, 'utf8'));
    return validateWorkerStatus(status) ? status : undefined;
  } catch {
    return undefined;
  }
}

/** One running copy of a worker: its script and its restarts. */
interface Copy {
  script: Script | undefined;
  state: 'running' | 'restarting';
  restarts: number;
  delayMs: number;
  timer: NodeJS.Timeout | undefined;
  wake: (() => void) | undefined;
}

/** Runs one path worker (as many copies as its entry's `replicas`) until `stop()`. */
export class SupervisedWorker {
  /** The install script while it runs. */
  private script: Script | undefined;
  private stopped = false;
  private readonly copies: Copy[] = [];
  private loop: Promise<void> | undefined;
  private readonly files: ReturnType<typeof stateFiles>;

  constructor(
    readonly worker: PathWorker,
    private readonly url: string,
    private readonly logger: Logger,
    private readonly timings: SupervisionTimings,
    private readonly token?: string,
  ) {
    this.files = stateFiles(worker.path);
  }

  /** Starts supervision in the background. */
  start(): void {
    mkdirSync(this.files.dir, { recursive: true });
    this.loop = this.run();
  }

  /** True when the install marker is missing or was written for another install script. */
  needsInstall(): boolean {
    let manifest: WorkerManifest;
    try {
      manifest = readManifest(this.worker.path);
    } catch {
      return false;
    }
    return manifest.scripts.install !== undefined && this.readMarker() !== installHash(manifest.scripts.install);
  }

  /** Stops every copy's process group (SIGTERM, then SIGKILL after the grace period). */
  async stop(): Promise<void> {
    this.stopped = true;
    const scripts = [this.script, ...this.copies.map((copy) => copy.script)];
    for (const copy of this.copies) {
      clearTimeout(copy.timer);
      const wake = copy.wake;
      copy.wake = undefined;
      wake?.();
    }
    await Promise.all(scripts.map((script) => (script ? stopGroup(script, this.timings.stopGraceMs) : undefined)));
    await this.loop;
    this.status('stopped');
  }

  private async run(): Promise<void> {
    let manifest: WorkerManifest;
    try {
      manifest = readManifest(this.worker.path);
    } catch (error) {
      this.logger.error('worker manifest invalid', { error: (error as Error).message });
      this.status('manifest_invalid', { error: (error as Error).message });
      return;
    }
    const env = {
      ...process.env,
      ...manifest.env,
      ...this.worker.env,
      SVC_URL: this.url,
      SVC_WORKER_NAME: this.worker.name,
      ...(this.token === undefined ? {} : { SVC_TOKEN: this.token }),
      PATH: withEngineNode(this.worker.env.PATH ?? manifest.env?.PATH ?? process.env.PATH),
    };
    if (!(await this.install(manifest, env))) return;
    // The copies share the worker's name, so the engine pools them (svc-bridge duplicate_functions: pool).
    const count = this.worker.replicas ?? 1;
    await Promise.all(Array.from({ length: count }, (_, index) => this.runCopy(index, manifest, env)));
  }

  /** Starts copy `index` and starts it again, with backoff, each time it exits, until `stop()`. */
  private async runCopy(index: number, manifest: WorkerManifest, env: NodeJS.ProcessEnv): Promise<void> {
    const copy: Copy = {
      script: undefined,
      state: 'running',
      restarts: 0,
      delayMs: this.timings.backoffInitialMs,
      timer: undefined,
      wake: undefined,
    };
    this.copies[index] = copy;
    const count = this.worker.replicas ?? 1;
    const which = count > 1 ? ` (replica ${index + 1} of ${count})` : '';
    const fields = count > 1 ? { replica: index + 1 } : {};
    while (!this.stopped) {
      appendFileSync(
        this.files.log,
        `--- ${new Date().toISOString()} svc: starting \`${manifest.scripts.start}\`${which}\n`,
      );
      const startedAt = Date.now();
      copy.script = runScript(
        manifest.scripts.start,
        this.worker.path,
        { ...env, SVC_REPLICA: String(index) },
        this.files.log,
      );
      copy.state = 'running';
      this.status('running', { pid: copy.script.child.pid });
      this.logger.info('worker started', { pid: copy.script.child.pid, log: this.files.log, ...fields });
      const code = await copy.script.exited;
      copy.script = undefined;
      if (this.stopped) return;
      if (Date.now() - startedAt >= this.timings.backoffResetMs) copy.delayMs = this.timings.backoffInitialMs;
      copy.restarts += 1;
      copy.state = 'restarting';
      this.logger.warn('worker exited; restarting', {
        exit: code,
        restart_in_ms: copy.delayMs,
        log: this.files.log,
        ...fields,
      });
      this.status('restarting', { exit: code, restart_in_ms: copy.delayMs });
      await new Promise<void>((resolve) => {
        copy.wake = resolve;
        copy.timer = setTimeout(resolve, copy.delayMs);
      });
      copy.delayMs = Math.min(copy.delayMs * 2, this.timings.backoffMaxMs);
    }
  }

  /** Runs `scripts.install` unless the marker says it already ran; false when it failed or was stopped. */
  private async install(manifest: WorkerManifest, env: NodeJS.ProcessEnv): Promise<boolean> {
    const command = manifest.scripts.install;
    if (command === undefined || this.readMarker() === installHash(command)) return true;
    rmSync(this.files.marker, { force: true });
    writeFileSync(this.files.installLog, `--- ${new Date().toISOString()} svc: installing with \`${command}\`\n`);
    this.status('installing');
    this.logger.info('installing worker', { log: this.files.installLog });
    this.script = runScript(command, this.worker.path, env, this.files.installLog);
    const code = await this.script.exited;
    this.script = undefined;
    if (this.stopped) return false;
    if (code !== 0) {
      this.logger.error('worker install failed', { exit: code, log: this.files.installLog });
      this.status('install_failed', { exit: code });
      return false;
    }
    writeFileSync(this.files.marker, installHash(command));
    return true;
  }

  private readMarker(): string | undefined {
    try {
      return readFileSync(this.files.marker, 'utf8');
    } catch {
      return undefined;
    }
  }

  /**
   * Writes `.svc/status.json`. With several copies, `state` is `running` while any copy runs (and
   * `pid` is the first running one's), `restarts` counts them all, and `replicas` lists each.
   */
  private status(state: WorkerState, extra: StateDetail = {}): void {
    const copies = this.copies.filter((copy) => copy !== undefined);
    const running = copies.find((copy) => copy.state === 'running' && copy.script);
    const live = state === 'running' || state === 'restarting';
    const status: WorkerStatus = {
      name: this.worker.name,
      state: live && running ? 'running' : state,
      restarts: copies.reduce((sum, copy) => sum + copy.restarts, 0),
      install_log: this.files.installLog,
      log: this.files.log,
      engine_pid: process.pid,
      updated_at: new Date().toISOString(),
      ...extra,
    };
    if (live && running?.script?.child.pid !== undefined) status.pid = running.script.child.pid;
    if (live && running) {
      delete status.exit;
      delete status.restart_in_ms;
    }
    if (live && (this.worker.replicas ?? 1) > 1)
      status.replicas = copies.map((copy) => ({
        state: copy.state,
        restarts: copy.restarts,
        ...(copy.state === 'running' && copy.script?.child.pid !== undefined ? { pid: copy.script.child.pid } : {}),
      }));
    try {
      writeFileSync(this.files.status, `${JSON.stringify(status, null, 2)}\n`);
    } catch (error) {
      this.logger.warn('cannot write worker status', { error: String(error) });
    }
  }
}

/** What the install marker holds: a hash of the install script, so that editing it reinstalls. */
function installHash(command: string): string {
  return createHash('sha256').update(command).digest('hex');
}

/**
 * `path` with the folder of the engine's own Node first: a TypeScript worker's `node src/worker.ts`
 * needs type stripping, which an older system Node on PATH lacks (it crash-loops on the `.ts` file).
 */
export function withEngineNode(path: string | undefined): string {
  const folder = dirname(process.execPath);
  return path ? `${folder}${delimiter}${path}` : folder;
}
