// Engines on one Redis (`cluster:`): cross-engine calls against local calls in the same run, and
// how throughput grows with engines. Starts its own redis-server on a free port.
//   node bench/cluster/run.mjs [calls=30000] [rounds=3] [--seconds=5] [--pair-only]
//     [--engine <label>=<path to cli/bin/svc.js>]... [--node-flags="--cpu-prof --cpu-prof-dir=DIR"]
// 1. local: a caller and the echo worker on engine A. cross: the caller on engine B, the worker
//    on A (every call crosses B → A → B). p50 latency one call at a time, calls/s at 100 in flight,
//    and the CPU time of the engines per call (A's for local; A's plus B's for cross). Each
//    --engine adds another build (e.g. the commit before a change) with its own pair of engines,
//    measured in the same rounds, alternately with this checkout's.
// 2. scale: 1, 2 and 3 engines, each with its own echo worker and its own caller at 100 in flight
//    (a load balancer spreading clients); engine i pinned to core i mod cores with taskset.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { caller } from '../client.mjs';
import { cpuMs, latency, throughput } from '../measure.mjs';

/** System (kernel) CPU time of `pid` in ms, from /proc (field 15 of proc_pid_stat(5)). */
const sysMs = (pid) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[12]) * 10;

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const args = process.argv.slice(2);
const builds = { engine: here('../../cli/bin/svc.js') };
for (let i = args.indexOf('--engine'); i >= 0; i = args.indexOf('--engine')) {
  const [label, path] = args.splice(i, 2)[1].split('=');
  builds[label] = path;
}
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const seconds = Number(option('seconds') ?? 5);
/** Flags for the engines' node (`--cpu-prof --cpu-prof-dir=...` to profile them). */
const nodeFlags = option('node-flags')?.split(' ').filter(Boolean) ?? [];
const pairOnly = args.includes('--pair-only');
/** Only cross-engine calls in the pair, and no latency phase (to profile the engines on them alone). */
const crossOnly = args.includes('--cross-only');
const [calls = 30_000, rounds = 3] = args.filter((a) => !a.startsWith('--')).map(Number);
const payload = { order: 'o-123', items: [1, 2, 3], note: 'benchmark payload of about 100 bytes' };
const children = [];
const hasTaskset = spawnSync('taskset', ['-V']).status === 0;
const cores = cpus().length;

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function run(command, argv, onLine) {
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
    onLine?.(out);
  });
  return child;
}

async function startRedis() {
  const port = await freePort();
  await new Promise((resolve) => {
    run('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], (out) => {
      if (out.includes('Ready to accept')) resolve();
    });
  });
  return `redis://127.0.0.1:${port}`;
}

/** Starts engine `id` of the cluster on `redisUrl`, pinned to `core` when taskset is there. */
async function startEngine(redisUrl, id, core, cli = builds.engine) {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-cluster-'));
  const config = join(dir, 'svc.config.yaml');
  writeFileSync(
    config,
    `cluster: { redis_url: "${redisUrl}", engine_id: ${id}, key_prefix: "bench:${process.pid}:" }\n` +
      'workers:\n  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n',
  );
  const svc = [...nodeFlags, cli, '--config', config];
  const [command, argv] =
    hasTaskset && core !== undefined
      ? ['taskset', ['-c', String(core), process.execPath, ...svc]]
      : [process.execPath, svc];
  const child = spawn(command, argv, {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, SVC_LOG_LEVEL: 'warn' },
  });
  children.push(child);
  const url = await new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line) resolve(JSON.parse(line).bridge);
    });
  });
  return { child, url, stop: () => child.kill() };
}

/** The pid whose CPU time counts: the engine itself, under taskset too (taskset execs it). */
const pidOf = (engine) => engine.child.pid;

async function responder(url) {
  await new Promise((resolve) =>
    run(process.execPath, [here('../responder.mjs'), url], (out) => out.includes('ready') && resolve()),
  );
}

