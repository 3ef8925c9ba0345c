import { registerWorker, type Worker } from 'svc-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngineProcess, type EngineProcess } from '../../engine/test/process.js';

import { svc as run } from './cli.js';

const svc = (...args: string[]) => run(args);
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

let engine: EngineProcess;
let worker: Worker;
beforeAll(async () => {
  engine = await startEngineProcess();
  worker = registerWorker(engine.url, { worker_name: 'math', logger: quiet });
  worker.registerFunction('math::add', ({ a, b }: { a: number; b: number }) => ({ sum: a + b }));
  await worker.trigger({ function_id: 'engine::functions::list', payload: {} });
});
afterAll(async () => {
  await worker.shutdown();
  await engine.kill();
});

describe('svc trigger', () => {
  it('prints the JSON result', async () => {
    const result = await svc('trigger', '--function-id=math::add', '--payload={"a":2,"b":3}', `--url=${engine.url}`);
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ sum: 5 });
  });

  it('says an unknown function id was not found and exits 1', async () => {
    const result = await svc('trigger', '--function-id=nope::x', `--url=${engine.url}`);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/function nope::x not found \(function_not_found\)/);
  });

  it('refuses a payload that is not JSON before connecting', async () => {
    const result = await svc('trigger', '--function-id=math::add', '--payload={a:1}', '--url=ws://127.0.0.1:1');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/--payload is not JSON/);
    expect(result.stderr).not.toMatch(/cannot reach/);
  });

  it('says an unreachable engine is not running and how to start it', async () => {
    const result = await svc('trigger', '--function-id=math::add', '--url=ws://127.0.0.1:1');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/cannot reach the engine at ws:\/\/127\.0\.0\.1:1.*svc --config/);
  });

  it('--json prints the result as one line of JSON', async () => {
    const result = await svc(
      'trigger',
      '--function-id=math::add',
      '--payload={"a":2,"b":3}',
      '--json',
      `--url=${engine.url}`,
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toBe('{"sum":5}\n');
  });

  it('--timeout takes a duration such as 2s', async () => {
    const result = await svc(
      'trigger',
      '--function-id=math::add',
      '--payload={"a":1,"b":1}',
      '--timeout=2s',
      `--url=${engine.url}`,
    );
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ sum: 2 });
  });

  it('suggests the closest function id the engine knows for a misspelled one', async () => {
    const result = await svc('trigger', '--function-id=math::ad', `--url=${engine.url}`);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/function math::ad not found \(function_not_found\) \(did you mean "math::add"\?\)/);
  });
});
