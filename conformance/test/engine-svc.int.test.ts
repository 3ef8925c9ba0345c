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
  // The stream socket and the HTTP API are the listeners the engine reported, on ports of its choosing.
  // svc's engine keeps the svc profile; the cases of the other profiles are skipped.
  conformanceMatrix(
    'engine',
    () => [
      'engine',
      '--url',
      engine.url,
      '--stream-url',
      engine.listeners.stream!.replace(/^http/, 'ws'),
      '--http-url',
      engine.listeners.http!,
    ],
    'svc',
  );
});
