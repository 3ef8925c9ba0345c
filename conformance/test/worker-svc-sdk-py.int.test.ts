import { describe } from 'vitest';
import { conformanceMatrix, PYTHON } from './matrix.js';

describe('worker mode: svc-sdk-py', () => {
  conformanceMatrix('worker', () => ['worker', '--', PYTHON, 'conformance/workers/svc-sdk-py.py']);
});
