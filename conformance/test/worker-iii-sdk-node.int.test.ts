import { describe } from 'vitest';
import { conformanceMatrix } from './matrix.js';

describe('worker mode: iii-sdk-node', () => {
  conformanceMatrix('worker', () => ['worker', '--', process.execPath, 'conformance/workers/iii-sdk-node.mjs']);
});
