// What svc-sdk's exact-number frame codec (sdk-ts/src/core/json.ts, ADR 0022) costs a call,
// against the same SDK with the plain `JSON.parse` / `JSON.stringify` it replaced, in the same run:
// the built SDK is copied to bench/sdk-codec/.plain/dist (ignored by git) with its codec swapped,
// and each round runs a caller and a responder of each variant through one real engine (default
// config), alternating: calls/s with 100 in flight, and the p50 of one call at a time. The payload
// holds no number a double changes, as almost every payload; the codec's cost there is its
// pattern test per frame.
//   node bench/sdk-codec/run.mjs [rounds=5] [seconds=2]      (run `make build` first)
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { start } from '../http/server-process.mjs';
import { latency, throughput } from '../measure.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const plainDir = fileURLToPath(new URL('./.plain/', import.meta.url));
const rounds = Number(process.argv[2] ?? 5);
const seconds = Number(process.argv[3] ?? 2);
const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

rmSync(plainDir, { recursive: true, force: true });
cpSync(`${root}sdk-ts/dist`, `${plainDir}dist`, { recursive: true });
writeFileSync(
  `${plainDir}dist/core/json.js`,
  [
    'export const decodeJson = (text) => JSON.parse(text);',
    'export const encodeJson = (value) => JSON.stringify(value);',
    '',
  ].join('\n'),
);
const variants = {
  exact: (await import(`${root}sdk-ts/dist/index.js`)).registerWorker,
  plain: (await import(`${plainDir}dist/index.js`)).registerWorker,
};

const { child, listening } = start([`${root}cli/bin/svc.js`], { SVC_PORT: '0', SVC_HTTP_PORT: '0' });
const { bridge: url } = await listening;

async function measure(name) {
  const registerWorker = variants[name];
  const responder = registerWorker(url, { worker_name: `responder-${name}`, logger: quiet });
  const fn = `bench::echo-${name}-${Math.random().toString(36).slice(2)}`;
  responder.registerFunction(fn, (payload) => payload);
  const caller = registerWorker(url, { worker_name: `caller-${name}`, logger: quiet });
  const payload = {
    order: 'o-1842',
    sku: 'sku-0',
    qty: 3,
    cents: 1999,
    at: '2026-11-24T07:00:00Z',
    note: 'x'.repeat(60),
  };
  const call = () => caller.trigger({ function_id: fn, payload });
  for (;;) {
    try {
      await caller.trigger({ function_id: fn, payload, timeout_ms: 1000 });
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  const { p50_us } = await latency(call, 2000, 1000);
  const perSecond = await throughput(call, 100, seconds * 1000);
  await Promise.all([caller.shutdown(), responder.shutdown()]);
  return { p50_us, perSecond };
}

const figures = { exact: [], plain: [] };
try {
  for (let round = 0; round < rounds; round++)
    for (const name of round % 2 === 0 ? ['plain', 'exact'] : ['exact', 'plain'])
      figures[name].push(await measure(name));
} finally {
  child.kill('SIGTERM');
  rmSync(plainDir, { recursive: true, force: true });
}
const pick = (name, key) => median(figures[name].map((f) => f[key]));
const ratios = figures.exact.map((f, i) => f.perSecond / figures.plain[i].perSecond);
console.log(
  JSON.stringify({
    rounds,
    plain_calls_s: pick('plain', 'perSecond'),
    exact_calls_s: pick('exact', 'perSecond'),
    median_ratio: Math.round(median(ratios) * 100) / 100,
    plain_p50_us: Math.round(pick('plain', 'p50_us')),
    exact_p50_us: Math.round(pick('exact', 'p50_us')),
    per_round: figures.exact.map((f, i) => ({ plain: figures.plain[i].perSecond, exact: f.perSecond })),
  }),
);
