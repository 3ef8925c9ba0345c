// The quickstart as a newcomer follows it, in a temporary folder with real processes: npm and pip
// install the workers' dependencies, so this takes a minute or two.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEngineProcess, type EngineProcess } from '../../engine/test/process.js';
import { freePort, svc } from './cli.js';

const cwd = mkdtempSync(join(tmpdir(), 'svc-quickstart-'));
let bridgePort = 0;
let httpPort = 0;
const env: Record<string, string> = {};
const config = 'app/svc.config.yaml';
let engine: EngineProcess | undefined;

const start = () => startEngineProcess(['--config', join(cwd, config)], env);
const run = (...args: string[]) => svc(args, { cwd, env });
const hello = { function: '--function-id=greeter::hello', payload: '--payload={"name":"Ada"}' };

afterAll(async () => {
  await engine?.kill();
});

describe('the quickstart', () => {
  it('create, start, add workers, trigger, HTTP, reinstall, restart with state kept', {
    timeout: 600_000,
  }, async () => {
    bridgePort = await freePort();
    do httpPort = await freePort();
    while (httpPort === bridgePort);
    Object.assign(env, { SVC_PORT: String(bridgePort), SVC_HTTP_PORT: String(httpPort), SVC_STREAM_PORT: '0' });
    const created = await run('create', '--template', 'quickstart', '--directory', 'app');
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('svc --config app/svc.config.yaml');

    engine = await start();
    expect(engine.listeners).toMatchObject({
      bridge: `ws://127.0.0.1:${bridgePort}`,
      http: `http://127.0.0.1:${httpPort}`,
    });

    const state = await run('worker', 'add', 'svc-state', '--config', config);
    expect(state.status, state.stderr).toBe(0);

    // The Python worker installs in the background while the CLI waits; a call meanwhile is not found.
    const scorer = run('worker', 'add', 'app/workers/scorer', '--config', config);
    await expect
      .poll(() => readFileSync(join(cwd, config), 'utf8'), { timeout: 10_000 })
      .toContain('path: ./workers/scorer');
    const early = await run('trigger', '--function-id=scorer::score', '--payload={"text":"Ada"}', '--config', config);
    expect(early.status).toBe(1);
    expect(early.stderr).toMatch(/function scorer::score not found/);
    const scorerAdded = await scorer;
    expect(scorerAdded.status, scorerAdded.stderr).toBe(0);
    expect(scorerAdded.stderr).toMatch(/scorer is connected \(install log: .*install\.log/);

    const greeter = await run('worker', 'add', 'app/workers/greeter', '--config', config);
    expect(greeter.status, greeter.stderr).toBe(0);

    // Python -> TypeScript works once both are up: a retry succeeds.
    const retried = await run('trigger', '--function-id=scorer::score', '--payload={"text":"Ada"}', '--config', config);
    expect(retried.status, retried.stderr).toBe(0);
    expect(JSON.parse(retried.stdout)).toEqual({ score: 2, shouted: 'ADA!' });

    // TypeScript -> state -> Python -> TypeScript.
    const first = await run('trigger', hello.function, hello.payload, '--config', config);
    expect(first.status, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ message: 'Hello, Ada!', visits: 1, score: 2, shouted: 'ADA!' });

    const response = await fetch(`http://127.0.0.1:${httpPort}/hello/Ada`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Hello, Ada!', visits: 2, score: 2, shouted: 'ADA!' });

    // Each greeting is published; the Python subscriber counts them. The TypeScript cron job ticks.
    const read = async (scope: string, key: string) => {
      const payload = `--payload={"scope":"${scope}","key":"${key}"}`;
      const got = await run('trigger', '--function-id=state::get', payload, '--config', config);
      return got.status === 0 ? JSON.parse(got.stdout || 'null') : got.stderr;
    };
    await expect.poll(() => read('stats', 'greeted'), { timeout: 20_000, interval: 500 }).toBe(2);
    await expect
      .poll(() => read('clock', 'last_tick'), { timeout: 30_000, interval: 1000 })
      .toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:[0-5]0\.000Z$/);

    const log = join(cwd, 'app/workers/greeter/.svc/install.log');
    const installedAt = readFileSync(log, 'utf8').split('\n')[0];
    const forced = await run('worker', 'add', '--force', 'app/workers/greeter', '--config', config);
    expect(forced.status, forced.stderr).toBe(0);
    expect(forced.stderr).toMatch(/greeter will be reinstalled/);
    expect(readFileSync(log, 'utf8').split('\n')[0]).not.toBe(installedAt);

    await engine.kill();
    engine = await start();
    // The workers are already installed: they start at once; state survived the restart.
    await expect
      .poll(
        async () => {
          const again = await run('trigger', hello.function, hello.payload, '--config', config);
          return again.status === 0 ? JSON.parse(again.stdout) : again.stderr;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toEqual({ message: 'Hello, Ada!', visits: 3, score: 2, shouted: 'ADA!' });
  });
});
