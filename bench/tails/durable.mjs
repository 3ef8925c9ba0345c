// Where the slowest 1% of durable `state::set`s at 1 in flight spend their time: the engine on
// svc-state `file_based` (`durability: fsync`) runs with `--import stamps.mjs`, which stamps its
// file writes (the record log's batches, its free-space fills, the manifest's `writeSync`) and its
// garbage collections; this process stamps each set's send and answer on the same clock. Per set:
//   in:    the frame sent → the batch's write started (frame path, svc-state, the log's microtask)
//   write: the `O_DSYNC` write of the batch, in the thread pool
//   out:   the write done → the answer arrived (the manifest's `writeSync`, the answer's frame)
// and, for the slowest 1%, what overlapped them. Alternating with it in every round, in the same
// folder: `raw preallocated` (this process writes one record with `O_DSYNC` over synced zeroes,
// as the log does) and `get` (the round trip through the engine without a write), both p50/p99.
//   node bench/tails/durable.mjs [rounds=5] [calls=2000] [--engine <label>=<path to cli/bin/svc.js>]...
//     [--env <label>=<NAME>=<value>]...
import { constants, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { caller } from '../client.mjs';
import { writeDurableConfig } from '../state/durable-config.mjs';
import { envOptions, labelled, median, runDelay, slowest, stamped } from './processes.mjs';
import { now } from './stamps.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const argv = process.argv.slice(2);
const engines = { engine: here('../../cli/bin/svc.js'), ...labelled(argv, 'engine') };
// `--env <label>=<NAME>=<value>`: an environment variable for that engine.
const extraEnv = envOptions(argv);
const [rounds = 5, calls = 2000] = argv.map(Number);
const WARMUP = 200;
const dir = mkdtempSync(join(tmpdir(), 'svc-tails-state-'));
const VALUE = {
  status: 'active',
  counter: 42,
  metadata: { region: 'eu-west', tags: ['a', 'b'], updated_at: 1700000000000 },
};

const clientGc = [];
const offset = now() - performance.now();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    clientGc.push([entry.startTime + offset, entry.startTime + offset + entry.duration]);
}).observe({ entryTypes: ['gc'] });

async function startEngine(label, cli) {
  const folder = join(dir, label);
  mkdirSync(folder);
  const config = writeDurableConfig(folder);
  const engine = stamped([cli, 'start', '--config', config], join(folder, 'stamps.json'), {
    SVC_LOG_LEVEL: 'info',
    ...extraEnv[label],
  });
  const client = await caller((await engine.listening).bridge);
  return { child: engine.child, client, stamps: engine.stamps };
}

/** `count` calls one at a time after `WARMUP`: their send and answer stamps, and the run-queue waits (µs a call). */
async function timed(call, count, pids) {
  for (let i = 0; i < WARMUP; i++) await call(i);
  const delays = pids.map(runDelay);
  const sent = new Float64Array(count);
  const answered = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    sent[i] = now();
    await call(i);
    answered[i] = now();
  }
  return { sent, answered, waited: pids.map((pid, j) => (runDelay(pid) - delays[j]) / 1000 / count) };
}

function percentiles(sent, answered) {
  const totals = Array.from(sent, (s, i) => (answered[i] - s) * 1000).sort((a, b) => a - b);
  return { p50: totals[totals.length >> 1], p99: totals[Math.floor(totals.length * 0.99)] };
}

