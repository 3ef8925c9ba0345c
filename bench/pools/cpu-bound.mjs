// Throughput of a CPU-bound Python function (svc-sdk, sdk-py) served by a pool of 1, 2 and 4
// replicas of one worker (svc-bridge duplicate_functions: pool), against 1 replica in the same round.
// The three pools run side by side (each under its own name and function id; an idle pool costs no
// CPU) and are measured in turn (1, 2, 4, 4, 2, 1 each round), so load from elsewhere falls on all three.
//   node bench/pools/cpu-bound.mjs [rounds=5] [seconds-per-measure=3] [spin-rounds=200000] [in-flight=8]
// (run `make build` first; the replicas are engine/test/fixtures/pool_replica.py, as the tests use them)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { registerWorker } from 'svc-sdk';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const PYTHON = here('../../.venv/bin/python');
const REPLICA = here('../../engine/test/fixtures/pool_replica.py');
const [rounds = 5, seconds = 3, spin = 200_000, inFlight = 8] = process.argv.slice(2).map(Number);
const SIZES = [1, 2, 4];
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

const engine = spawn(process.execPath, [here('../../cli/bin/svc.js')], {
  env: { ...process.env, SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', SVC_LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise((resolve, reject) => {
  let out = '';
  engine.stdout.on('data', (d) => {
    out += d.toString();
    const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
    if (line) resolve(JSON.parse(line).bridge);
  });
  engine.once('exit', (code) => reject(new Error(`engine exited ${code}: ${out}`)));
});
const caller = registerWorker(url, { worker_name: 'bench-caller', logger: quiet });

/** Starts `count` replicas under a fresh name, serving `<prefix>::spin`; waits until all are listed. */
async function startPool(count, prefix) {
  const name = `bench-pool-${randomUUID().slice(0, 8)}`;
  const children = Array.from({ length: count }, () =>
    spawn(PYTHON, [REPLICA, url, name, prefix], { stdio: 'ignore' }),
  );
  for (;;) {
    const { workers } = await caller.trigger({ function_id: 'engine::workers::list', payload: {} });
    if (workers.filter((w) => w.name === name && w.function_count === 2).length === count) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return children;
}

/** Calls `<prefix>::spin` with `inFlight` calls always waiting, for `seconds`; calls completed per second. */
async function measure(prefix) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const pids = new Set();
  const lane = async () => {
    while (performance.now() < until) {
      const { pid } = await caller.trigger({
        function_id: `${prefix}::spin`,
        payload: { rounds: spin },
        timeout_ms: 60_000,
      });
      pids.add(pid);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, lane));
  return { perSecond: done / ((performance.now() - started) / 1000), served: pids.size };
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pools = [];
for (const size of SIZES) pools.push(...(await startPool(size, `bench${size}`)));
for (const size of SIZES) await measure(`bench${size}`); // warm-up: imports, first calls
const perRound = [];
for (let round = 0; round < rounds; round++) {
  // 1, 2, 4, then 4, 2, 1: a load that rises or falls through the round weighs on every size alike.
  const row = {};
  for (const size of SIZES) row[size] = await measure(`bench${size}`);
  for (const size of [...SIZES].reverse()) {
    const again = await measure(`bench${size}`);
    row[size] = {
      perSecond: (row[size].perSecond + again.perSecond) / 2,
      served: Math.max(row[size].served, again.served),
    };
  }
  perRound.push(row);
  process.stderr.write(
    `round ${round + 1}: ${SIZES.map((s) => `${s}: ${row[s].perSecond.toFixed(1)}/s`).join(', ')}\n`,
  );
}
for (const child of pools) child.kill('SIGKILL');
const result = SIZES.map((size) => ({
  replicas: size,
  calls_per_second: Number(median(perRound.map((r) => r[size].perSecond)).toFixed(1)),
  // The ratio of each round to its own 1-replica figure, then their median.
  vs_one_replica: Number(median(perRound.map((r) => r[size].perSecond / r[1].perSecond)).toFixed(2)),
  replicas_that_served: Math.min(...perRound.map((r) => r[size].served)),
}));
console.log(
  JSON.stringify(
    { seconds, spin_rounds: spin, in_flight: inFlight, cores: cpus().length, loadavg: loadavg(), result },
    null,
    2,
  ),
);
await caller.shutdown();
engine.kill();
