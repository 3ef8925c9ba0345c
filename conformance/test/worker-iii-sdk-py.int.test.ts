import { describe } from 'vitest';
import { conformanceMatrix, PYTHON } from './matrix.js';

describe('worker mode: iii-sdk-py', () => {
  conformanceMatrix('worker', () => ['worker', '--', PYTHON, 'conformance/workers/iii-sdk-py.py']);
});
