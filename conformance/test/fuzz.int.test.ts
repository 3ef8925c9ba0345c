/**
 * Bounded fuzz runs with real processes: a svc engine, and the svc-sdk conformance workers in
 * TypeScript and Python. Each prints its seed; a failure names the counterexample and the
 * command that replays it. `make fuzz` runs the same for longer.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngineProcess, type EngineProcess } from '../../engine/test/process.js';
import { fuzzEngine } from '../src/fuzz/engine.js';
import { floodEngine } from '../src/fuzz/flood.js';
import type { FuzzReport } from '../src/fuzz/run.js';
import { fuzzWorker } from '../src/fuzz/worker.js';
import { PYTHON } from './matrix.js';

const workers = (name: string) => fileURLToPath(new URL(`../workers/${name}`, import.meta.url));
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const log = (line: string) => console.log(line);

/** Fails with the oracle's finding and the replay command line. */
function expectPassed(report: FuzzReport): void {
  expect(
    report.failed,
    `${report.error}\ncounterexample: ${JSON.stringify(report.counterexample)?.slice(0, 2000)}\n` +
      `replay: ${report.replay}`,
  ).toBe(false);
}

describe('fuzzing', () => {
  let engine: EngineProcess;
  beforeAll(async () => {
    engine = await startEngineProcess();
  });
  afterAll(async () => {
    await engine.kill();
  });

  it('the engine: every frame is processed or refused as documented, and the engine stays up', async () => {
    const report = await fuzzEngine({ url: engine.url, runs: 600, ...(seed === undefined ? {} : { seed }), log });
    expectPassed(report);
    expect(engine.child.exitCode).toBe(null);
  }, 60_000);

  it('the engine under a flood of 5,000 frames (a million in make fuzz): up, closing as documented', async () => {
    const report = await floodEngine({
      url: engine.url,
      frames: 5000,
      poolRuns: 300,
      pid: engine.child.pid!,
      ...(seed === undefined ? {} : { seed }),
      log,
    });
    expect(report.problems).toEqual([]);
    expect(report.frames).toBe(5000);
    expect(engine.child.exitCode).toBe(null);
  }, 60_000);

  it('the svc-sdk (TypeScript) conformance worker: it survives every frame and answers the barrier', async () => {
    expectPassed(
      await fuzzWorker({
        command: [process.execPath, workers('svc-sdk-ts.mjs')],
        runs: 200,
        ...(seed === undefined ? {} : { seed }),
        log,
      }),
    );
  }, 60_000);

  it('the svc-sdk (Python) conformance worker: it survives every frame and answers the barrier', async () => {
    expectPassed(
      await fuzzWorker({
        command: [PYTHON, workers('svc-sdk-py.py')],
        runs: 200,
        ...(seed === undefined ? {} : { seed }),
        log,
      }),
    );
  }, 60_000);
});
