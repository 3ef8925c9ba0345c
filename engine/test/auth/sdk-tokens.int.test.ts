import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, type RawClient, rawClient, startEngineProcess, writeConfig } from '../process.js';

const TOKEN = 'sdk-token-0123456789';
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const PYTHON = fileURLToPath(new URL('../../../.venv/bin/python', import.meta.url));

describe('SDKs present their token: svc-sdk (TS, Python) and the third-party iii-sdk (npm, PyPI)', () => {
  let engine: EngineProcess;
  let admin: RawClient;
  const started: ChildProcess[] = [];

  /** Starts a worker fixture; `token` is its argument, `env` its SVC_TOKEN. */
  const start = (command: string, args: string[], env: Record<string, string> = {}) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    started.push(child);
  };
  const node = (how: string, name: string, token = TOKEN, env: Record<string, string> = {}) =>
    start(process.execPath, [fixture('token-worker.mjs'), engine.url, how, name, token], env);
  /** trigger_printer.py registers `printer::<type>` and binds it to a type nobody provides (parked). */
  const python = (sdk: string, type: string, token: string[], env: Record<string, string> = {}) =>
    start(PYTHON, [fixture('trigger_printer.py'), engine.url, sdk, type, '{}', ...token], env);

  /** Calls `<name>::hello` (or `function_id`) until a worker serves it (it connects in its own time). */
  const helloFrom = async (name: string, functionId = `${name}::hello`) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const frame = await admin.call(functionId, {});
      if (!frame.error) return frame.result;
      if (Date.now() > deadline) throw new Error(`${functionId} never answered: ${JSON.stringify(frame.error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    const config = writeConfig(
      `auth:\n  tokens: [{ name: sdk, value: ${TOKEN} }]\nworkers:\n  - name: svc-bridge\n    config: { port: 0 }\n`,
    );
    engine = await startEngineProcess(['--config', config]);
    admin = await rawClient(`${engine.url}/?token=${TOKEN}`);
  });
  afterAll(async () => {
    for (const child of started) child.kill('SIGKILL');
    admin?.close();
    await engine?.kill();
  });

  it('svc-sdk (TS): the token option, and SVC_TOKEN', async () => {
    node('svc', 'tsopt');
    node('svc-env', 'tsenv', 'unused', { SVC_TOKEN: TOKEN });
    expect(await helloFrom('tsopt')).toEqual({ hello: 'tsopt' });
    expect(await helloFrom('tsenv')).toEqual({ hello: 'tsenv' });
  });

  it('svc-sdk (Python): the token option, and SVC_TOKEN', async () => {
    python('sdk-py', 'pyopt', [TOKEN]);
    python('sdk-py', 'pyenv', [], { SVC_TOKEN: TOKEN });
    expect(await helloFrom('pyopt', 'printer::pyopt')).toBeUndefined();
    expect(await helloFrom('pyenv', 'printer::pyenv')).toBeUndefined();
  });

  it('iii-sdk (npm) with its headers option, and with the token in the URL; iii-sdk (PyPI) with headers', async () => {
    node('iii-header', 'iiiheader');
    node('iii-query', 'iiiquery');
    python('iii-sdk-py', 'iiipy', [TOKEN]);
    expect(await helloFrom('iiiheader')).toEqual({ hello: 'iiiheader' });
    expect(await helloFrom('iiiquery')).toEqual({ hello: 'iiiquery' });
    expect(await helloFrom('iiipy', 'printer::iiipy')).toBeUndefined();
  });

  it('a worker with a wrong token never gets in, and its refusals are logged without the token', async () => {
    node('svc', 'wrong', 'wrong-token-0123456789');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await admin.call('wrong::hello', {})).error).toMatchObject({ code: 'function_not_found' });
    expect(engine.output()).toContain('"msg":"upgrade refused","path":"/","code":"unauthorized"');
    expect(engine.output()).not.toContain('wrong-token-0123456789');
  });
});