async function ready(client) {
  for (;;) {
    const answer = await Promise.race([client.call('bench::echo', payload), new Promise((r) => setTimeout(r, 200))]);
    if (answer && !answer.error) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function drive(client, count) {
  let left = count;
  const lane = async () => {
    while (left-- > 0) await client.call('bench::echo', payload);
  };
  await Promise.all(Array.from({ length: 100 }, lane));
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Engines A and B of build `cli` on `redisUrl`, the echo worker on A, a caller on each. */
async function startPair(redisUrl, label, cli) {
  const a = await startEngine(redisUrl, `${label}-a`, 0, cli);
  const b = await startEngine(redisUrl, `${label}-b`, cores > 1 ? 1 : 0, cli);
  await responder(a.url);
  const local = await caller(a.url);
  const cross = await caller(b.url);
  await ready(local);
  await ready(cross);
  return { label, a, b, local, cross, results: { local: [], cross: [] } };
}

async function pair() {
  const redisUrl = await startRedis();
  const pairs = [];
  for (const [label, cli] of Object.entries(builds)) pairs.push(await startPair(redisUrl, label, cli));
  for (let round = 0; round < rounds; round++) {
    // Every build's local and cross calls in turn, the order reversed every other round.
    const order = round % 2 === 0 ? pairs : pairs.slice().reverse();
    for (const p of order) {
      for (const [name, client, engines] of [
        ['local', p.local, [p.a]],
        ['cross', p.cross, [p.a, p.b]],
      ]) {
        if (crossOnly && name === 'local') continue;
        await drive(client, 5000);
        const before = engines.map((e) => cpuMs(pidOf(e)));
        const sysBefore = engines.map((e) => sysMs(pidOf(e)));
        const started = performance.now();
        await drive(client, calls);
        const each = engines.map((e, i) => ((cpuMs(pidOf(e)) - before[i]) * 1000) / calls);
        const sys = engines.map((e, i) => ((sysMs(pidOf(e)) - sysBefore[i]) * 1000) / calls);
        const us = each.reduce((x, y) => x + y, 0);
        const rate = calls / ((performance.now() - started) / 1000);
        const { p50_us } = crossOnly
          ? { p50_us: Number.NaN }
          : await latency(() => client.call('bench::echo', payload), 2000, 500);
        p.results[name].push({ us, rate, p50_us, a: each[0], b: each[1] ?? 0, aSys: sys[0], bSys: sys[1] ?? 0 });
      }
    }
  }
  console.log('| build | call | p50 µs (1 in flight) | calls/s (100 in flight) | engine CPU µs per call | / local |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const p of pairs) {
    p.local.close();
    p.cross.close();
    p.a.stop();
    p.b.stop();
    const row = (name) => {
      const runs = p.results[name];
      const m = (key) => median(runs.map((r) => r[key]));
      return { us: m('us'), rate: m('rate'), p50: m('p50_us'), a: m('a'), b: m('b'), aSys: m('aSys'), bSys: m('bSys') };
    };
    const c = row('cross');
    const l = crossOnly ? { ...c, us: Number.NaN } : row('local');
    console.log(
      `| ${p.label} | local (caller and worker on A) | ${l.p50.toFixed(0)} | ${Math.round(l.rate)} | ` +
        `${l.us.toFixed(2)} | 1.00 |`,
    );
    console.log(
      `| ${p.label} | cross-engine (caller on B, worker on A) | ${c.p50.toFixed(0)} | ${Math.round(c.rate)} | ` +
        `${c.us.toFixed(2)} (A ${c.a.toFixed(2)} + B ${c.b.toFixed(2)}) | ${(c.us / l.us).toFixed(2)} |`,
    );
  }
  if (crossOnly) return;
  for (const p of pairs) {
    const [l, c] = ['local', 'cross'].map((name) => p.results[name]);
    const ratios = c.map((r, i) => (r.us / l[i].us).toFixed(2)).join(', ');
    console.log(`${p.label}: cross / local CPU per round: ${ratios}`);
    const sys = (runs, key) => median(runs.map((r) => r[key])).toFixed(2);
    console.log(
      `${p.label}: of which system (kernel) µs per call: local ${sys(l, 'aSys')}, ` +
        `cross A ${sys(c, 'aSys')} + B ${sys(c, 'bSys')}`,
    );
  }
  console.log('');
}

async function scale() {
  console.log(
    '| engines | calls/s (sum, 100 in flight per engine) | / 1 engine | engine CPU µs per call | ' +
      'calls per engine-CPU-second | / 1 engine |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  let oneCapacity;
  let one;
  for (const n of [1, 2, 3]) {
    const redisUrl = await startRedis();
    const engines = [];
    for (let i = 0; i < n; i++) engines.push(await startEngine(redisUrl, `s${i}`, i % cores));
    const clients = [];
    for (const engine of engines) {
      await responder(engine.url);
      const client = await caller(engine.url);
      await ready(client);
      clients.push(client);
    }
    // The engines' CPU over the same span as the calls counted: what one engine-core is worth.
    let calls = 0;
    const before = engines.map((e) => cpuMs(pidOf(e)));
    const rates = await Promise.all(
      clients.map((client) =>
        throughput(() => client.call('bench::echo', payload).then(() => calls++), 100, seconds * 1000),
      ),
    );
    const cpu = engines.reduce((sum, e, i) => sum + cpuMs(pidOf(e)) - before[i], 0);
    const us = (cpu * 1000) / calls;
    const capacity = 1e6 / us;
    const total = rates.reduce((x, y) => x + y, 0);
    one ??= total;
    oneCapacity ??= capacity;
    console.log(
      `| ${n} | ${total} | ${(total / one).toFixed(2)} | ${us.toFixed(2)} | ${Math.round(capacity)} | ` +
        `${(capacity / oneCapacity).toFixed(2)} |`,
    );
    for (const client of clients) client.close();
    for (const engine of engines) engine.stop();
  }
}

try {
  console.log(`cores: ${cores}, taskset: ${hasTaskset ? 'yes' : 'no'}\n`);
  await pair();
  if (!pairOnly) await scale();
} finally {
  for (const child of children) child.kill();
}
process.exit(0);
