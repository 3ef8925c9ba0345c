// CPU time per routed call: the server's user + system time (from /proc, Linux) over a fixed number
// of calls at 100 in flight, against the baseline router and any other builds of the engine, rounds
// alternating; prints the median per target. A fixed count of calls makes the figure independent of
// how fast the shared machine lets the clients go, so it moves less between runs than a rate. The
// clients' CPU per call (the responder's from /proc, the caller's own) is printed too: the frames a
// server sends decide what its clients parse, and the three processes share the machine's cores.
//   node bench/cpu.mjs [calls=150000] [rounds=5] [--engine <label>=<path to cli/bin/svc.js>]...
import { spawn } from 'node:child_process';
import { cpuMs } from './measure.mjs';
import { fileURLToPath } from 'node:url';
import { caller } from './client.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const argv = process.argv.slice(2);
const targets = { baseline: here('./baseline-router.mjs'), engine: here('../cli/bin/svc.js') };
for (let i = argv.indexOf('--engine'); i >= 0; i = argv.indexOf('--engine')) {
  const [label, path] = argv.splice(i, 2)[1].split('=');
  targets[label] = path;
}
const [calls = 150_000, rounds = 5] = argv.map(Number);
const payload = { order: 'o-123', items: [1, 2, 3], note: 'benchmark payload of about 100 bytes' };

const start = (file, env = {}) =>
  spawn(process.execPath, [file], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'ignore'] });

/** `count` calls from 100 lanes. */
async function drive(client, count) {
  let left = count;
  const lane = async () => {
    while (left-- > 0) await client.call('bench::echo', payload);
  };
  await Promise.all(Array.from({ length: 100 }, lane));
}

async function measure(target) {
  const server = start(targets[target], {
    SVC_PORT: '0',
    SVC_HTTP_PORT: '0',
    SVC_STREAM_PORT: '0',
    SVC_LOG_LEVEL: 'warn',
  });
  const url = await new Promise((resolve) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line) resolve(JSON.parse(line).bridge);
    });
  });
  const responder = spawn(process.execPath, [here('./responder.mjs'), url], { stdio: 'ignore' });
  const client = await caller(url);
  for (;;) {
    const answer = await Promise.race([client.call('bench::echo', payload), new Promise((r) => setTimeout(r, 200))]);
    if (answer && !answer.error) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await drive(client, 20_000); // warm-up
  const before = cpuMs(server.pid);
  const responderBefore = cpuMs(responder.pid);
  const callerBefore = process.cpuUsage();
  const started = performance.now();
  await drive(client, calls);
  const us = ((cpuMs(server.pid) - before) * 1000) / calls;
  const rate = calls / ((performance.now() - started) / 1000);
  const responderUs = ((cpuMs(responder.pid) - responderBefore) * 1000) / calls;
  const callerCpu = process.cpuUsage(callerBefore);
  const callerUs = (callerCpu.user + callerCpu.system) / calls;
  client.close();
  responder.kill();
  server.kill();
  return { us, rate, responderUs, callerUs };
}

const results = Object.fromEntries(Object.keys(targets).map((t) => [t, []]));
for (let round = 0; round < rounds; round++)
  for (const target of Object.keys(targets)) results[target].push(await measure(target));
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const base = median(results.baseline.map((r) => r.us));
console.log(
  `| server | CPU µs per call (median of ${rounds}) | each round | / baseline | calls/s | responder µs | caller µs |`,
);
console.log('|---|---:|---|---:|---:|---:|---:|');
for (const [target, runs] of Object.entries(results)) {
  const us = median(runs.map((r) => r.us));
  const each = runs.map((r) => r.us.toFixed(1)).join(' ');
  const rate = Math.round(median(runs.map((r) => r.rate)));
  const responder = median(runs.map((r) => r.responderUs)).toFixed(2);
  const callerUs = median(runs.map((r) => r.callerUs)).toFixed(2);
  console.log(
    `| ${target} | ${us.toFixed(2)} | ${each} | ${(us / base).toFixed(2)} | ${rate} | ${responder} | ${callerUs} |`,
  );
}
process.exit(0);
