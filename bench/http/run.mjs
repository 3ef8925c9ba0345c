// The HTTP benchmark: wrk against, in the same run with rounds alternating,
//   plain      a plain node:http JSON echo server (the baseline);
//   gateway    baseline-gateway.mjs, the least a gateway of the engine's design costs, with raw-responder.mjs;
//   svc+raw    the engine with the same raw worker (raw-responder.mjs);
//   svc+sdk    the engine with an svc-sdk worker (responder.mjs), the engine as users run it;
//   svc+sdk-no-otel  the same with svc-sdk's telemetry off; svc+sdk, 1,000 routes: with 999 more routes;
//   gateway-ws-send  the gateway writing each frame with ws.send (only with --only);
// and prints the figures, every process's CPU per request and the ratios. Needs `wrk` (Debian package).
//   node bench/http/run.mjs [rounds=3] [seconds-per-phase=3] [--engine <label>=<cli/bin/svc.js>[,<responder>]]...
// Each --engine adds another build of the engine (e.g. the commit before a change) to every round,
// with svc-sdk's responder.mjs or the worker named after the comma.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cpuMs } from '../measure.mjs';
import { postScript } from './post-script.mjs';
import { start } from './server-process.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const CLI = here('../../cli/bin/svc.js');
const SDK_WORKER = here('./responder.mjs');
const RAW_WORKER = here('./raw-responder.mjs');
/** label → how to start it: a server (`gateway`: baseline-gateway.mjs, `engine`: a cli) and the worker behind it. */
const targets = {
  plain: { server: 'plain' },
  gateway: { server: 'gateway', worker: RAW_WORKER },
  // The gateway writing each frame through `ws.send` (socket corked for the turn), not as one buffer.
  'gateway-ws-send': { server: 'gateway', worker: RAW_WORKER, serverEnv: { GATEWAY_WS_SEND: '1' } },
  'svc+raw': { server: 'engine', cli: CLI, worker: RAW_WORKER },
  'svc+sdk': { server: 'engine', cli: CLI, worker: SDK_WORKER },
  'svc+sdk, 1,000 routes': { server: 'engine', cli: CLI, worker: SDK_WORKER, extra: 999 },
  // svc-sdk with its telemetry off (OTEL_ENABLED=false): no `/otel` socket, no spans to ingest.
  'svc+sdk-no-otel': { server: 'engine', cli: CLI, worker: SDK_WORKER, workerEnv: { OTEL_ENABLED: 'false' } },
};
const argv = process.argv.slice(2);
const builds = [];
for (let i = argv.indexOf('--engine'); i >= 0; i = argv.indexOf('--engine')) {
  const [label, paths] = argv.splice(i, 2)[1].split('=');
  const [cli, worker = SDK_WORKER] = paths.split(',');
  targets[label] = { server: 'engine', cli, worker };
  builds.push(label);
}
// `--only <label>,…`: only these targets (the table's columns must be among them).
if (!argv.includes('--only')) delete targets['gateway-ws-send'];
if (argv.includes('--only')) {
  const only = argv.splice(argv.indexOf('--only'), 2)[1].split(',');
  for (const label of Object.keys(targets)) if (!only.includes(label) && !builds.includes(label)) delete targets[label];
}
// `--save <file>`: every round's figures as JSON, for another look.
const save = argv.includes('--save') ? argv.splice(argv.indexOf('--save'), 2)[1] : undefined;
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

