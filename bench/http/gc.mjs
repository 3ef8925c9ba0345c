// What the engine's garbage collector does under HTTP load: the engine on its default config with
// `node --trace-gc`, the svc-sdk echo worker of `run.mjs`, wrk at `concurrency` connections; per
// build, the heap left after each collection, the garbage a request leaves (KB the collections
// free), the mark-compacts and their largest pause or incremental step, p99, and the engine's and
// the worker's CPU per request. Builds alternate in
// every round; medians.
//   node bench/http/gc.mjs [rounds=3] [seconds=5] [concurrency=1] [--dump] [--bare]
//     [--raw] [--engine <label>=<path to cli/bin/svc.js>[,<path to responder.mjs>[,<node flags>]]]...
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs } from '../measure.mjs';
import { postScript } from './post-script.mjs';
import { start } from './server-process.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const argv = process.argv.slice(2);
// A build is an engine and the worker behind it: `--engine label=<cli/bin/svc.js>[,<responder.mjs>]`
// (another tree's responder.mjs runs that tree's svc-sdk).
const builds = { engine: [here('../../cli/bin/svc.js'), here('./responder.mjs')] };
for (let i = argv.indexOf('--engine'); i >= 0; i = argv.indexOf('--engine')) {
  const given = argv.splice(i, 2)[1];
  const [label, paths] = [given.slice(0, given.indexOf('=')), given.slice(given.indexOf('=') + 1)];
  const [cli, responder = here('./responder.mjs'), flags = ''] = paths.split(',');
  builds[label] = [cli, responder || here('./responder.mjs'), flags.split(' ').filter(Boolean)];
}
// `--raw`: every build with raw-responder.mjs (plain `ws`, no SDK, no telemetry) instead of svc-sdk's worker.
if (argv.includes('--raw')) {
  argv.splice(argv.indexOf('--raw'), 1);
  for (const build of Object.values(builds)) build[1] = here('./raw-responder.mjs');
}
// `--bare`: this tree once more on the default config without svc-observability, for reference.
const bare = argv.includes('--bare') && argv.splice(argv.indexOf('--bare'), 1);
const dump = argv.includes('--dump') && argv.splice(argv.indexOf('--dump'), 1);
const [rounds = 3, seconds = 5, concurrency = 1] = argv.map(Number);
const script = postScript();

function wrk(url, connections, duration) {
  const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '-s', script, url], {
    encoding: 'utf8',
  });
  const [, value, unit] = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]),
    p99: Number(value) * { us: 1, ms: 1000, s: 1e6 }[unit],
  };
}