/** Each set's hops, and for the slowest 1% their medians and what overlapped them. */
function analyse({ sent, answered, waited }, stamps) {
  const from = sent[0];
  const to = answered[answered.length - 1];
  const writes = stamps.write.filter((w) => w[0] >= from && w[0] <= to);
  const records = writes.filter((w) => w[3] === 1 && w[2] < 65536);
  const rows = [];
  let r = 0;
  for (let i = 0; i < sent.length; i++) {
    while (r < records.length && records[r][0] < sent[i]) r++;
    const w = records[r];
    if (!w || w[0] > answered[i]) continue;
    rows.push({
      total: (answered[i] - sent[i]) * 1000,
      window: [sent[i], answered[i]],
      in: (w[0] - sent[i]) * 1000,
      write: (w[1] - w[0]) * 1000,
      out: (answered[i] - w[1]) * 1000,
      // The batch's bytes span two 4 KiB blocks of the file.
      crosses: w[4] >= 0 && Math.floor(w[4] / 4096) !== Math.floor((w[4] + w[2] - 1) / 4096),
    });
  }
  const hops = ['in', 'write', 'out'];
  const { slow, hopMedian, blame } = slowest(rows, hops);
  const events = {
    'free-space fill': writes.filter((w) => (w[3] === 1 && w[2] >= 65536) || w[3] === 2),
    'manifest writeSync': writes.filter((w) => w[3] === 3),
    'engine GC': stamps.gc.map((g) => [g[0], g[0] + g[1]]),
    'client GC': clientGc,
  };
  const overlap = {};
  for (const [name, list] of Object.entries(events)) {
    const lengths = list.map((e) => (e[1] - e[0]) * 1000);
    overlap[name] = [share(slow, list), share(rows, list), list.length, median(lengths) ?? 0, Math.max(0, ...lengths)];
  }
  // The manifest's writeSync after each batch: its length in the slowest 1%'s windows and in all.
  const manifests = events['manifest writeSync'];
  const manifestIn = (row) => {
    const m = manifests.find((e) => e[0] >= row.window[0] && e[0] <= row.window[1]);
    return m ? (m[1] - m[0]) * 1000 : 0;
  };
  return {
    manifest: [median(rows.map(manifestIn)), median(slow.map(manifestIn)), Math.max(...slow.map(manifestIn))],
    // The batch's write alone, p50 and p99 over all sets: to set beside `raw preallocated`'s.
    write: [
      percentile(
        rows.map((row) => row.write),
        0.5,
      ),
      percentile(
        rows.map((row) => row.write),
        0.99,
      ),
    ],
    matched: rows.length,
    // Share of the slowest 1%, and of all sets, whose batch spans two blocks.
    crossing: [
      slow.filter((row) => row.crosses).length / slow.length,
      rows.filter((row) => row.crosses).length / rows.length,
    ],
    hops: Object.fromEntries(hops.map((h) => [h, [hopMedian[h], median(slow.map((row) => row[h]))]])),
    blame,
    overlap,
    waited,
  };
}

function share(rows, events) {
  let hit = 0;
  for (const { window } of rows) if (events.some((e) => e[0] < window[1] && e[1] > window[0])) hit++;
  return rows.length ? hit / rows.length : 0;
}

function percentile(values, p) {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * p)];
}

const record = Buffer.from(`${JSON.stringify({ scope: 'bench', key: 'k1', value: VALUE })}\n`);
const pre = await open(join(dir, 'raw-pre.log'), constants.O_WRONLY | constants.O_CREAT | constants.O_DSYNC);
await pre.write(Buffer.alloc(rounds * (calls + WARMUP) * record.length), 0, undefined, 0);
await pre.datasync();
let preAt = 0;
const phases = {
  'raw preallocated': {
    call: () => {
      const at = preAt;
      preAt += record.length;
      return pre.write(record, 0, record.length, at);
    },
    pids: [process.pid],
  },
};
const started = [];
for (const [label, cli] of Object.entries(engines)) {
  const engine = await startEngine(label, cli);
  started.push(engine);
  const invoke = async (function_id, data) => {
    const answer = await engine.client.call(function_id, data);
    if (answer.error) throw new Error(`${label} ${function_id} failed: ${JSON.stringify(answer.error)}`);
  };
  const pids = [engine.child.pid, process.pid];
  phases[`${label} set`] = {
    call: (i) => invoke('state::set', { scope: 'bench', key: `k${i % 1000}`, value: VALUE }),
    pids,
    stamps: engine.stamps,
  };
  phases[`${label} get`] = { call: () => invoke('state::get', { scope: 'bench', key: 'k0' }), pids };
}

