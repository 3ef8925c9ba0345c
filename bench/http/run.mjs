// The HTTP benchmark: wrk against a plain node:http JSON echo server (the baseline) and against
// the engine's HTTP API with an svc-sdk worker echoing the body, in the same run, rounds
// alternating; prints the figures and the engine/baseline ratios. Needs `wrk` (Debian package).
//   node bench/http/run.mjs [rounds=3] [seconds-per-phase=3] [--engine <label>=<path to cli/bin/svc.js>]...
// Each --engine adds another build of the engine (e.g. the commit before a change) to every round.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cpuMs } from '../measure.mjs';
import { postScript } from './post-script.mjs';
import { start } from './server-process.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const argv = process.argv.slice(2);
const builds = {};
for (let i = argv.indexOf('--engine'); i >= 0; i = argv.indexOf('--engine')) {
  const [label, path] = argv.splice(i, 2)[1].split('=');
  builds[label] = path;
}
const [rounds = 3, seconds = 3] = argv.map(Number);
const CONCURRENCY = [1, 8, 32, 100, 128];
const script = postScript();

/** CPU time (ms) of the children this process has waited for: wrk's, once it has exited. */
function childrenCpuMs() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // cutime and cstime, fields 16 and 17 of proc_pid_stat(5).
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/**
 * Requests/s, p50 and p99 latency (µs) of `connections` concurrent keep-alive connections, and
 * the client's (wrk's) CPU time in ms.
 */
function wrk(url, connections, duration) {
  const cpuBefore = childrenCpuMs();
  const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '-s', script, url], {
    encoding: 'utf8',
  });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]);
  const micros = (percent) => {
    const [, value, unit] = new RegExp(`${percent}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return Number(value) * { us: 1, ms: 1000, s: 1e6 }[unit];
  };
  const [p50, p99] = [micros(50), micros(99)];
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  if (errors) throw new Error(`${errors[1]} error responses from ${url}`);
  return { rps, p50, p99, clientCpuMs: childrenCpuMs() - cpuBefore };
}

async function until(url) {
  for (let i = 0; i < 200; i++) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).catch(() => undefined);
    if (response?.status === 200) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} never answered 200`);
}

