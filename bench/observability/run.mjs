// Invocation throughput and latency with svc-observability on (the embedded default config:
// exporter memory, sampling 1.0) against the same engine with it off, in the same run, rounds
// alternating; then spans/s ingested from `/otel` at steady state.
//   node bench/observability/run.mjs [rounds=3] [seconds-per-phase=3]      (run `make build` first)
// Also measured: `on, otlp down` (exporter both, to a collector that refuses connections), to
// show that export costs the invocation path nothing.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { caller } from '../client.mjs';
import { start } from '../http/server-process.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const [rounds = 3, seconds = 3] = process.argv.slice(2).map(Number);
const SVC = here('../../cli/bin/svc.js');
const ENV = { SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_LOG_LEVEL: 'warn' };

/** A config file with the default built-ins and `observability` as svc-observability's entry (or none). */
function config(observability) {
  const path = join(mkdtempSync(join(tmpdir(), 'svc-bench-obs-')), 'svc.config.yaml');
  writeFileSync(
    path,
    `workers:
  - name: svc-bridge
    config: { host: 127.0.0.1, port: 0 }
  - name: svc-http
    config: { host: 127.0.0.1, port: 0 }
  - name: svc-state
${observability ?? ''}`,
  );
  return path;
}

const targets = {
  off: ['--config', config()],
  on: [],
  'on, otlp down': [
    '--config',
    config('  - name: svc-observability\n    config: { exporter: both, endpoint: "http://127.0.0.1:9" }\n'),
  ],
};
/** Where the cost goes, by engine CPU per call: events and metrics only, then trace context without storing spans. */
const costTargets = {
  ...targets,
  'enabled false (events, metrics)': [
    '--config',
    config('  - name: svc-observability\n    config: { enabled: false }\n'),
  ],
  'sampling 0 (+ trace context)': [
    '--config',
    config('  - name: svc-observability\n    config: { sampling_ratio: 0 }\n'),
  ],
};

async function run(args) {
  const server = start([SVC, ...args], ENV);
  const { bridge: url } = await server.listening;
  const responder = start([here('../responder.mjs'), url]);
  const caller = start([here('../caller.mjs'), url, String(seconds)]);
  let out = '';
  caller.child.stdout.on('data', (d) => (out += d.toString()));
  const result = await new Promise((resolve) =>
    caller.child.once('exit', () => resolve(JSON.parse(out.trim().split('\n').at(-1)))),
  );
  responder.child.kill();
  server.child.kill();
  return result;
}

/** CPU seconds a process has used (user + system), from /proc: what the load of other processes does not change. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Engine CPU µs per invocation over `calls` calls at 100 in flight, after a warm-up. */
async function cpuPerCall(args, calls = 100_000) {
  const server = start([SVC, ...args], ENV);
  const { bridge: url } = await server.listening;
  const responder = start([here('../responder.mjs'), url]);
  const client = await caller(url);
  const payload = { order: 'o-123', items: [1, 2, 3], note: 'benchmark payload of about 100 bytes' };
  for (;;) {
    const answer = await Promise.race([client.call('bench::echo', payload), new Promise((r) => setTimeout(r, 200))]);
    if (answer && !answer.error) break;
  }
  const drive = async (n) => {
    let left = n;
    const lane = async () => {
      while (left-- > 0) await client.call('bench::echo', payload);
    };
    await Promise.all(Array.from({ length: 100 }, lane));
  };
  await drive(20_000);
  const before = cpuSeconds(server.child.pid);
  await drive(calls);
  const used = cpuSeconds(server.child.pid) - before;
  client.close();
  responder.child.kill();
  server.child.kill();
  return (used * 1e6) / calls;
}

/** Spans/s the engine stores from `/otel`: frames of 100 spans sent with back-pressure, until all are counted. */
async function ingestion(frames = 2000) {
  const server = start(
    [SVC, '--config', config('  - name: svc-observability\n    config: { memory_max_spans: 10000 }\n')],
    ENV,
  );
  const { bridge: url, http } = await server.listening;
  const ws = new WebSocket(`${url}/otel`);
  await new Promise((resolve) => ws.once('open', resolve));
  const now = Date.now() * 1e6;
  const frame = (n) => {
    const spans = Array.from({ length: 100 }, (_, i) => ({
      traceId: (n * 100 + i + 1).toString(16).padStart(32, '0'),
      spanId: (i + 1).toString(16).padStart(16, '0'),
      name: 'bench span',
      kind: 2,
      startTimeUnixNano: String(now),
      endTimeUnixNano: String(now + 1000),
      status: { code: 1 },
      attributes: [{ key: 'function_id', value: { stringValue: 'bench::echo' } }],
    }));
    const doc = { resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ scope: { name: 'b' }, spans }] }] };
    return Buffer.concat([Buffer.from('OTLP'), Buffer.from(JSON.stringify(doc))]);
  };
  const body = Array.from({ length: 20 }, (_, i) => frame(i));
  const counted = async () => {
    const text = await (await fetch(`${http}/_metrics`)).text();
    return Number(/^svc_otel_frames_total (\d+)/m.exec(text)?.[1] ?? 0);
  };
  const started = performance.now();
  for (let i = 0; i < frames; i++) {
    ws.send(body[i % body.length]);
    while (ws.bufferedAmount > 4 * 1024 * 1024) await new Promise((r) => setTimeout(r, 1));
  }
  while ((await counted()) < frames) await new Promise((r) => setTimeout(r, 20));
  const elapsed = (performance.now() - started) / 1000;
  ws.close();
  server.child.kill();
  return Math.round((frames * 100) / elapsed);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
for (let i = 0; i < rounds; i++)
  for (const [name, args] of Object.entries(targets)) results[name].push(await run(args));
const cpu = Object.fromEntries(Object.keys(costTargets).map((name) => [name, []]));
for (let i = 0; i < rounds; i++)
  for (const [name, args] of Object.entries(costTargets)) cpu[name].push(await cpuPerCall(args));
const spansPerSecond = [];
for (let i = 0; i < rounds; i++) spansPerSecond.push(await ingestion());
// Each build against `off` of its own round, then the median over rounds.
const ratio = (name, key) => median(results[name].map((r, i) => r[key] / results.off[i][key]));
console.log(
  JSON.stringify(
    { rounds, seconds, per_round: results, cpu_us_per_call: cpu, spans_per_second: spansPerSecond },
    null,
    2,
  ),
);
console.log(
  '\n| engine | p50 µs, 1 in flight | inv/s, 100 in flight | inv/s, 1000 in flight ' +
    '| p50 / off | 100 / off | 1000 / off |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const name of Object.keys(targets)) {
  const m = (key) => median(results[name].map((r) => r[key]));
  console.log(
    `| ${name} | ${m('p50_us').toFixed(0)} | ${m('rate_100')} | ${m('rate_1000')} | ` +
      `${['p50_us', 'rate_100', 'rate_1000'].map((key) => ratio(name, key).toFixed(2)).join(' | ')} |`,
  );
}
console.log('\n| engine | engine CPU µs per invocation (100 in flight) | / off |');
console.log('|---|---:|---:|');
for (const name of Object.keys(costTargets))
  console.log(`| ${name} | ${median(cpu[name]).toFixed(1)} | ${(median(cpu[name]) / median(cpu.off)).toFixed(2)} |`);
console.log(`\nspans/s ingested from /otel (frames of 100 spans), median of ${rounds}: ${median(spansPerSecond)}`);