const results = {};
const names = Object.keys(phases);
for (let round = 0; round < rounds; round++) {
  for (const name of round % 2 === 0 ? names : [...names].reverse()) {
    const { call, pids, stamps } = phases[name];
    const run = await timed(call, calls, pids);
    const row = { ...percentiles(run.sent, run.answered), waited: run.waited };
    if (stamps) Object.assign(row, analyse(run, await stamps()));
    (results[name] ??= []).push(row);
  }
  process.stderr.write(`round ${round + 1}/${rounds} done\n`);
}
for (const engine of started) {
  engine.client.close();
  engine.child.kill();
  await new Promise((resolve) => engine.child.once('exit', resolve));
}
await pre.close();
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify(results));

const f = (n) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(n >= 10 ? 1 : 2));
const pct = (n) => `${(n * 100).toFixed(0)}%`;
const med = (rows, pick) => median(rows.map(pick));
console.log(`\n${calls} calls a round at 1 in flight, ${rounds} rounds; medians over rounds (µs)\n`);
console.log('| phase | p50 | p99 | p99 / raw preallocated p99 | run-queue wait µs a call: server, client |');
console.log('|---|---:|---:|---:|---|');
for (const [name, rows] of Object.entries(results)) {
  const ratio = med(rows, (r, i) => r.p99 / results['raw preallocated'][i].p99);
  const waits = rows[0].waited.map((_, j) => f(med(rows, (r) => r.waited[j])));
  console.log(
    `| ${name} | ${f(med(rows, (r) => r.p50))} | ${f(med(rows, (r) => r.p99))} | ${ratio.toFixed(2)} | ` +
      `${waits.join(', ')} |`,
  );
}
console.log(
  '\nSets: median hop of all → of the slowest 1% (share of the slowest 1% whose largest excess is that hop)\n',
);
for (const [name, rows] of Object.entries(results)) {
  if (!rows[0].hops) continue;
  const cells = Object.keys(rows[0].hops).map(
    (h) =>
      `${h} ${f(med(rows, (r) => r.hops[h][0]))} → ${f(med(rows, (r) => r.hops[h][1]))} ` +
      `(${pct(med(rows, (r) => r.blame[h]))})`,
  );
  console.log(`- ${name} (${f(med(rows, (r) => r.matched))} sets matched to their write): ${cells.join('; ')}`);
  const [p50, p99] = [0, 1].map((k) => f(med(rows, (r) => r.write[k])));
  const ratio = med(rows, (r, i) => r.write[1] / results['raw preallocated'][i].p99).toFixed(2);
  console.log(
    `  the batch's write alone: p50 ${p50}, p99 ${p99} µs (p99 / raw preallocated p99, median of rounds: ${ratio})`,
  );
  const overlaps = Object.keys(rows[0].overlap).map((event) => {
    const [slow, all, n, typical, longest] = [0, 1, 2, 3, 4].map((k) => med(rows, (r) => r.overlap[event][k]));
    return `${event} ${pct(slow)} vs ${pct(all)} (${f(n)} a round, ${f(typical)} / ${f(longest)} µs)`;
  });
  console.log(`  overlapping the slowest 1% against all sets: ${overlaps.join('; ')}`);
  const [all, slow, longest] = [0, 1, 2].map((k) => f(med(rows, (r) => r.manifest[k])));
  const [slowCross, allCross] = [0, 1].map((k) => pct(med(rows, (r) => r.crossing[k])));
  console.log(`  batches spanning two 4 KiB blocks: ${slowCross} of the slowest 1%, ${allCross} of all`);
  console.log(
    `  the manifest's writeSync in a set's window: ${all} µs for all, ${slow} for the slowest 1% (longest ${longest})`,
  );
}
