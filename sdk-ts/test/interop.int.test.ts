import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvocationError } from '../src/errors.js';
import { silentLogger } from '../src/logger.js';
import { registerWorker, type Worker } from '../src/worker.js';
import { type EngineProcess, engineBuilt, startEngine } from './helpers/engine-process.js';
import { waitFor } from './helpers/mock-engine.js';

// Runs against the real svc engine; it needs `tsc -b` to have built cli/ and engine/.
describe.runIf(engineBuilt)('svc-sdk and iii-sdk@0.22.1 through the svc engine', { timeout: 40_000 }, () => {
  let engine: EngineProcess;
  let iii: ChildProcess;
  let worker: Worker;
  const aborted: unknown[] = [];

  /** Calls until `function_id` answers without function_not_found (registrations are asynchronous). */
  async function untilRegistered(functionId: string, payload: unknown): Promise<unknown> {
    for (const deadline = Date.now() + 15_000; ; await new Promise((r) => setTimeout(r, 100))) {
      try {
        return await worker.trigger({ function_id: functionId, payload, timeout_ms: 5000 });
      } catch (error) {
        const retry =
          error instanceof InvocationError && ['function_not_found', 'invocation_stopped'].includes(error.code);
        if (!retry || Date.now() > deadline) throw error;
      }
    }
  }

  beforeAll(async () => {
    engine = await startEngine();
    worker = registerWorker(engine.url, { worker_name: 'svc-peer', logger: silentLogger });
    worker.registerFunction('svc::echo', (payload: unknown) => ({ echoed: payload, by: 'svc-sdk' }));
    worker.registerFunction('svc::slow', (_payload, context) => {
      return new Promise((_resolve, reject) => {
        context.signal.addEventListener('abort', () => {
          aborted.push(context.signal.reason);
          reject(context.signal.reason);
        });
      });
    });
    iii = spawn(
      process.execPath,
      [fileURLToPath(new URL('./fixtures/iii-sdk-worker.mjs', import.meta.url)), engine.url],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    await untilRegistered('iiisdk::echo', {});
  });

  afterAll(async () => {
    iii?.kill();
    await worker?.shutdown();
    await engine?.stop();
  });

  it('svc-sdk calls a function of an iii-sdk worker', async () => {
    const result = await worker.trigger({ function_id: 'iiisdk::echo', payload: { n: 1 } });
    expect(result).toMatchObject({ echoed: { n: 1 }, by: 'iii-sdk' });
  });

  it('an iii-sdk worker calls a function of svc-sdk', async () => {
    const result = await worker.trigger({
      function_id: 'iiisdk::call',
      payload: { target: 'svc::echo', payload: { x: 2 } },
    });
    expect(result).toMatchObject({ ok: { echoed: { x: 2 }, by: 'svc-sdk' } });
  });

  it('svc-sdk sees the engine function_not_found as an InvocationError', async () => {
    const error = await worker.trigger({ function_id: 'nope::x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvocationError);
    expect(error).toMatchObject({ code: 'function_not_found', functionId: 'nope::x' });
  });

  it(
    'a call past its timeout_ms fails with timeout ' + 'and the handler signal is aborted by cancelinvocation',
    async () => {
      const error = await worker.trigger({ function_id: 'svc::slow', timeout_ms: 300 }).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'InvocationError', code: 'timeout' });
      // Only the engine's deadline aborts the handler (the SDK backstop only fails the caller).
      await waitFor(() => aborted.length === 1, 5000, 'the handler abort');
      expect(aborted[0]).toMatchObject({ code: 'timeout' });
    },
  );

  it('reconnects after the engine restarts and serves calls again', async () => {
    const port = engine.port;
    await engine.stop();
    engine = await startEngine(port);
    await expect(untilRegistered('svc::echo', { back: true })).resolves.toMatchObject({ echoed: { back: true } });
    await expect(untilRegistered('iiisdk::echo', { back: true })).resolves.toMatchObject({ by: 'iii-sdk' });
  });
});
