import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, startEngineProcess } from '../process.js';

const CLI_TOKEN = 'cli-token-0123456789';
const SVC = fileURLToPath(new URL('../../../cli/bin/svc.js', import.meta.url));
const WORKER = fileURLToPath(new URL('../fixtures/token-worker.mjs', import.meta.url));

/** Runs `svc <args>` with `env`; resolves with its exit code and output. */
function svc(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SVC, ...args], { env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

describe('the supervisor hands its workers a token; the CLI takes its token from the config or SVC_TOKEN', () => {
  let engine: EngineProcess;
  let config: string;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-auth-'));
    mkdirWorker(dir);
    writeFileSync(join(dir, 'cli.token'), `${CLI_TOKEN}\n`);
    config = join(dir, 'svc.config.yaml');
    writeFileSync(
      config,
      'auth:\n  tokens: [{ name: cli, file: ./cli.token }]\n' +
        'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n  - name: greeter\n    path: ./greeter\n',
    );
    engine = await startEngineProcess(['--config', config]);
  });
  afterAll(async () => {
    await engine?.kill();
  });

  it("a path worker connects with the supervisor's token; the CLI calls it with the config's token", async () => {
    const call = ['trigger', '--url', engine.url, '--function-id', 'greeter::hello', '--json'];
    // Without --config or SVC_TOKEN the CLI has no token: refused before the upgrade.
    const refused = await svc(call, { SVC_TOKEN: '' });
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.out).toContain('refused the connection: this engine requires a token');
    const deadline = Date.now() + 20_000;
    let result = await svc([...call, '--config', config], { SVC_TOKEN: '' });
    while (result.code !== 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      result = await svc([...call, '--config', config], { SVC_TOKEN: '' });
    }
    expect(result.out.trim()).toBe('{"hello":"greeter"}');
  }, 30_000);

  it('the CLI presents SVC_TOKEN', async () => {
    const result = await svc(['trigger', '--url', engine.url, '--function-id', 'greeter::hello', '--json'], {
      SVC_TOKEN: CLI_TOKEN,
    });
    expect(result).toMatchObject({ code: 0 });
    expect(result.out.trim()).toBe('{"hello":"greeter"}');
  });
});

/** `greeter/`: a path worker running the token fixture with no token of its own (it reads SVC_TOKEN). */
function mkdirWorker(dir: string): void {
  const folder = join(dir, 'greeter');
  mkdirSync(folder);
  writeFileSync(
    join(folder, 'svc.worker.yaml'),
    'name: greeter\nruntime: { kind: node }\n' +
      `scripts:\n  start: exec node ${WORKER} "$SVC_URL" svc-env greeter unused\n`,
  );
}
