// svc-state's store in process, on each adapter, each next to a baseline measured in the same run:
//   memory: state get/set vs a Map of JSON texts behind an async function (the floor of any
//           in-memory store with an async API), one call at a time;
//   file:   state set with durability fsync, 100 concurrent writers, vs the same writers appending
//           to a raw log with one write + fdatasync per batch (group commit and nothing else);
//   redis:  state set/get vs a raw @redis/client loop storing the same value as JSON (SET of
//           JSON.stringify, JSON.parse of GET), 100 in flight (and 1 for latency), on a
//           redis-server this script starts on a free loopback port.
// For each pair, baseline and svc-state alternate in short slices, each after a short warm-up,
// so load from elsewhere on the machine hits both alike; each rate is the median over the
// slices, each ratio the median of the ratios of adjacent slices.
//   node bench/state/stores.mjs [slices=5] [seconds-per-slice=0.5]      (run `make build` first)
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import { createLogger } from '../../engine/dist/log.js';
import { FileAdapter } from '../../engine/dist/modules/state/adapters/file.js';
import { MemoryAdapter } from '../../engine/dist/modules/state/adapters/memory.js';
import { RedisAdapter } from '../../engine/dist/modules/state/adapters/redis.js';
import { StateStore } from '../../engine/dist/modules/state/store.js';

const [slices = 5, seconds = 0.5] = process.argv.slice(2).map(Number);
const silent = createLogger('error', () => {});
const temp = (name) => mkdtempSync(join(tmpdir(), name));
// The value of iii's state adapter benchmark.
const VALUE = {
  status: 'active',
  counter: 42,
  metadata: { region: 'eu-west', tags: ['a', 'b'], updated_at: 1700000000000 },
};
const TEXT = JSON.stringify(VALUE);
const KEYS = 10_000;
const key = (i) => `k${i % KEYS}`;

/**
 * Runs `op(i)` from `lanes` concurrent loops for the slice; returns ops/s and, when `timed`, the
 * median latency (µs). The loops read the clock themselves, not a timer: an in-memory store
 * answers in microtasks and would never let a timer fire. A single loop reads it every 64 ops
 * (cheap enough for a million ops a second); concurrent loops move in step, so each reads it
 * every op, or they would all stop at the same multiple of 64 and round the count.
 */
async function drive(lanes, op, timed, warmup = true) {
  // Each side starts from its own steady state, not from whatever ran before it.
  if (warmup) await drive(lanes, op, false, false);
  let done = 0;
  const samples = [];
  const started = performance.now();
  const deadline = started + (warmup ? seconds * 1000 : 150);
  let running = true;
  const every = lanes === 1 ? 63 : 0;
  const lane = async (l) => {
    for (let i = l, n = 0; running; i += lanes, n++) {
      const start = timed ? process.hrtime.bigint() : 0n;
      await op(i);
      if (timed) samples.push(Number(process.hrtime.bigint() - start));
      done++;
      if ((n & every) === 0 && performance.now() > deadline) running = false;
    }
  };
  await Promise.all(Array.from({ length: lanes }, (_, l) => lane(l)));
  samples.sort((a, b) => a - b);
  return {
    rate: (done * 1000) / (performance.now() - started),
    p50_us: timed ? samples[Math.floor(samples.length / 2)] / 1000 : 0,
  };
}

/**
 * A raw append-only log with group commit: the floor under the file adapter. Like the adapter,
 * which compacts, it never grows past 16 MiB (it starts over), so neither side makes the kernel
 * write back an ever larger file.
 */
