import { spawn } from 'node:child_process';
import { registerWorker } from 'svc-sdk';
import { describe, expect, it } from 'vitest';
import { SVC } from './cli.js';

const quiet = { info() {}, warn() {}, error() {}, debug() {} };

/** `svc start` as a child with piped output, on free ports. */
function startEngine(args: string[], env: NodeJS.ProcessEnv = {}) {
  const { FORCE_COLOR: _f, NO_COLOR: _n, ...inherited } = process.env;
  const child = spawn(process.execPath, [SVC, 'start', ...args], {
    env: { ...inherited, SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Connects a worker named math with one function, then disconnects it, waiting for the engine to log both. */
async function visit(url: string, output: () => string, left: RegExp): Promise<void> {
  const worker = registerWorker(url, { worker_name: 'math', logger: quiet });
  worker.registerFunction('math::add', ({ a, b }: { a: number; b: number }) => ({ sum: a + b }));
  await expect.poll(output, { timeout: 20_000 }).toMatch(/worker connected/);
  await worker.shutdown();
  await expect.poll(output, { timeout: 20_000 }).toMatch(left);
}

describe('the engine output', () => {
  it('piped: JSON lines on stdout only, with workers connecting and leaving at info', async () => {
    const engine = startEngine([]);
    try {
      await expect.poll(engine.stdout, { timeout: 20_000 }).toMatch(/"msg":"listening"/);
      const listening = engine
        .stdout()
        .split('\n')
        .find((l) => l.includes('"msg":"listening"'))!;
      const { bridge } = JSON.parse(listening) as { bridge: string };
      await visit(bridge, engine.stdout, /"msg":"worker left"/);
      const lines = engine.stdout().trimEnd().split('\n');
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(records.find((r) => r.msg === 'worker connected' && r.worker === 'math')).toMatchObject({
        level: 'info',
        functions: ['math::add'],
      });
      expect(records.find((r) => r.msg === 'worker left' && r.worker === 'math')).toMatchObject({
        level: 'info',
        functions: 1,
      });
      expect(engine.stderr()).toBe('');
    } finally {
      await engine.stop();
    }
  });

  it('--log-format pretty: readable lines with the same fields, the addresses, and no colour in a pipe', async () => {
    const engine = startEngine(['--log-format', 'pretty']);
    try {
      await expect.poll(engine.stdout, { timeout: 20_000 }).toMatch(/INFO {2}listening {2}bridge=ws:\/\/\S+/);
      const bridge = /bridge=(ws:\/\/\S+)/.exec(engine.stdout())![1]!;
      expect(engine.stdout()).toMatch(/^ {2}bridge ws:\/\/\S+ {2}\(workers connect here: SVC_URL\)$/m);
      await visit(bridge, engine.stdout, /worker left/);
      const out = engine.stdout();
      expect(out).toMatch(
        /^\d\d:\d\d:\d\d INFO {2}worker connected {2}worker=math worker_id=\S+ functions=\["math::add"\]$/m,
      );
      expect(out).toMatch(/^\d\d:\d\d:\d\d INFO {2}worker left {2}worker=math worker_id=\S+ functions=1$/m);
      expect(out).not.toContain('{"time"');
      expect(out).not.toContain('\x1b[');
      expect(engine.stderr()).toBe('');
    } finally {
      await engine.stop();
    }
  });

  it('--log-format pretty with FORCE_COLOR: coloured levels', async () => {
    const engine = startEngine(['--log-format', 'pretty'], { FORCE_COLOR: '1' });
    try {
      await expect.poll(engine.stdout, { timeout: 20_000 }).toMatch(/listening/);
      expect(engine.stdout()).toContain('\x1b[36mINFO \x1b[0m');
    } finally {
      await engine.stop();
    }
  });
});
