/**
 * Real worker processes bind each trigger type of svc-events and svc-cron under each of its
 * names, with svc-sdk and with the third-party iii-sdk: `event` and `subscribe` get the published
 * data, `cron` gets its tick payload; in TypeScript (svc-sdk, iii-sdk) and Python (sdk-py, iii-sdk).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, type RawClient, rawClient, startEngineProcess } from '../process.js';
import { runFixture } from '../state/harness.js';
import { waitActive } from './harness.js';

const children: ChildProcess[] = [];
let engine: EngineProcess;
let client: RawClient;
beforeAll(async () => {
  engine = await startEngineProcess();
  client = await rawClient(engine.url);
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(async () => {
  client?.close();
  await engine?.kill();
});

const PYTHON = fileURLToPath(new URL('../../../.venv/bin/python', import.meta.url));
const PY_PRINTER = fileURLToPath(new URL('../fixtures/trigger_printer.py', import.meta.url));

/** Starts the printer worker of `sdk`, binding `type` with `config`; `output()` is what it printed. */
function printer(sdk: string, type: string, config: unknown): { output: () => string } {
  if (!sdk.endsWith('-py'))
    return runFixture(children, 'trigger-printer.mjs', engine.url, sdk, type, JSON.stringify(config));
  const child = spawn(PYTHON, [PY_PRINTER, engine.url, sdk, type, JSON.stringify(config)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  return { output: () => out };
}

const fired = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('fired '))
    .map((line) => JSON.parse(line.slice(6)) as unknown);

describe.each(['svc-sdk', 'iii-sdk', 'sdk-py', 'iii-sdk-py'])('a %s worker', (sdk) => {
  it.each(['event', 'subscribe'])(
    'binds %s and receives the data published to its topic',
    async (type) => {
      const topic = `${sdk}.${type}`;
      const worker = printer(sdk, type, { topic });
      await waitActive(client, `printer::${type}`);
      await client.call('publish', { topic, data: { sdk, type } });
      await expect.poll(() => fired(worker.output()), { timeout: 10_000 }).toEqual([{ sdk, type }]);
    },
    20_000,
  );

  it('binds cron and receives its tick payload', async () => {
    const worker = printer(sdk, 'cron', { expression: '* * * * * *' });
    await expect.poll(() => fired(worker.output()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(fired(worker.output())[0]).toEqual({
      trigger: 'cron',
      job_id: expect.any(String),
      scheduled_time: expect.stringMatching(/\.000Z$/),
      actual_time: expect.stringMatching(/Z$/),
    });
  }, 20_000);
});