/** One round against `target`: every concurrency, with the CPU per request of each process. */
async function run(target) {
  const { server, cli, worker, extra = 0, workerEnv = {}, serverEnv = {} } = targets[target];
  const processes = [];
  let listeners;
  if (server === 'engine') {
    const env = { SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', SVC_LOG_LEVEL: 'warn' };
    const engine = start([cli], env);
    processes.push(engine.child);
    listeners = await engine.listening;
  } else {
    const plain = start([here(server === 'plain' ? './baseline-server.mjs' : './baseline-gateway.mjs')], serverEnv);
    processes.push(plain.child);
    listeners = await plain.listening;
  }
  if (worker) processes.push(start([worker, listeners.bridge, String(extra)], workerEnv).child);
  const url = `${listeners.http}/echo`;
  await until(url);
  if (extra > 0) {
    // Wait until all 1,000 routes are in (the health report counts them).
    for (let i = 0; i < 200 && (await (await fetch(`${listeners.http}/_health`)).json()).routes < 1000; i++)
      await new Promise((r) => setTimeout(r, 50));
  }
  wrk(url, 100, 2); // warm-up: the JIT and the sockets settle before anything is measured
  const result = {};
  for (const c of extra > 0 ? [100] : CONCURRENCY) {
    // CPU time per request of the server (the engine or gateway) and, behind it, of its worker.
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
const results = Object.fromEntries(Object.keys(targets).map((label) => [label, []]));
for (let round = 0; round < rounds; round++) {
  for (const target of Object.keys(results)) results[target].push(await run(target));
  process.stderr.write(`round ${round + 1}/${rounds} done\n`);
}
if (save) writeFileSync(save, JSON.stringify(results));
const figure = (target, c, key) => median(results[target].map((r) => r[c][key]));
/** `target`'s figure over `base`'s, round by round (the machine's load moves both alike), then the median. */
const ratio = (target, base, c, key) =>
  median(results[target].map((r, i) => r[c][key] / results[base][i][c][key])).toFixed(2);
const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const allCpu = (target) =>
  figure(target, 100, 'cpu') + figure(target, 100, 'workerCpu') + figure(target, 100, 'clientCpu');

const COLUMNS = ['plain', 'gateway', 'gateway-ws-send', 'svc+raw', 'svc+sdk', 'svc+sdk-no-otel'].filter(
  (label) => label in targets,
);
const rows = [];
for (const c of CONCURRENCY) rows.push([`req/s, ${c} concurrent`, (t) => figure(t, c, 'rps')]);
for (const c of [8, 32, 100]) rows.push([`req/s ratio to plain, ${c} concurrent`, (t) => ratio(t, 'plain', c, 'rps')]);
rows.push(['p50 µs, 1 concurrent', (t) => figure(t, 1, 'p50')]);
rows.push(['p99 µs, 1 concurrent', (t) => figure(t, 1, 'p99')]);
rows.push(['p99 ratio to plain, 1 concurrent', (t) => ratio(t, 'plain', 1, 'p99')]);
rows.push(['server CPU µs per request, 100 concurrent', (t) => figure(t, 100, 'cpu')]);
rows.push(['server CPU µs per request, 1 concurrent', (t) => figure(t, 1, 'cpu')]);
rows.push(['server CPU µs per request, 8 concurrent', (t) => figure(t, 8, 'cpu')]);
rows.push(['worker CPU µs per request, 100 concurrent', (t) => figure(t, 100, 'workerCpu')]);
rows.push(['wrk CPU µs per request, 100 concurrent', (t) => figure(t, 100, 'clientCpu')]);
rows.push(['all processes, CPU µs per request, 100 concurrent', allCpu]);
rows.push(['req/s two cores allow (2 s / all CPU per request)', (t) => 2e6 / allCpu(t)]);
rows.push(["req/s the server's thread alone allows (1 s / server CPU)", (t) => 1e6 / figure(t, 100, 'cpu')]);
console.log(`| metric | ${COLUMNS.join(' | ')} |\n|---|${COLUMNS.map(() => '---:|').join('')}`);
for (const [metric, value] of rows)
  console.log(
    `| ${metric} | ${COLUMNS.map((t) => {
      const v = value(t);
      return typeof v === 'string' ? v : fmt(v);
    }).join(' | ')} |`,
  );

// What each step adds, as medians of round-by-round ratios at 100 concurrent.
if (['plain', 'gateway', 'svc+raw', 'svc+sdk'].every((label) => label in targets))
  console.log(`
gateway / plain: req/s ${[8, 32, 100].map((c) => ratio('gateway', 'plain', c, 'rps')).join(' / ')} \
(8 / 32 / 100 concurrent), server CPU ${ratio('gateway', 'plain', 100, 'cpu')}
svc+raw engine CPU / gateway CPU: ${ratio('svc+raw', 'gateway', 100, 'cpu')} \
(${fmt(figure('svc+raw', 100, 'cpu') - figure('gateway', 100, 'cpu'))} µs a request more)
svc+sdk engine CPU / gateway CPU: ${ratio('svc+sdk', 'gateway', 100, 'cpu')}; svc+sdk engine CPU / svc+raw: \
${ratio('svc+sdk', 'svc+raw', 100, 'cpu')} (the workers' spans ingested, and the SDK's other frames)
svc-sdk worker CPU / raw worker CPU: ${ratio('svc+sdk', 'svc+raw', 100, 'workerCpu')}`);
if ('gateway-ws-send' in targets && 'gateway' in targets)
  console.log(
    `gateway CPU, frames through ws.send / as one buffer: ${ratio('gateway-ws-send', 'gateway', 100, 'cpu')} ` +
      `(${fmt(figure('gateway-ws-send', 100, 'cpu'))} / ${fmt(figure('gateway', 100, 'cpu'))} µs at 100 concurrent; ` +
      `${ratio('gateway-ws-send', 'gateway', 8, 'cpu')} at 8)`,
  );
if ('svc+sdk-no-otel' in targets && 'svc+sdk' in targets)
  console.log(
    `svc+sdk engine CPU / the same with svc-sdk's telemetry off: ${ratio('svc+sdk', 'svc+sdk-no-otel', 100, 'cpu')} ` +
      `(${fmt(figure('svc+sdk', 100, 'cpu'))} / ${fmt(figure('svc+sdk-no-otel', 100, 'cpu'))} µs); worker: ` +
      `${fmt(figure('svc+sdk', 100, 'workerCpu'))} / ${fmt(figure('svc+sdk-no-otel', 100, 'workerCpu'))} µs`,
  );
if ('svc+sdk, 1,000 routes' in targets)
  console.log(
    `svc+sdk req/s, 100 concurrent, 1,000 routes against 1: ${ratio('svc+sdk, 1,000 routes', 'svc+sdk', 100, 'rps')}`,
  );
const lookup = JSON.parse(execFileSync(process.execPath, [here('./lookup.mjs')], { encoding: 'utf8' }));
console.log(`route lookup ns, 1 route / 1,000 routes: ${fmt(lookup.ns_1)} / ${fmt(lookup.ns_1000)}`);
const flat =
  !('svc+sdk' in targets) ||
  CONCURRENCY.slice(1).every((c) => figure('svc+sdk', c, 'rps') >= figure('svc+sdk', 1, 'rps'));
console.log(`svc+sdk req/s at 8/32/128 concurrent never below 1 concurrent: ${flat ? 'yes' : 'NO'}`);

if (builds.length > 0) {
  // Each build against the plain server of its own round, and its engine CPU against this tree's
  // engine with the same worker.
  const columns = `${CONCURRENCY.map((c) => `req/s ratio, ${c}`).join(' | ')} | p99 ratio, 1`;
  console.log(
    `\n| engine build | ${columns} | engine CPU µs/req, 100 | worker CPU µs/req, 100 | engine CPU / this tree's |`,
  );
  console.log(`|---|${CONCURRENCY.map(() => '---:|').join('')}---:|---:|---:|---:|`);
  for (const target of ['svc+raw', 'svc+sdk', ...builds].filter((label) => label in targets)) {
    const rates = CONCURRENCY.map((c) => ratio(target, 'plain', c, 'rps')).join(' | ');
    const cpu = [figure(target, 100, 'cpu'), figure(target, 100, 'workerCpu')].map((v) => v.toFixed(1)).join(' | ');
    const same = targets[target].worker === RAW_WORKER ? 'svc+raw' : 'svc+sdk';
    const own = target === same || !(same in targets) ? '1' : ratio(target, same, 100, 'cpu');
    console.log(`| ${target} | ${rates} | ${ratio(target, 'plain', 1, 'p99')} | ${cpu} | ${own} |`);
  }
}