/** One round against `target` (`baseline`, `engine`, or `engine-1000` with 1,000 more routes). */
async function run(target) {
  const processes = [];
  let base;
  if (target === 'baseline') {
    const server = start([here('./baseline-server.mjs')]);
    processes.push(server.child);
    base = (await server.listening).http;
  } else {
    const cli = builds[target] ?? here('../../cli/bin/svc.js');
    const engine = start([cli], {
      SVC_PORT: '0',
      SVC_HTTP_PORT: '0',
      SVC_STREAM_PORT: '0',
      SVC_LOG_LEVEL: 'warn',
    });
    processes.push(engine.child);
    const listeners = await engine.listening;
    base = listeners.http;
    processes.push(start([here('./responder.mjs'), listeners.bridge, target === 'engine-1000' ? '999' : '0']).child);
  }
  const url = `${base}/echo`;
  await until(url);
  if (target === 'engine-1000') {
    // Wait until all 1,000 routes are in (the health report counts them).
    for (let i = 0; i < 200 && (await (await fetch(`${base}/_health`)).json()).routes < 1000; i++)
      await new Promise((r) => setTimeout(r, 50));
  }
  wrk(url, 100, 2); // warm-up: the JIT and the sockets settle before anything is measured
  const result = {};
  for (const c of target === 'engine-1000' ? [100] : CONCURRENCY) {
    // CPU time per request of the server (the engine) and, behind the engine, of its worker.
    const before = processes.map((child) => cpuMs(child.pid));
    result[c] = wrk(url, c, seconds);
    const perRequest = (i) => ((cpuMs(processes[i].pid) - before[i]) * 1000) / (result[c].rps * seconds);
    result[c].cpu = perRequest(0);
    result[c].workerCpu = processes.length > 1 ? perRequest(1) : 0;
    result[c].clientCpu = (result[c].clientCpuMs * 1000) / (result[c].rps * seconds);
  }
  for (const child of processes) child.kill();
  return result;
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { baseline: [], engine: [], 'engine-1000': [] };
for (const label of Object.keys(builds)) results[label] = [];
for (let round = 0; round < rounds; round++) {
  for (const target of Object.keys(results)) results[target].push(await run(target));
  process.stderr.write(`round ${round + 1}/${rounds} done\n`);
}
const figure = (target, c, key) => median(results[target].map((r) => r[c][key]));
const rows = [];
for (const c of CONCURRENCY) {
  rows.push({
    metric: `req/s, ${c} concurrent`,
    baseline: figure('baseline', c, 'rps'),
    engine: figure('engine', c, 'rps'),
  });
}
rows.push({
  metric: 'p50 µs, 1 concurrent',
  baseline: figure('baseline', 1, 'p50'),
  engine: figure('engine', 1, 'p50'),
});
rows.push({
  metric: 'p99 µs, 1 concurrent',
  baseline: figure('baseline', 1, 'p99'),
  engine: figure('engine', 1, 'p99'),
});
rows.push({
  metric: 'server CPU µs per request, 100 concurrent',
  baseline: figure('baseline', 100, 'cpu'),
  engine: figure('engine', 100, 'cpu'),
});
rows.push({
  metric: 'server + worker CPU µs per request, 100 concurrent',
  baseline: figure('baseline', 100, 'cpu'),
  engine: figure('engine', 100, 'cpu') + figure('engine', 100, 'workerCpu'),
});
rows.push({
  metric: 'client (wrk) CPU µs per request, 100 concurrent',
  baseline: figure('baseline', 100, 'clientCpu'),
  engine: figure('engine', 100, 'clientCpu'),
});
rows.push({
  metric: 'req/s, 100 concurrent, 1,000 routes',
  baseline: figure('engine', 100, 'rps'),
  engine: figure('engine-1000', 100, 'rps'),
});
const lookup = JSON.parse(execFileSync(process.execPath, [here('./lookup.mjs')], { encoding: 'utf8' }));
rows.push({ metric: 'route lookup ns, 1,000 routes vs 1', baseline: lookup.ns_1, engine: lookup.ns_1000 });

const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
console.log(`| metric | baseline | engine | engine / baseline |\n|---|---:|---:|---:|`);
for (const row of rows)
  console.log(
    `| ${row.metric} | ${fmt(row.baseline)} | ${fmt(row.engine)} | ${(row.engine / row.baseline).toFixed(2)}× |`,
  );
const flat = CONCURRENCY.slice(1).every((c) => figure('engine', c, 'rps') >= figure('engine', 1, 'rps'));
console.log(`\nengine req/s at 8/32/128 concurrent never below 1 concurrent: ${flat ? 'yes' : 'NO'}`);
if (Object.keys(builds).length > 0) {
  // Each build against the baseline of its own round, then the median over rounds.
  const ratio = (target, c, key) =>
    median(results[target].map((r, i) => r[c][key] / results.baseline[i][c][key])).toFixed(2);
  const columns = `${CONCURRENCY.map((c) => `req/s ratio, ${c}`).join(' | ')} | p99 ratio, 1 | CPU ratio, 100`;
  console.log(`\n| engine build | ${columns} | engine CPU µs/req, 100 | worker CPU µs/req, 100 |`);
  console.log(`|---|${CONCURRENCY.map(() => '---:|').join('')}---:|---:|---:|---:|`);
  for (const target of ['engine', ...Object.keys(builds)]) {
    const rates = CONCURRENCY.map((c) => ratio(target, c, 'rps')).join(' | ');
    const cpu = [figure(target, 100, 'cpu'), figure(target, 100, 'workerCpu')].map((v) => v.toFixed(1)).join(' | ');
    console.log(`| ${target} | ${rates} | ${ratio(target, 1, 'p99')} | ${ratio(target, 100, 'cpu')} | ${cpu} |`);
  }
}

// The measured limit: what two cores allow each path at 100 concurrent, from the CPU per request of
// every process in the run (server, worker, wrk), and what one engine thread allows by itself.
{
  const sum = (target) =>
    figure(target, 100, 'cpu') + figure(target, 100, 'workerCpu') + figure(target, 100, 'clientCpu');
  const plain = sum('baseline');
  const engine = sum('engine');
  const cores = 2e6;
  const engineAlone = 1e6 / figure('engine', 100, 'cpu');
  const plainRate = figure('baseline', 100, 'rps');
  console.log(
    `\nCPU µs per request at 100 concurrent, all processes: plain ${plain.toFixed(1)}, ` +
      `engine path ${engine.toFixed(1)}; two cores allow ${Math.round(cores / plain).toLocaleString('en-US')} ` +
      `and ${Math.round(cores / engine).toLocaleString('en-US')} req/s (ratio ${(plain / engine).toFixed(2)}); ` +
      `the engine's thread alone ${Math.round(engineAlone).toLocaleString('en-US')} req/s ` +
      `(${(engineAlone / plainRate).toFixed(2)}× the plain server's measured rate)`,
  );
}
