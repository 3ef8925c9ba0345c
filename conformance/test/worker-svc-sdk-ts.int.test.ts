import { describe } from 'vitest';
import { conformanceMatrix } from './matrix.js';

describe('worker mode: svc-sdk-ts', () => {
  conformanceMatrix('worker', () => ['worker', '--', process.execPath, 'conformance/workers/svc-sdk-ts.mjs']);
});
