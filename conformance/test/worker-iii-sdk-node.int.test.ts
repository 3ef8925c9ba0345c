import { describe } from 'vitest';
import { conformanceMatrix } from './matrix.js';

describe('worker mode: iii-sdk-node', () => {
  // iii-sdk 0.22.1 walks a received payload recursively (its channel-reference resolver). On
  // Node's default 984 KB stack a payload nested 5,000 levels deep overflows it in about one run
  // in ten, as the JIT state varies: a limit of that SDK, not a protocol difference. Twice the
  // stack makes the run repeatable; svc-sdk's workers run on the default.
  conformanceMatrix('worker', () => [
    'worker',
    '--',
    process.execPath,
    '--stack-size=2000',
    'conformance/workers/iii-sdk-node.mjs',
  ]);
});
