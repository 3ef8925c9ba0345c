import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawClient, startEngineProcess, type EngineProcess, type RawClient } from './process.js';

let engine: EngineProcess;
let iii: ChildProcess;
let peer: RawClient;

beforeAll(async () => {
  engine = await startEngineProcess();
  iii = spawn(
    process.execPath,
    [fileURLToPath(new URL('./fixtures/iii-sdk-worker.mjs', import.meta.url)), engine.url],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  peer = await rawClient(engine.url);
  peer.ws.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    if (frame.type === 'invokefunction' && frame.function_id === 'peer::echo') {
      peer.send({
        type: 'invocationresult',
        invocation_id: frame.invocation_id,
        function_id: frame.function_id,
        result: { echoed: frame.data, by: 'peer' },
      });
    }
  });
  peer.send({ type: 'registerfunction', id: 'peer::echo' });
  const wanted = ['iiisdk::echo', 'iiisdk::fail', 'iiisdk::call', 'peer::echo'];
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    const listed = (await peer.call('engine::functions::list', {})).result as { functions: { function_id: string }[] };
    if (wanted.every((id) => listed.functions.some((f) => f.function_id === id))) return;
  }
  throw new Error('the iii-sdk worker did not register its functions');
});

afterAll(async () => {
  iii.kill();
  peer.close();
  await engine.kill();
});

describe('an iii-sdk@0.22.1 worker on svc', () => {
  it('describes itself through engine::workers::register', async () => {
    // The SDK sends its metadata after its registrations, so it may arrive a moment later.
    const workers = async () =>
      ((await peer.call('engine::workers::list', {})).result as { workers: { name: string; runtime: string }[] })
        .workers;
    await expect
      .poll(workers, { timeout: 10_000 })
      .toContainEqual(expect.objectContaining({ name: 'iii-fixture', runtime: 'node' }));
  });

  it('answers calls from another worker', async () => {
    expect((await peer.call('iiisdk::echo', { n: 1 })).result).toEqual({
      echoed: { n: 1, _caller_worker_id: peer.frames[0]!.worker_id },
      by: 'iii-sdk',
    });
  });

  it('reports a handler error with its code, message and stack', async () => {
    const answer = await peer.call('iiisdk::fail', {});
    expect(answer.error).toMatchObject({
      code: 'invocation_failed',
      message: 'iii boom',
      stacktrace: expect.stringContaining('Error: iii boom'),
    });
  });

  it('calls functions of other workers through svc, and sees function_not_found', async () => {
    const ok = await peer.call('iiisdk::call', { target: 'peer::echo', payload: { x: 2 } });
    expect(ok.result).toMatchObject({ ok: { echoed: { x: 2 }, by: 'peer' } });
    const missing = await peer.call('iiisdk::call', { target: 'nope::x' });
    expect(missing.result).toMatchObject({
      code: 'function_not_found',
      message: expect.stringContaining('Function nope::x not found'),
    });
  });
});