async function rawLog() {
  const handle = await open(join(temp('bench-log-'), 'raw.log'), 'a');
  let pending = [];
  let waiters = [];
  let flushing = false;
  let size = 0;
  const flush = async () => {
    flushing = true;
    while (pending.length > 0) {
      const [lines, done] = [pending, waiters];
      [pending, waiters] = [[], []];
      const data = lines.join('');
      if ((size += data.length) > 16 * 1024 * 1024) {
        await handle.truncate(0);
        size = data.length;
      }
      await handle.appendFile(data);
      await handle.datasync();
      for (const resolve of done) resolve();
    }
    flushing = false;
  };
  const append = (line) =>
    new Promise((resolve) => {
      pending.push(line);
      waiters.push(resolve);
      if (!flushing) setImmediate(flush);
    });
  return { append, close: () => handle.close() };
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const server = spawn(
  'redis-server',
  ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise((resolve) => server.stdout.on('data', (d) => d.toString().includes('Ready to accept') && resolve()));
const url = `redis://127.0.0.1:${port}`;

const memory = new StateStore(new MemoryAdapter(), { maxValueBytes: 1 << 20 });
const map = new Map();
const mapSet = async (k, v) => void map.set(k, JSON.stringify(v));
const mapGet = async (k) => JSON.parse(map.get(k) ?? 'null');
const fileAdapter = await FileAdapter.open({
  dir: temp('bench-state-'),
  durability: 'fsync',
  batchWindowMs: 1000,
  logger: silent,
});
const file = new StateStore(fileAdapter, { maxValueBytes: 1 << 20 });
const log = await rawLog();
const redisAdapter = await RedisAdapter.open({ url, keyPrefix: 'bench:', commandTimeoutMs: 2000, logger: silent });
const redis = new StateStore(redisAdapter, { maxValueBytes: 1 << 20 });
const client = await createClient({ url }).connect();
for (let i = 0; i < KEYS; i++) {
  await mapSet(key(i), VALUE);
  await memory.set('bench', key(i), VALUE);
  await redis.set('bench', key(i), VALUE);
  await client.set(`raw:${key(i)}`, TEXT);
}

/** Pairs of [lanes, timed, baseline, svc-state]: both sides run alike. */
const PAIRS = {
  redis_set: [
    100,
    false,
    (i) => client.set(`raw:${key(i)}`, JSON.stringify(VALUE)),
    (i) => redis.set('bench', key(i), VALUE),
  ],
  redis_get: [
    100,
    false,
    async (i) => JSON.parse(await client.get(`raw:${key(i)}`)),
    (i) => redis.get('bench', key(i)),
  ],
  redis_set_1: [
    1,
    true,
    (i) => client.set(`raw:${key(i)}`, JSON.stringify(VALUE)),
    (i) => redis.set('bench', key(i), VALUE),
  ],
  redis_get_1: [1, true, async (i) => JSON.parse(await client.get(`raw:${key(i)}`)), (i) => redis.get('bench', key(i))],
  file_set: [
    100,
    true,
    (i) => log.append(`${JSON.stringify({ s: 'bench', k: key(i), v: VALUE })}\n`),
    (i) => file.set('bench', key(i), VALUE),
  ],
  memory_get: [1, false, (i) => mapGet(key(i)), (i) => memory.get('bench', key(i))],
  memory_set: [1, false, (i) => mapSet(key(i), VALUE), (i) => memory.set('bench', key(i), VALUE)],
};

const samples = Object.fromEntries(Object.keys(PAIRS).map((name) => [name, { baseline: [], state: [] }]));
// One pair at a time: interleaving the pairs let the file and memory phases (writeback, a spinning
// CPU) change how fast the next Redis phase ran, by up to two times on the test VM.
for (const [name, [lanes, timed, baseline, state]] of Object.entries(PAIRS)) {
  for (let slice = 0; slice < slices; slice++) {
    const order = slice % 2 === 0 ? ['baseline', 'state'] : ['state', 'baseline'];
    for (const side of order)
      samples[name][side].push(await drive(lanes, side === 'baseline' ? baseline : state, timed));
  }
}
await fileAdapter.close();
await log.close();
await redisAdapter.close();
await client.close();
server.kill('SIGTERM');

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = Object.fromEntries(
  Object.entries(samples).map(([name, { baseline, state }]) => [
    name,
    {
      baseline: {
        rate: Math.round(median(baseline.map((s) => s.rate))),
        p50_us: +median(baseline.map((s) => s.p50_us)).toFixed(1),
      },
      state: {
        rate: Math.round(median(state.map((s) => s.rate))),
        p50_us: +median(state.map((s) => s.p50_us)).toFixed(1),
      },
      rate_ratio: +median(state.map((s, i) => s.rate / baseline[i].rate)).toFixed(2),
      p50_ratio: +median(state.map((s, i) => s.p50_us / baseline[i].p50_us || 0)).toFixed(2),
    },
  ]),
);
console.log(JSON.stringify({ slices, seconds, summary, samples }, null, 2));
const row = (metric, baseline, state, ratio, target) =>
  console.log(
    `| ${metric} | ${baseline.toLocaleString('en')} | ${state.toLocaleString('en')} | ` +
      `${ratio.toFixed(2)} | ${target} |`,
  );
const s = summary;
const rates = (pair, metric, target) =>
  row(metric, s[pair].baseline.rate, s[pair].state.rate, s[pair].rate_ratio, target);
const p50s = (pair, metric, target) =>
  row(metric, s[pair].baseline.p50_us, s[pair].state.p50_us, s[pair].p50_ratio, target);
console.log('\n| metric | baseline | svc-state | svc-state / baseline | target |\n|---|---:|---:|---:|---|');
rates('memory_get', 'memory gets/s, in process', '≥ 1,000,000/s');
rates('memory_set', 'memory sets/s, in process', '≥ 500,000/s');
rates('file_set', 'file sets/s, fsync, 100 writers', '≥ 50,000/s');
p50s('file_set', 'file set p50 (µs), 100 writers', '≤ 1,000 µs');
rates('redis_set', 'redis sets/s, 100 in flight', '≥ 0.8× raw');
rates('redis_get', 'redis gets/s, 100 in flight', '≥ 0.8× raw');
p50s('redis_set_1', 'redis set p50 (µs), 1 in flight', '≤ raw + 15 µs');
p50s('redis_get_1', 'redis get p50 (µs), 1 in flight', '≤ raw + 15 µs');
