// Runs the invocation benchmark against the engine and against the baseline router in the same
// run, several rounds alternating, and prints the figures and the engine/baseline ratios.
//   node bench/run.mjs [rounds=3] [seconds-per-phase=3] [--engine <label>=<path to cli/bin/svc.js>]...
// Each --engine adds another build of the engine (another checkout, e.g. the commit before a
// change) to every round, so that its ratios are measured in the same run as this tree's.
import { spawn } from 'node:child_process';
import { cpuMs } from './measure.mjs';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const argv = process.argv.slice(2);
const engines = { engine: here('../cli/bin/svc.js') };
for (let i = argv.indexOf('--engine'); i >= 0; i = argv.indexOf('--engine')) {
  const [label, path] = argv.splice(i, 2)[1].split('=');
  engines[label] = path;
}
const [rounds = 3, seconds = 3] = argv.map(Number);

function start(args, env = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const startedAt = performance.now();
  let out = '';
  const listening = new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line) resolve({ url: JSON.parse(line).bridge, readyMs: performance.now() - startedAt });
    });
    child.once('exit', (code) => reject(new Error(`exited ${code} before listening: ${out}`)));
  });
  listening.catch(() => {}); // only servers print a listening line; others are awaited by exit
  return { child, listening, output: () => out };
}

async function run(target) {
  const server =
    target === 'baseline'
      ? start([here('./baseline-router.mjs')])
      : start([engines[target]], { SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', SVC_LOG_LEVEL: 'warn' });
  const { url, readyMs } = await server.listening;
  const responder = start([here('./responder.mjs'), url]);
  const caller = start([here('./caller.mjs'), url, String(seconds)]);
  // The server's CPU time over the span measured at 100 in flight, marked by the caller.
  const cpu = {};
  caller.child.stdout.on('data', (d) => {
    for (const phase of ['start', 'end'])
      if (d.toString().includes(`mark:${phase}`)) cpu[phase] = cpuMs(server.child.pid);
  });
  const result = await new Promise((resolve) =>
    caller.child.once('exit', () => resolve(JSON.parse(caller.output().trim().split('\n').at(-1)))),
  );
  responder.child.kill();
  server.child.kill();
  const cpuUsPerCall = ((cpu.end - cpu.start) * 1000) / (result.rate_100 * seconds);
  return { ...result, cpu_us_100: Math.round(cpuUsPerCall * 10) / 10, ready_ms: Math.round(readyMs) };
}

/** RSS growth of a server per idle worker connection, over 500 connections. */
async function idleConnectionBytes(target) {
  const server =
    target === 'engine'
      ? start([here('../cli/bin/svc.js')], {
          SVC_PORT: '0',
          SVC_HTTP_PORT: '0',
          SVC_STREAM_PORT: '0',
          SVC_LOG_LEVEL: 'warn',
        })
      : start([here('./baseline-router.mjs')]);
  const { url } = await server.listening;
  const rss = async () => {
    const { execSync } = await import('node:child_process');
    return Number(execSync(`ps -o rss= -p ${server.child.pid}`).toString()) * 1024;
  };
  await new Promise((r) => setTimeout(r, 500));
  const idle = await rss();
  const sockets = [];
  const open = (n) =>
    Promise.all(
      Array.from(
        { length: n },
        () =>
          new Promise((resolve) => {
            const ws = new WebSocket(url);
            // The engine greets with workerregistered; the baseline says nothing, so open is enough there.
            ws.once(target === 'engine' ? 'message' : 'open', resolve);
            sockets.push(ws);
          }),
      ),
    );
  await open(50);
  await new Promise((r) => setTimeout(r, 500));
  const before = await rss();
  await open(500);
  await new Promise((r) => setTimeout(r, 1000));
  const after = await rss();
  for (const ws of sockets) ws.terminate();
  server.child.kill();
  return { perConnection: Math.round((after - before) / 500), idleMb: Math.round(idle / 1e5) / 10 };
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const targets = ['baseline', ...Object.keys(engines)];
const results = Object.fromEntries(targets.map((target) => [target, []]));
for (let i = 0; i < rounds; i++) {
  for (const target of targets) results[target].push(await run(target));
}
const summary = {};
for (const target of targets) {
  summary[target] = Object.fromEntries(
    ['p50_us', 'p99_us', 'rate_100', 'rate_1000', 'cpu_us_100', 'ready_ms'].map((k) => [
      k,
      median(results[target].map((r) => r[k])),
    ]),
  );
}
const e = summary.engine;
const b = summary.baseline;
console.log(JSON.stringify({ rounds, seconds, summary, per_round: results }, null, 2));
if (targets.length > 2) {
  // Each build against the baseline of its own round, then the median over rounds: on a shared
  // machine the load moves between rounds more than between the targets of one round.
  const ratio = (target, key) => median(results[target].map((r, i) => r[key] / results.baseline[i][key]));
  console.log(
    '\n| engine build | ratio at 100 in flight | ratio at 1000 in flight | p50 ratio, 1 in flight | ' +
      'CPU per call ratio, 100 in flight |',
  );
  console.log(`|---|---:|---:|---:|---:|`);
  for (const target of targets.slice(1)) {
    const keys = ['rate_100', 'rate_1000', 'p50_us', 'cpu_us_100'];
    console.log(`| ${target} | ${keys.map((key) => ratio(target, key).toFixed(3)).join(' | ')} |`);
  }
}
console.log(`\n| metric | baseline router | engine | engine / baseline |`);
console.log(`|---|---:|---:|---:|`);
console.log(
  `| p50 latency, 1 in flight (µs) | ${b.p50_us.toFixed(0)} | ${e.p50_us.toFixed(0)} | ` +
    `${(e.p50_us / b.p50_us).toFixed(2)} |`,
);
console.log(
  `| p99 latency, 1 in flight (µs) | ${b.p99_us.toFixed(0)} | ${e.p99_us.toFixed(0)} | ` +
    `${(e.p99_us / b.p99_us).toFixed(2)} |`,
);
console.log(
  `| invocations/s, 100 in flight | ${b.rate_100} | ${e.rate_100} | ${(e.rate_100 / b.rate_100).toFixed(2)} |`,
);
console.log(
  `| invocations/s, 1000 in flight | ${b.rate_1000} | ${e.rate_1000} | ${(e.rate_1000 / b.rate_1000).toFixed(2)} |`,
);
console.log(
  `| engine CPU per call, 100 in flight (µs) | ${b.cpu_us_100} | ${e.cpu_us_100} | ` +
    `${(e.cpu_us_100 / b.cpu_us_100).toFixed(2)} |`,
);
console.log(`| spawn to listening (ms) | ${b.ready_ms} | ${e.ready_ms} | ${(e.ready_ms / b.ready_ms).toFixed(2)} |`);
const idle = { baseline: await idleConnectionBytes('baseline'), engine: await idleConnectionBytes('engine') };
console.log(
  `| idle RSS, no connections (MB) | ${idle.baseline.idleMb} | ${idle.engine.idleMb} | ` +
    `${(idle.engine.idleMb / idle.baseline.idleMb).toFixed(2)} |`,
);
console.log(
  `| RSS growth per idle worker connection (bytes) | ${idle.baseline.perConnection} | ${idle.engine.perConnection} | ` +
    `${(idle.engine.perConnection / idle.baseline.perConnection).toFixed(2)} |`,
);
