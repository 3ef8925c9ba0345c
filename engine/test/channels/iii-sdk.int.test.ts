import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, type RawClient, rawClient, startEngineProcess } from '../process.js';
import { runFixture } from '../state/harness.js';

describe('iii-sdk@0.22.1 channels on svc (default config)', () => {
  let engine: EngineProcess;
  let caller: RawClient;
  const started: ChildProcess[] = [];
  beforeAll(async () => {
    engine = await startEngineProcess();
    runFixture(started, 'iii-channel-worker.mjs', engine.url);
    caller = await rawClient(engine.url);
    const listed = async () =>
      ((await caller.call('engine::functions::list', {})).result as { functions: { function_id: string }[] }).functions
        .map((f) => f.function_id)
        .filter((id) => id === 'iiisdk::count' || id === 'iiisdk::produce');
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100)))
      if ((await listed()).length === 2) return;
    throw new Error(`the iii-sdk worker did not register its functions: ${JSON.stringify(await listed())}`);
  });
  afterAll(async () => {
    for (const child of started) child.kill();
    caller?.close();
    await engine?.kill();
  });

  it('a function streams 8 MB and a text message to another through a channel the SDK created', async () => {
    const answer = await caller.call('iiisdk::produce', { bytes: 8_000_000 });
    const { sent, counted } = answer.result as { sent: string; counted: { bytes: number; sha256: string } };
    expect(answer.error).toBeUndefined();
    expect(counted).toEqual({ bytes: 8_000_000, sha256: sent, messages: ['hello'] });
  }, 60_000);
});
