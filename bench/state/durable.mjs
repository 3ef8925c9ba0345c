// Durable `state::set` against the least a durable write needs: the svc engine with svc-state on
// `file_based` (`durability: fsync`) in a temporary folder, called from this process, and,
// alternating with it in the same run, one record (the same bytes) appended to a file in the same
// folder and synced with `fdatasync` before the next. (Where the temporary folder is a tmpfs, a
// sync costs nothing: point TMPDIR at a disk.)
//   node bench/state/durable.mjs [rounds=5] [calls-per-round=2000] [--engine <label>=<path to cli/bin/svc.js>]...
//       [--only <phase>,...]
// Each --engine adds another build of the engine (another checkout, e.g. the commit before a
// change) to every round; --only keeps the phases named (`set100` alone: more rounds in the time).
// Phases, each round in alternating order, p50 of each:
// - `raw`: `FileHandle.write` + `datasync` of one record, in this process (the baseline);
// - `raw O_DSYNC`: the record written to a file opened with `O_DSYNC` (one call, durable on return);
// - `raw preallocated`: the record written with `O_DSYNC` at the next position of a file already
//   zero-filled and synced, as the record log writes into its free space (no new size to commit);
// - `raw behind a socket`: the raw write + `fdatasync` done by a bare WebSocket server in another
//   process (`sync-server.mjs`) for each call of the same client: the sync plus the round trip
//   between two processes that sleep while the disk works, with no engine in between;
// - per engine, `set` (`state::set` at 1 in flight), `get` (`state::get` of one key at 1 in flight:
//   the round trip through the engine and svc-state without the write) and `set100` (`state::set`
//   with 100 in flight: calls/s and p50), with the engine's CPU time per call (/proc, user + system).
import { spawn } from 'node:child_process';
import { constants, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caller } from '../client.mjs';
import { cpuMs, latency } from '../measure.mjs';
import { writeDurableConfig } from './durable-config.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const argv = process.argv.slice(2);
const engines = { engine: here('../../cli/bin/svc.js') };
for (let i = argv.indexOf('--engine'); i >= 0; i = argv.indexOf('--engine')) {
  const [label, path] = argv.splice(i, 2)[1].split('=');
  engines[label] = path;
}
const only = argv.includes('--only') ? argv.splice(argv.indexOf('--only'), 2)[1].split(',') : undefined;
const [rounds = 5, calls = 2000] = argv.map(Number);
const dir = mkdtempSync(join(tmpdir(), 'svc-bench-state-'));

