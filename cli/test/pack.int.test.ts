// The packages of `make pack` as a user installs them, outside the checkout and with the checkout's
// Node off PATH: the CLI into a fresh npm prefix, svc-sdk into a fresh project, the wheel into a
// fresh venv; then the quickstart and a worker of each SDK. npm and pip fetch from their registries.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGES = join(ROOT, 'dist-packages');
const home = mkdtempSync(join(tmpdir(), 'svc-pack-'));
const prefix = join(home, 'prefix');
const project = join(home, 'project');
// The machine's PATH without this checkout's node_modules/.bin: `node` is whatever the system has.
const systemPath = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((entry) => !entry.startsWith(ROOT))
  .join(delimiter);
const env = { ...process.env, PATH: `${join(prefix, 'bin')}${delimiter}${systemPath}`, NO_COLOR: '1', SVC_URL: '' };
let engine: ChildProcess | undefined;

interface Result {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to completion without blocking the event loop (workers in this process answer meanwhile). */
function run(command: string, args: string[], options: { cwd?: string; extraEnv?: object } = {}): Promise<Result> {
  const child = spawn(command, args, { cwd: options.cwd ?? project, env: { ...env, ...options.extraEnv } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ status: -1, stdout, stderr: `${stderr}${error.message}` }));
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const ok = async (command: string, args: string[], options?: Parameters<typeof run>[2]) => {
  const result = await run(command, args, options);
  expect(result.status, `${command} ${args.join(' ')}\n${result.stderr}${result.stdout}`).toBe(0);
  return result.stdout;
};

afterAll(async () => {
  if (!engine?.pid || engine.exitCode !== null) return;
  const exited = new Promise((resolve) => engine!.once('exit', resolve));
  engine.kill('SIGTERM');
  const timer = setTimeout(() => process.kill(-engine!.pid!, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
});

describe('the installable packages', () => {
  it('install outside the checkout and run the quickstart and a worker of each SDK', { timeout: 300_000 }, async () => {
    const packed = spawnSync(process.execPath, [join(ROOT, 'cli/tools/pack.mjs')], { encoding: 'utf8' });
    expect(packed.status, packed.stderr).toBe(0);
    const file = (pattern: RegExp) => join(PACKAGES, readdirSync(PACKAGES).find((f) => pattern.test(f)) ?? '');
    const npm = ['--no-audit', '--no-fund'];

    mkdirSync(project);
    await ok('npm', ['install', '-g', '--prefix', prefix, ...npm, file(/^svc-engine-cli-.*\.tgz$/)]);
    await ok('npm', ['init', '-y'], { cwd: project });
    await ok('npm', ['install', ...npm, file(/^svc-sdk-.*\.tgz$/)]);
    await ok('python3', ['-m', 'venv', join(home, 'venv')]);
    const pip = ['install', '--quiet', '--disable-pip-version-check', file(/\.whl$/)];
    await ok(join(home, 'venv/bin/pip'), pip);

    const bridgePort = await freePort();
    let httpPort = await freePort();
    while (httpPort === bridgePort) httpPort = await freePort();
    const ports = { SVC_PORT: String(bridgePort), SVC_HTTP_PORT: String(httpPort), SVC_STREAM_PORT: '0' };
    const url = `ws://127.0.0.1:${bridgePort}`;
    await ok('svc', ['create', '--template', 'quickstart', '--directory', 'app']);
    // `svc` from the prefix, started by the system's node: it runs the engine on its own Node.
    engine = spawn('svc', ['--config', 'app/svc.config.yaml'], {
      cwd: project,
      env: { ...env, ...ports },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    engine.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    engine.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    await expect.poll(() => output, { timeout: 30_000 }).toContain(url);

    const config = ['--config', 'app/svc.config.yaml'];
    await ok('svc', ['worker', 'add', 'app/workers/scorer', ...config], { extraEnv: ports });
    await ok('svc', ['worker', 'add', 'app/workers/greeter', ...config], { extraEnv: ports });
    const hello = ['trigger', '--function-id=greeter::hello', '--payload={"name":"Ada"}', ...config];
    const answer = await ok('svc', hello, { extraEnv: ports });
    expect(JSON.parse(answer)).toEqual({ message: 'Hello, Ada!', visits: 1, score: 2, shouted: 'ADA!' });

    // The console comes with the CLI: its UI, and the engine through its proxy.
    const consoleArgs = [
      'console',
      '--port=0',
      `--engine-port=${httpPort}`,
      `--bridge-port=${bridgePort}`,
      '--no-otel',
    ];
    const consoleProcess = spawn('svc', consoleArgs, { cwd: project, env, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      let printed = '';
      consoleProcess.stdout!.on('data', (d: Buffer) => (printed += d.toString()));
      await expect.poll(() => printed, { timeout: 30_000 }).toMatch(/svc-console http:\/\/\S+/);
      const consoleUrl = /svc-console (http:\/\/\S+)/.exec(printed)![1];
      expect(await (await fetch(`${consoleUrl}/functions`)).text()).toContain('<svc-app>');
      expect(await (await fetch(`${consoleUrl}/api/engine/_console/status`)).json()).toMatchObject({
        status: 'running',
      });
    } finally {
      consoleProcess.kill();
    }

    // svc-sdk from its own tarball, in the project, and the wheel in the venv.
    writeFileSync(
      join(project, 'math.mjs'),
      "import { registerWorker } from 'svc-sdk';\n" +
        "const worker = registerWorker(process.env.SVC_URL, { worker_name: 'math' });\n" +
        "worker.registerFunction('math::add', async ({ a, b }) => ({ sum: a + b }));\n",
    );
    writeFileSync(
      join(project, 'upper.py'),
      'import os\nfrom svc_sdk import register_worker\n\n' +
        'worker = register_worker(os.environ["SVC_URL"], {"worker_name": "upper"})\n' +
        'worker.register_function("py::upper", lambda payload: {"text": payload["text"].upper()})\n' +
        'worker.serve_forever()\n',
    );
    const workers = [
      spawn(process.execPath, ['math.mjs'], { cwd: project, env: { ...env, SVC_URL: url }, stdio: 'inherit' }),
      spawn(join(home, 'venv/bin/python'), ['upper.py'], {
        cwd: project,
        env: { ...env, SVC_URL: url },
        stdio: 'inherit',
      }),
    ];
    try {
      const call = async (id: string, payload: object) => {
        const result = await run('svc', ['trigger', `--function-id=${id}`, `--payload=${JSON.stringify(payload)}`], {
          extraEnv: { SVC_URL: url },
        });
        return result.status === 0 ? JSON.parse(result.stdout) : result.stderr;
      };
      await expect
        .poll(() => call('math::add', { a: 2, b: 3 }), { timeout: 30_000, interval: 500 })
        .toEqual({ sum: 5 });
      await expect
        .poll(() => call('py::upper', { text: 'ada' }), { timeout: 30_000, interval: 500 })
        .toEqual({ text: 'ADA' });
    } finally {
      for (const worker of workers) worker.kill('SIGKILL');
    }
  });
});
