import { afterAll, beforeAll, describe } from 'vitest';
import { startEngineProcess, type EngineProcess } from '../../engine/test/process.js';
import { conformanceMatrix } from './matrix.js';

describe('engine mode: svc engine on its default config', () => {
  let engine: EngineProcess;
  beforeAll(async () => {
    engine = await startEngineProcess();
  });
  afterAll(async () => {
    await engine.kill();
  });
  conformanceMatrix('engine', () => ['engine', '--url', engine.url]);
});
