import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManifestError, readManifest, readWorkerStatus, stateFiles, Supervisor, type PathWorker } from '@svc/engine';

const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const FAST = { backoffInitialMs: 100, backoffMaxMs: 800, backoffResetMs: 60_000, stopGraceMs: 1000 };
const supervisors: Supervisor[] = [];

/** A worker folder with `svc.worker.yaml` holding `manifest`. */
function workerFolder(manifest: string): PathWorker {
  const path = mkdtempSync(join(tmpdir(), 'svc-worker-'));
  writeFileSync(join(path, 'svc.worker.yaml'), manifest);
  return { name: 'fixture', path, env: {} };
}

function supervise(worker: PathWorker): Supervisor {
  const supervisor = new Supervisor('ws://127.0.0.1:1', quiet, FAST);
  supervisors.push(supervisor);
  void supervisor.sync(new Map([[worker.name, worker]]));
  return supervisor;
}

const lines = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8').trim().split('\n').filter(Boolean) : []);
/** Whether `pid` is a live process (an exited one not yet reaped by its parent counts as gone). */
const alive = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

afterEach(async () => {
  await Promise.all(supervisors.splice(0).map((s) => s.stop()));
});

describe('the worker supervisor', () => {
  it('runs the install script once per install script, logging its output', async () => {
    const worker = workerFolder(
      'name: fixture\nruntime: { kind: node }\nscripts:\n' +
        '  install: echo installed >> installs.txt; echo install-output\n' +
        '  start: echo "url=$SVC_URL"; exec sleep 60\n',
    );
    const first = supervise(worker);
    await expect
      .poll(() => lines(stateFiles(worker.path).log).some((l) => l === 'url=ws://127.0.0.1:1'), { timeout: 5000 })
      .toBe(true);
    expect(readWorkerStatus(worker.path)).toMatchObject({ name: 'fixture', state: 'running', pid: expect.any(Number) });
    await first.stop();
    expect(readFileSync(stateFiles(worker.path).installLog, 'utf8')).toContain('install-output');
    supervise(worker);
    await expect
      .poll(() => lines(stateFiles(worker.path).log).filter((l) => l.startsWith('url=')).length, { timeout: 5000 })
      .toBe(2);
    expect(lines(join(worker.path, 'installs.txt'))).toHaveLength(1);
  });

  it('installs again when the install script changes', async () => {
    const worker = workerFolder(
      `name: fixture\nruntime: { kind: node }\nscripts:\n  install: echo one >> installs.txt\n  start: exec sleep 60\n`,
    );
    await supervise(worker).stop();
    await expect.poll(() => lines(join(worker.path, 'installs.txt'))).toEqual(['one']);
    writeFileSync(
      join(worker.path, 'svc.worker.yaml'),
      `name: fixture\nruntime: { kind: node }\nscripts:\n  install: echo two >> installs.txt\n  start: exec sleep 60\n`,
    );
    supervise(worker);
    await expect.poll(() => lines(join(worker.path, 'installs.txt'))).toEqual(['one', 'two']);
  });

  it('restarts a crashing worker with growing delays', async () => {
    const worker = workerFolder(
      'name: fixture\nruntime: { kind: node }\nscripts:\n' +
        `  start: node -e "require('fs').appendFileSync('starts.txt', Date.now() + '\\\\n'); process.exit(3)"\n`,
    );
    supervise(worker);
    await expect
      .poll(() => lines(join(worker.path, 'starts.txt')).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(4);
    const starts = lines(join(worker.path, 'starts.txt')).map(Number);
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(100);
    expect(gaps[2]).toBeGreaterThan(gaps[0]!);
    await expect
      .poll(() => readWorkerStatus(worker.path), { timeout: 5000 })
      .toMatchObject({ state: 'restarting', exit: 3, restart_in_ms: expect.any(Number) });
    expect(readWorkerStatus(worker.path)!.restarts).toBeGreaterThanOrEqual(3);
  });

  it('stops the whole process group, children included', async () => {
    const worker = workerFolder(
      'name: fixture\nruntime: { kind: node }\nscripts:\n' +
        "  start: sleep 60 & echo $! > child.pid; trap '' TERM; sleep 60\n",
    );
    const supervisor = supervise(worker);
    await expect.poll(() => lines(join(worker.path, 'child.pid')).length, { timeout: 5000 }).toBe(1);
    const child = Number(lines(join(worker.path, 'child.pid'))[0]);
    expect(alive(child)).toBe(true);
    await supervisor.stop();
    await expect.poll(() => alive(child), { timeout: 2000 }).toBe(false);
    expect(readWorkerStatus(worker.path)).toMatchObject({ state: 'stopped' });
  });

  it('runs node in scripts as the Node the engine runs on, whatever node is on PATH', { timeout: 30_000 }, async () => {
    // /usr/bin first: where a system Node older than the engine's usually is.
    const worker = workerFolder(
      'name: fixture\nruntime: { kind: node }\nscripts:\n' +
        `  start: node -e "console.log('node=' + process.execPath)"; exec sleep 60\n`,
    );
    supervise({ ...worker, env: { PATH: '/usr/bin:/bin' } });
    await expect
      .poll(() => lines(stateFiles(worker.path).log).find((l) => l.startsWith('node=')), { timeout: 10_000 })
      .toBe(`node=${process.execPath}`);
  });

  it('refuses a bad manifest with the file, line and field', () => {
    const worker = workerFolder(`name: fixture\nruntime:\n  kind: ruby\nscripts:\n  start: ruby w.rb\n`);
    expect(() => readManifest(worker.path)).toThrow(ManifestError);
    expect(() => readManifest(worker.path)).toThrow(
      /svc\.worker\.yaml:3:\d+: runtime\.kind: must be equal to one of the allowed values: "node", "python"/,
    );
    const missing = mkdtempSync(join(tmpdir(), 'svc-worker-'));
    mkdirSync(join(missing, 'sub'));
    expect(() => readManifest(missing)).toThrow(/no svc\.worker\.yaml in/);
  });

  it('reports a bad manifest in its status, with the field', async () => {
    const worker = workerFolder(`name: fixture\nruntime:\n  kind: ruby\nscripts:\n  start: ruby w.rb\n`);
    supervise(worker);
    await expect.poll(() => readWorkerStatus(worker.path)?.state, { timeout: 5000 }).toBe('manifest_invalid');
    expect(readWorkerStatus(worker.path)!.error).toMatch(/svc\.worker\.yaml:3:\d+: runtime\.kind/);
  });

  it('reports a failed install in its status and does not start the worker', async () => {
    const worker = workerFolder(
      'name: fixture\nruntime: { kind: node }\nscripts:\n' +
        '  install: echo broken dependency; exit 7\n  start: touch started\n',
    );
    supervise(worker);
    await expect.poll(() => readWorkerStatus(worker.path)?.state, { timeout: 5000 }).toBe('install_failed');
    expect(readWorkerStatus(worker.path)).toMatchObject({ exit: 7 });
    expect(readFileSync(stateFiles(worker.path).installLog, 'utf8')).toContain('broken dependency');
    expect(existsSync(join(worker.path, 'started'))).toBe(false);
  });

  it('keeps `replicas` copies running, each restarted on its own, and lists them in its status', async () => {
    const worker = {
      ...workerFolder(
        'name: fixture\nruntime: { kind: node }\nscripts:\n' +
          '  start: echo "copy=$SVC_REPLICA name=$SVC_WORKER_NAME"; exec sleep 60\n',
      ),
      replicas: 3,
    };
    const stopping = supervise(worker);
    const runningPids = () =>
      (readWorkerStatus(worker.path)?.replicas ?? []).filter((r) => r.state === 'running').map((r) => r.pid!);
    await expect.poll(() => runningPids().length, { timeout: 10_000 }).toBe(3);
    // A copy is running once spawned; its first line reaches the log when its script has run.
    await expect
      .poll(
        () =>
          lines(stateFiles(worker.path).log)
            .filter((l) => l.startsWith('copy='))
            .sort(),
        { timeout: 10_000 },
      )
      .toEqual(['copy=0 name=fixture', 'copy=1 name=fixture', 'copy=2 name=fixture']);
    const [killed, ...kept] = runningPids();
    process.kill(-killed!, 'SIGKILL');
    await expect.poll(() => readWorkerStatus(worker.path)?.restarts, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => runningPids().length, { timeout: 10_000 }).toBe(3);
    const after = runningPids();
    expect(after).not.toContain(killed);
    expect(after).toEqual(expect.arrayContaining(kept));
    expect(readWorkerStatus(worker.path)).toMatchObject({ state: 'running', restarts: 1 });
    await stopping.stop();
    for (const pid of after) expect(alive(pid)).toBe(false);
  });
});
