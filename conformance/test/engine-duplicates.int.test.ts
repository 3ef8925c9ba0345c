import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EngineProcess, startEngineProcess } from '../../engine/test/process.js';
import { loadCases, type Profile } from '../src/cases.js';
import { runEngineMode } from '../src/runner.js';

// The duplicate-id rule's cases, run against svc's engine in each svc-bridge `duplicate_functions`
// mode (the `svc` profile, pool, runs with the whole matrix in engine-svc.int.test.ts too).
const FILES = loadCases().files.filter((f) => f.name === 'engine/duplicates' || f.name === 'engine/registration');

const MODES: [Profile, string][] = [
  ['svc', 'pool'],
  ['svc-reject', 'reject'],
  ['svc-takeover', 'takeover'],
];

describe.each(MODES)('profile %s (duplicate_functions: %s)', (profile, mode) => {
  let engine: EngineProcess;
  beforeAll(async () => {
    engine = await startEngineProcess([], { SVC_DUPLICATE_FUNCTIONS: mode });
  });
  afterAll(async () => {
    await engine.kill();
  });

  it('passes every registration and duplicate-id case of the profile', async () => {
    const results = await runEngineMode(FILES, engine.url, { profile, timeScale: 2 });
    const failed = results.filter((r) => r.status === 'failed');
    expect(failed.map((r) => `${r.id}: ${r.message}\n${(r.details ?? []).join('\n')}`)).toEqual([]);
    const passed = results.filter((r) => r.status === 'passed').map((r) => r.id);
    // Each mode has cases of its own: the run is not vacuous.
    expect(passed.some((id) => id.includes('whatever the duplicate mode'))).toBe(true);
    if (mode === 'takeover') expect(passed.some((id) => id.includes('last writer wins'))).toBe(true);
    else expect(passed.some((id) => id.includes('second live connection registers the same id'))).toBe(true);
    if (mode === 'pool') expect(passed.some((id) => id.includes('serve one id together'))).toBe(true);
  });
});