/** Starts `args` and resolves with the child and the line of its output that holds `marker`, parsed. */
function startServer(args, marker) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, SVC_LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.includes(marker));
      if (line) resolve({ child, line: JSON.parse(line) });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${out}`)));
  });
}

/** Starts the engine at `path` on its own state folder and connects a caller to it. */
async function startEngine(label, path) {
  const folder = join(dir, label);
  mkdirSync(folder);
  const config = writeDurableConfig(folder);
  const { child, line } = await startServer([path, 'start', '--config', config], '"msg":"listening"');
  return { child, ...(await caller(line.bridge)) };
}

/** p50 latency and calls/s of `call()` with `inFlight` callers, over `count` calls after as many to warm up. */
async function loaded(call, inFlight, count) {
  const samples = [];
  let started = 0;
  const lane = async (measure) => {
    while (started < count) {
      started++;
      const start = process.hrtime.bigint();
      await call();
      if (measure) samples.push(Number(process.hrtime.bigint() - start) / 1000);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, () => lane(false)));
  started = 0;
  const begun = performance.now();
  await Promise.all(Array.from({ length: inFlight }, () => lane(true)));
  const rate = (samples.length * 1000) / (performance.now() - begun);
  samples.sort((a, b) => a - b);
  return { p50_us: samples[samples.length >> 1], rate: Math.round(rate) };
}

const VALUE = {
  status: 'active',
  counter: 42,
  metadata: { region: 'eu-west', tags: ['a', 'b'], updated_at: 1700000000000 },
};
const record = Buffer.from(`${JSON.stringify({ scope: 'bench', key: 'k1', value: VALUE })}\n`);
const APPEND = constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND;
const raw = await open(join(dir, 'raw.log'), APPEND);
const rawDsync = await open(join(dir, 'raw-dsync.log'), APPEND | constants.O_DSYNC);
const rawPre = await open(join(dir, 'raw-pre.log'), constants.O_WRONLY | constants.O_CREAT | constants.O_DSYNC);
// Room for every call of the phase: warm-up and measured, every round.
await rawPre.write(Buffer.alloc(rounds * (calls + 200) * record.length), 0, undefined, 0);
await rawPre.datasync();
let rawPreAt = 0;
const server = await startServer([here('./sync-server.mjs'), join(dir, 'raw-server.log')], '"url"');
const serverCaller = await caller(server.line.url);
/** Each phase: what one call is, calls per round, in flight, and the process whose CPU time is read. */
const phases = {
  raw: {
    call: async () => {
      await raw.write(record);
      await raw.datasync();
    },
  },
  'raw O_DSYNC': { call: () => rawDsync.write(record) },
  'raw preallocated': {
    call: () => {
      const position = rawPreAt;
      rawPreAt += record.length;
      return rawPre.write(record, 0, record.length, position);
    },
  },
  'raw behind a socket': {
    call: () => serverCaller.call('raw::append', { scope: 'bench', key: 'k1', value: VALUE }),
    pid: server.child.pid,
  },
};
const children = [server.child];
const closers = [serverCaller.close];
for (const [label, path] of Object.entries(engines)) {
  const engine = await startEngine(label, path);
  children.push(engine.child);
  closers.push(engine.close);
  let n = 0;
  const invoke = async (function_id, data) => {
    const answer = await engine.call(function_id, data);
    if (answer.error) throw new Error(`${label} ${function_id} failed: ${JSON.stringify(answer.error)}`);
  };
  const set = () => invoke('state::set', { scope: 'bench', key: `k${n++ % 1000}`, value: VALUE });
  await set();
  const pid = engine.child.pid;
  phases[`${label} set`] = { call: set, pid };
  phases[`${label} get`] = { call: () => invoke('state::get', { scope: 'bench', key: 'k0' }), pid };
  phases[`${label} set100`] = { call: set, pid, inFlight: 100 };
}

const results = {};
const names = Object.keys(phases).filter((name) => !only || only.some((phase) => name.endsWith(phase)));
for (let round = 0; round < rounds; round++)
  for (const name of round % 2 === 0 ? names : [...names].reverse()) {
    const { call, pid, inFlight } = phases[name];
    const cpu = pid && cpuMs(pid);
    const result = inFlight ? await loaded(call, inFlight, calls * 10) : await latency(call, calls, 200);
    const row = { p50_us: Math.round(result.p50_us) };
    if (result.p99_us) row.p99_us = Math.round(result.p99_us);
    if (result.rate) row.rate = result.rate;
    // Warm-up calls included: 200 at 1 in flight, as many as measured at 100.
    if (pid) row.cpu_us = Math.round(((cpuMs(pid) - cpu) * 1000) / (inFlight ? calls * 20 : calls + 200));
    (results[name] ??= []).push(row);
  }
for (const close of closers) close();
for (const child of children) {
  child.kill();
  await new Promise((resolve) => child.once('exit', resolve));
}
await raw.close();
await rawDsync.close();
await rawPre.close();
rmSync(dir, { recursive: true, force: true });

const median = (values) => (values ? [...values].sort((a, b) => a - b)[values.length >> 1] : undefined);
const of = (name, field = 'p50_us') => median(results[name]?.map((r) => r[field])) ?? '–';
/** The median over rounds of `name`'s p50 over the raw sync's p50 of the same round. */
const ratio = (name, base = 'raw') =>
  median(results[base] && results[name]?.map((r, i) => r.p50_us / results[base][i].p50_us))?.toFixed(2) ?? '–';
console.log(JSON.stringify({ rounds, calls, results }));
console.log(
  `\np50 µs: raw write + fdatasync ${of('raw')}, raw O_DSYNC write ${of('raw O_DSYNC')} ` +
    `(${ratio('raw O_DSYNC')}× raw), raw preallocated ${of('raw preallocated')} (${ratio('raw preallocated')}× raw), ` +
    `raw behind a socket ${of('raw behind a socket')} ` +
    `(${ratio('raw behind a socket')}× raw; its server's CPU µs per call ${of('raw behind a socket', 'cpu_us')})`,
);
console.log(
  '\n| engine | set p50 µs | set / raw | target | get p50 µs | set / raw behind a socket | set / raw preallocated | ' +
    'CPU µs per set | per get | 100 in flight: sets/s | p50 µs | CPU µs per set | set p50, sets/s ÷ engine |',
);
console.log('|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
/** The median over rounds of `field` of `name` over the same of `base` in the same round. */
const versus = (name, base, field) =>
  median(results[name]?.map((r, i) => r[field] / results[base][i][field]))?.toFixed(2) ?? '–';
for (const label of Object.keys(engines)) {
  const [set, get, set100] = ['set', 'get', 'set100'].map((phase) => `${label} ${phase}`);
  console.log(
    `| ${label} | ${of(set)} | ${ratio(set)} | ≤ 1.5 | ${of(get)} | ${ratio(set, 'raw behind a socket')} | ` +
      `${ratio(set, 'raw preallocated')} | ` +
      `${of(set, 'cpu_us')} | ${of(get, 'cpu_us')} | ${of(set100, 'rate').toLocaleString('en')} | ` +
      `${of(set100)} | ${of(set100, 'cpu_us')} | ${versus(set, 'engine set', 'p50_us')}, ` +
      `${versus(set100, 'engine set100', 'rate')} |`,
  );
}