/** The engine with --trace-gc, its output in a file (a pipe would be read only between wrk runs). */
function engine(cli, config, flags = []) {
  const dir = mkdtempSync(join(tmpdir(), 'svc-gc-'));
  const log = join(dir, 'engine.log');
  const args = ['--trace-gc', ...flags, cli, 'start'];
  if (config) {
    writeFileSync(join(dir, 'config.yaml'), config);
    args.push('--config', join(dir, 'config.yaml'));
  }
  const child = spawn(process.execPath, args, {
    env: { ...process.env, SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', SVC_LOG_LEVEL: 'warn' },
    stdio: ['ignore', openSync(log, 'w'), 'inherit'],
  });
  const lines = () => readFileSync(log, 'utf8').split('\n');
  const listening = (async () => {
    for (;;) {
      const line = lines().find((l) => l.includes('"msg":"listening"'));
      if (line) return JSON.parse(line);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return { child, listening, lines };
}

/**
 * The heap left after each collection (MB): its largest value, and the sum of its rises (what
 * outlived the young generation: held by a store, or garbage only a mark-compact frees); what the
 * collections freed in all (the garbage made); the mark-compacts, and their largest pause or
 * incremental-marking step (ms).
 */
function gcFigures(lines) {
  const after = [];
  let compacts = 0;
  let longest = 0;
  let freed = 0;
  for (const line of lines) {
    const heap = /(?:Mark-Compact|Scavenge|Mark-Sweep)[^\d]*([\d.]+) \([\d.]+\) -> ([\d.]+)/.exec(line);
    if (heap) {
      after.push(Number(heap[2]));
      freed += Math.max(0, Number(heap[1]) - Number(heap[2]));
    }
    if (/Mark-Compact|Mark-Sweep/.test(line)) compacts++;
    const pause = /MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/.exec(line);
    if (pause) longest = Math.max(longest, Number(pause[1]));
    const step = /biggest step ([\d.]+) ms/.exec(line);
    if (step) longest = Math.max(longest, Number(step[1]));
  }
  // What each scavenge moved to the old generation: the rise of the heap left over the one before.
  let promoted = 0;
  for (let i = 1; i < after.length; i++) promoted += Math.max(0, after[i] - after[i - 1]);
  return { kept: after.length ? Math.max(...after) : 0, promoted, freed, compacts, longest };
}

async function run([cli, responder, flags], config) {
  const server = engine(cli, config, flags);
  const listeners = await server.listening;
  const worker = start([responder, listeners.bridge, '0']).child;
  const url = `${listeners.http}/echo`;
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(url, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  wrk(url, 8, 2);
  const mark = server.lines().length - 1;
  const before = [cpuMs(server.child.pid), cpuMs(worker.pid)];
  const { rps, p99 } = wrk(url, concurrency, seconds);
  const requests = rps * seconds;
  const cpu = ((cpuMs(server.child.pid) - before[0]) * 1000) / requests;
  const workerCpu = ((cpuMs(worker.pid) - before[1]) * 1000) / requests;
  await new Promise((r) => setTimeout(r, 200));
  server.child.kill();
  worker.kill();
  const gc = server.lines().slice(mark);
  if (dump) process.stderr.write(`${cli} ${responder}\n${gc.filter((line) => /Mark/.test(line)).join('\n')}\n`);
  const figures = gcFigures(gc);
  // KB a request leaves in the old generation.
  figures.promoted = (figures.promoted * 1024) / requests;
  // KB a request leaves for the collector: what the collections freed, per request.
  figures.freed = (figures.freed * 1024) / requests;
  return { rps, p99, cpu, workerCpu, ...figures };
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = Object.fromEntries(Object.keys(builds).map((label) => [label, []]));
if (bare) results['engine, no observability'] = [];
const BARE_CONFIG = `workers:
  - name: svc-bridge
    config: { port: 0 }
  - name: svc-http
    config: { port: 0 }
  - name: svc-state
  - name: svc-events
  - name: svc-cron
  - name: svc-queue
  - name: svc-stream
    config: { port: 0 }
  - name: svc-channels
`;
for (let round = 0; round < rounds; round++) {
  for (const [label, build] of Object.entries(builds)) results[label].push(await run(build));
  if (bare) results['engine, no observability'].push(await run(builds.engine, BARE_CONFIG));
  process.stderr.write(`round ${round + 1}/${rounds} done\n`);
}
const keys = ['rps', 'p99', 'cpu', 'workerCpu', 'kept', 'promoted', 'freed', 'compacts', 'longest'];
console.log(`${concurrency} concurrent, ${seconds} s, medians of ${rounds} rounds`);
console.log(['build', ...keys].join('\t'));
for (const [label, rows] of Object.entries(results))
  console.log([label, ...keys.map((key) => median(rows.map((row) => row[key])).toFixed(1))].join('\t'));
// Each build against the first `--engine` build, round by round (the machine's load moves both alike).
const [reference] = Object.keys(builds).filter((label) => label !== 'engine');
if (reference !== undefined) {
  const paired = ['rps', 'p99', 'cpu', 'workerCpu'];
  console.log(`\nmedian of each round's ratio to ${reference}`);
  console.log(['build', ...paired].join('\t'));
  for (const [label, rows] of Object.entries(results)) {
    if (label === reference) continue;
    const ratio = (key) => median(rows.map((row, i) => row[key] / results[reference][i][key]));
    console.log([label, ...paired.map((key) => ratio(key).toFixed(3))].join('\t'));
  }
}
