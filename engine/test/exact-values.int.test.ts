/**
 * Numbers the engine reads stay exact end to end: an HTTP body, a state value, a queue message,
 * from and to svc-sdk workers in TypeScript (a `bigint` beyond 2^53) and Python (`int`, `-0.0`,
 * `JsonNumber` for 1e400). The worker-to-worker pass-through is payload.int.test.ts; the raw
 * frames are the conformance cases `engine/exact-values`. The Python worker also serves an sdk-py
 * `stream_body` handler (the TypeScript and iii-sdk ones are in http/stream-body.int.test.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { registerWorker, type Worker } from 'svc-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, startEngineProcess } from './process.js';

const PYTHON = fileURLToPath(new URL('../../.venv/bin/python', import.meta.url));
const PY_ECHO = fileURLToPath(new URL('./fixtures/exact_echo.py', import.meta.url));
const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const BODY = '{"id":1152921504606846977,"neg":-0,"huge":1e400,"list":[9007199254740993,1.5]}';

let engine: EngineProcess;
let base: string;
let worker: Worker;
let python: ChildProcess;
const consumed: unknown[] = [];

async function served(path: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await fetch(base + path, { method: 'POST' })).status === 404) {
    if (Date.now() > deadline) throw new Error(`${path} was not served within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const post = (path: string) =>
  fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });

beforeAll(async () => {
  engine = await startEngineProcess();
  base = engine.listeners.http!;
  worker = registerWorker(engine.url, { worker_name: 'exact-test', logger: quiet });
  worker.registerFunction('ts::exact_echo', (request: any) => ({
    body: { body: request.body, types: { id: typeof request.body.id, neg: Object.is(request.body.neg, -0) } },
  }));
  worker.registerTrigger({
    type: 'http',
    function_id: 'ts::exact_echo',
    config: { api_path: '/exact/ts', http_method: 'POST' },
  });
  worker.registerFunction('ts::consume', (message: unknown) => {
    consumed.push(message);
    return null;
  });
  python = spawn(PYTHON, [PY_ECHO, engine.url], { stdio: ['ignore', 'pipe', 'inherit'] });
  await Promise.all([served('/exact/ts'), served('/exact/py'), served('/stream/py')]);
}, 30_000);
afterAll(async () => {
  python?.kill('SIGKILL');
  await worker?.shutdown();
  await engine?.kill();
});

describe('numbers the engine reads stay exact', () => {
  it('an HTTP body reaches an svc-sdk TypeScript handler with a bigint and its answer carries the digits', async () => {
    const response = await post('/exact/ts');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('"id":1152921504606846977');
    expect(text).toContain('"huge":1e400');
    expect(text).toContain('[9007199254740993,1.5]');
    expect(text).toContain('"types":{"id":"bigint","neg":true}');
  });

  it('an HTTP body reaches an sdk-py handler as int, -0.0 and JsonNumber, and comes back exact', async () => {
    const text = await (await post('/exact/py')).text();
    expect(text).toContain('"id":1152921504606846977');
    expect(text).toContain('"neg":-0.0');
    expect(text).toContain('"huge":1e400');
    expect(text).toContain('[9007199254740993,1.5]');
    expect(text).toContain('"types":{"id":"int","neg":"float","huge":"JsonNumber","list":"list"}');
  });

  it('an sdk-py handler on a stream_body route reads the body channel and streams its answer', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024 + 1, 9);
    const response = await fetch(`${base}/stream/py`, { method: 'POST', body });
    expect(response.status).toBe(207);
    expect(response.headers.get('content-type')).toBe('text/plain');
    const digest = createHash('sha256').update(body).digest('hex');
    expect(await response.text()).toBe(`bytes=${body.length}\nsha256=${digest}\n`);
  });

  it('a state value written and read with svc-sdk keeps a bigint', async () => {
    const value = { id: 1152921504606846977n, ids: [-9223372036854775807n, 7] };
    await worker.trigger({ function_id: 'state::set', payload: { scope: 'exact', key: 'k', value } });
    expect(await worker.trigger({ function_id: 'state::get', payload: { scope: 'exact', key: 'k' } })).toEqual(value);
  });

  it('a queue message enqueued with svc-sdk reaches its consumer with the bigint', async () => {
    await worker.trigger({
      function_id: 'ts::consume',
      payload: { id: 1152921504606846977n },
      action: { type: 'enqueue', queue: 'default' },
    });
    await expect.poll(() => consumed.length, { timeout: 10_000 }).toBe(1);
    expect((consumed[0] as { id: unknown }).id).toBe(1152921504606846977n);
  });
});
