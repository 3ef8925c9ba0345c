import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerWorker, type Worker } from 'svc-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngineProcess, writeConfig, type EngineProcess } from '../../engine/test/process.js';
import { freePort, svc } from './cli.js';

const SDK = fileURLToPath(new URL('../../sdk-ts/dist/index.js', import.meta.url));
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

let engine: EngineProcess;
let config: string;
let caller: Worker;
const env: Record<string, string> = {};

const functionIds = async () =>
  (
    await caller.trigger<{ functions: { function_id: string }[] }>({
      function_id: 'engine::functions::list',
      payload: {},
    })
  ).functions.map((f) => f.function_id);

beforeAll(async () => {
  env.SVC_PORT = String(await freePort());
  config = writeConfig(
    '# my engine\nworkers:\n  - name: svc-bridge # the listener\n    config:\n      port: ${SVC_PORT}\n',
  );
  engine = await startEngineProcess(['--config', config], env);
  caller = registerWorker(engine.url, { worker_name: 'test-caller', logger: quiet });
});
afterAll(async () => {
  await caller.shutdown();
  await engine.kill();
});

describe('svc worker on a running engine', () => {
  it('adds and removes a built-in without a restart, keeping the comments', async () => {
    expect(await functionIds()).not.toContain('state::get');
    const added = await svc(['worker', 'add', 'svc-state', '--config', config], { env });
    expect(added.status, added.stderr).toBe(0);
    expect(await functionIds()).toContain('state::get');
    expect(readFileSync(config, 'utf8')).toMatch(/# my engine[\s\S]*# the listener[\s\S]*- name: svc-state/);
    const listed = await svc(['worker', 'list', '--config', config], { env });
    expect(listed.stdout).toMatch(/svc-state\s+built-in\s+connected/);
    const removed = await svc(['worker', 'remove', 'svc-state', '--config', config], { env });
    expect(removed.status, removed.stderr).toBe(0);
    expect(await functionIds()).not.toContain('state::get');
  });

  it('adds a path worker, which the engine installs and starts, and removes it, which stops it', async () => {
    const folder = join(dirname(config), 'workers', 'echo');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, 'svc.worker.yaml'),
      'name: echo\nruntime: { kind: node, entry: worker.mjs }\n' +
        'scripts:\n  install: echo fetching dependencies\n  start: node worker.mjs\n',
    );
    writeFileSync(
      join(folder, 'worker.mjs'),
      `import { registerWorker } from ${JSON.stringify(SDK)};\n` +
        'const w = registerWorker(process.env.SVC_URL, { worker_name: process.env.SVC_WORKER_NAME });\n' +
        "w.registerFunction('echo::pid', () => ({ pid: process.pid }));\n",
    );
    const added = await svc(['worker', 'add', folder, '--config', config], { env });
    expect(added.status, added.stderr).toBe(0);
    expect(added.stderr).toMatch(/install\.log/);
    expect(readFileSync(join(folder, '.svc', 'install.log'), 'utf8')).toContain('fetching dependencies');
    expect(readFileSync(config, 'utf8')).toContain('path: ./workers/echo');
    const { pid } = await caller.trigger<{ pid: number }>({ function_id: 'echo::pid', payload: {} });
    const removed = await svc(['worker', 'remove', 'echo', '--config', config], { env });
    expect(removed.status, removed.stderr).toBe(0);
    await expect(caller.trigger({ function_id: 'echo::pid', payload: {} })).rejects.toMatchObject({
      code: 'function_not_found',
    });
    await expect
      .poll(
        () => {
          try {
            process.kill(pid, 0);
            return true;
          } catch {
            return false;
          }
        },
        { timeout: 8000 },
      )
      .toBe(false);
  });

  it('runs --replicas copies of a path worker as one pool, lists them, and keeps them all running', async () => {
    const folder = join(dirname(config), 'workers', 'pooled');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, 'svc.worker.yaml'),
      'name: pooled\nruntime: { kind: node, entry: worker.mjs }\nscripts:\n  start: node worker.mjs\n',
    );
    writeFileSync(
      join(folder, 'worker.mjs'),
      `import { registerWorker } from ${JSON.stringify(SDK)};\n` +
        'const w = registerWorker(process.env.SVC_URL, { worker_name: process.env.SVC_WORKER_NAME });\n' +
        'const late = (r) => setTimeout(() => r({ pid: process.pid }), 200);\n' +
        "w.registerFunction('pooled::pid', () => new Promise(late));\n",
    );
    const added = await svc(['worker', 'add', folder, '--replicas', '3', '--config', config], { env });
    expect(added.status, added.stderr).toBe(0);
    expect(added.stderr).toContain('all 3 replicas of pooled are connected');
    expect(readFileSync(config, 'utf8')).toMatch(/path: \.\/workers\/pooled\n\s+replicas: 3/);
    const pids = async () => {
      const calls = Array.from({ length: 6 }, () =>
        caller.trigger<{ pid: number }>({ function_id: 'pooled::pid', payload: {} }),
      );
      return new Set((await Promise.all(calls)).map((r) => r.pid));
    };
    const first = await pids();
    expect(first.size).toBe(3);
    const listed = await svc(['worker', 'list', '--config', config], { env });
    expect(listed.stdout).toMatch(/pooled\s+path\s+connected 3\/3 \(running\)/);
    // A copy that dies is started again: three copies serve again, one of them new.
    const [victim] = first;
    process.kill(victim!, 'SIGKILL');
    await expect
      .poll(
        async () => {
          const now = await pids();
          return now.size === 3 && !now.has(victim!);
        },
        { timeout: 20_000, interval: 300 },
      )
      .toBe(true);
    const json = await svc(['worker', 'list', '--json', '--config', config], { env });
    expect(JSON.parse(json.stdout).workers).toContainEqual(
      expect.objectContaining({ name: 'pooled', replicas: 3, connected_replicas: 3, state: 'running' }),
    );
    const removed = await svc(['worker', 'remove', 'pooled', '--config', config], { env });
    expect(removed.status, removed.stderr).toBe(0);
  }, 60_000);

  it('refuses --replicas for a built-in and a count out of range', async () => {
    const builtin = await svc(['worker', 'add', 'svc-state', '--replicas', '2', '--config', config], { env });
    expect(builtin.status).toBe(1);
    expect(builtin.stderr).toContain('--replicas is for worker folders');
    const zero = await svc(['worker', 'add', 'svc-state', '--replicas', '0', '--config', config], { env });
    expect(zero.status).toBe(1);
    expect(zero.stderr).toContain('--replicas must be a whole number from 1 to 64');
  });

  it('reports a worker that exits at start at once, with the end of its log, instead of waiting', async () => {
    const folder = join(dirname(config), 'workers', 'crashy');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, 'svc.worker.yaml'),
      'name: crashy\nruntime: { kind: node, entry: worker.mjs }\nscripts:\n  start: node worker.mjs\n',
    );
    writeFileSync(join(folder, 'worker.mjs'), "console.error('crashy: API_KEY is not set');\nprocess.exit(3);\n");
    // The default wait is ten minutes; the test's own limit is far below it, so only an early report passes.
    const added = await svc(['worker', 'add', folder, '--config', config], { env });
    expect(added.status).toBe(1);
    expect(added.stderr).toMatch(/crashy keeps exiting at start \(exit 3, \d+ restarts\)/);
    expect(added.stderr).toContain('crashy: API_KEY is not set');
    expect(added.stderr).toContain('svc worker remove crashy');
    const removed = await svc(['worker', 'remove', 'crashy', '--config', config], { env });
    expect(removed.status, removed.stderr).toBe(0);
  }, 90_000);

  it('refuses a worker folder with a bad manifest, leaving the config as it was', async () => {
    const folder = join(dirname(config), 'workers', 'bad');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, 'svc.worker.yaml'),
      'name: bad\nruntime: { kind: node }\nscripts: { install: npm install }\n',
    );
    const before = readFileSync(config, 'utf8');
    const added = await svc(['worker', 'add', folder, '--config', config], { env });
    expect(added.status).toBe(1);
    expect(added.stderr).toMatch(/svc\.worker\.yaml:3:\d+: scripts\.start: is missing/);
    expect(readFileSync(config, 'utf8')).toBe(before);
  });

  it('keeps the running workers when the config is edited into an invalid one', async () => {
    await svc(['worker', 'add', 'svc-state', '--config', config], { env });
    const valid = readFileSync(config, 'utf8');
    writeFileSync(config, `${valid}  - name: svc-nonsense\n`);
    await expect.poll(() => engine.output(), { timeout: 5000 }).toMatch(/config change ignored/);
    expect(await functionIds()).toContain('state::get');
    writeFileSync(config, valid);
  });

  it('worker list --json lists the workers for scripts', async () => {
    const listed = await svc(['worker', 'list', '--json', '--config', config], { env });
    expect(listed.status, listed.stderr).toBe(0);
    const { engine: at, workers } = JSON.parse(listed.stdout) as { engine: string; workers: unknown[] };
    expect(at).toBe(engine.url);
    expect(workers).toContainEqual({ name: 'svc-bridge', kind: 'built-in', connected: true });
  });

  it('worker add --timeout takes a duration, and says it in the message when it runs out', async () => {
    const folder = join(dirname(config), 'workers', 'silent');
    mkdirSync(folder, { recursive: true });
    // Runs but never connects: only the timeout ends the wait.
    writeFileSync(
      join(folder, 'svc.worker.yaml'),
      'name: silent\nruntime: { kind: node, entry: worker.mjs }\nscripts:\n  start: node worker.mjs\n',
    );
    writeFileSync(join(folder, 'worker.mjs'), 'setInterval(() => {}, 60_000);\n');
    const added = await svc(['worker', 'add', folder, '--timeout', '3s', '--config', config], { env });
    expect(added.status).toBe(1);
    expect(added.stderr).toMatch(/silent did not connect within 3s/);
    const removed = await svc(['worker', 'remove', 'silent', '--config', config], { env });
    expect(removed.status, removed.stderr).toBe(0);
  });

  it('worker add suggests the closest built-in for a misspelled name', async () => {
    const added = await svc(['worker', 'add', 'svc-stat', '--config', config], { env });
    expect(added.status).toBe(1);
    expect(added.stderr).toMatch(
      /^svc: svc-stat is neither a worker folder nor a built-in \(did you mean "svc-state"\?\)/,
    );
  });
});
