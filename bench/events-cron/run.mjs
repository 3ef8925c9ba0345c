// svc-events and svc-cron through a real engine (default config), each against a baseline measured
// in the same run:
// - publish → subscriber delivered/s against direct invocation of the same function by the same
//   caller, 100 in flight either way (a publish counts once its delivery reached the subscriber);
// - 1,000 cron jobs every second: lateness of each fire (the engine's actual_time minus the
//   scheduled_time, and the worker's receipt minus the scheduled time), against 1,000 plain
//   timers per second in this process, aligned to the same second boundaries.
//   node bench/events-cron/run.mjs [rounds=3] [seconds-per-phase=3] [cron-seconds=10]   (after `make build`)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { connect } from '../client.mjs';

const [rounds = 3, seconds = 3, cronSeconds = 10] = process.argv.slice(2).map(Number);
const IN_FLIGHT = 100;
const JOBS = 1000;

const engine = spawn(process.execPath, [fileURLToPath(new URL('../../cli/bin/svc.js', import.meta.url))], {
  env: { ...process.env, SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_LOG_LEVEL: 'error' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise((resolve, reject) => {
  let out = '';
  engine.stdout.on('data', (d) => {
    out += d.toString();
    const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
    if (line) resolve(JSON.parse(line).bridge);
  });
  engine.once('exit', (code) => reject(new Error(`engine exited ${code}`)));
});

/** A connection that serves `bench::sink` (counting calls) and can call functions. */
async function peer() {
  const { ws, send, opened } = connect(url);
  await opened;
  const waiting = new Map();
  const state = { received: 0, onReceive: undefined, onFrame: undefined };
  let next = 0;
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString());
    if (frame.type === 'invocationresult') {
      const done = waiting.get(frame.invocation_id);
      waiting.delete(frame.invocation_id);
      return done?.(frame);
    }
    if (frame.type !== 'invokefunction') return;
    state.received++;
    state.onReceive?.(frame);
    if (frame.invocation_id !== undefined)
      send({
        type: 'invocationresult',
        invocation_id: frame.invocation_id,
        function_id: frame.function_id,
        result: null,
      });
  });
  const call = (function_id, data) =>
    new Promise((resolve) => {
      const id = `p-${next++}`;
      waiting.set(id, resolve);
      send({ type: 'invokefunction', invocation_id: id, function_id, data });
    });
  return { ws, send, call, state };
}

const sub = await peer();
const pub = await peer();
sub.send({ type: 'registerfunction', id: 'bench::sink' });
sub.send({
  type: 'registertrigger',
  id: 'bench-sub',
  trigger_type: 'event',
  function_id: 'bench::sink',
  config: { topic: 'bench' },
});
await new Promise((r) => setTimeout(r, 300));

/** Deliveries per second over `ms` after a warm-up, `IN_FLIGHT` outstanding at once. */
async function rate(kind, ms, warmupMs = 500) {
  let running = true;
  let sent = 0;
  const payload = { topic: 'bench', data: { n: 1, pad: 'x'.repeat(64) } };
  const fire = () => {
    sent++;
    if (kind === 'direct') void pub.call('bench::sink', payload.data);
    else void pub.call('publish', payload);
  };
  const base = sub.state.received;
  sub.state.onReceive = () => {
    if (running && sent - (sub.state.received - base) < IN_FLIGHT) fire();
  };
  for (let i = 0; i < IN_FLIGHT; i++) fire();
  await new Promise((r) => setTimeout(r, warmupMs));
  const start = sub.state.received;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  const delivered = ((sub.state.received - start) * 1000) / (performance.now() - started);
  running = false;
  await new Promise((r) => setTimeout(r, 300));
  sub.state.onReceive = undefined;
  return Math.round(delivered);
}

const direct = [];
const published = [];
for (let round = 0; round < rounds; round++) {
  direct.push(await rate('direct', seconds * 1000));
  published.push(await rate('publish', seconds * 1000));
}
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;

// Cron: 1,000 jobs every second, against 1,000 plain timers per second in this process.
const cron = await peer();
cron.send({ type: 'registerfunction', id: 'bench::tick' });
const received = [];
cron.state.onReceive = (frame) => {
  if (frame.function_id !== 'bench::tick') return;
  const { scheduled_time, actual_time } = frame.data;
  const scheduled = Date.parse(scheduled_time);
  received.push({ scheduled, engine: Date.parse(actual_time) - scheduled, worker: Date.now() - scheduled });
};
for (let i = 0; i < JOBS; i++) {
  cron.send({
    type: 'registertrigger',
    id: `bench-job-${i}`,
    trigger_type: 'cron',
    function_id: 'bench::tick',
    config: { expression: '* * * * * *' },
  });
}
const timers = [];
const baselineUntil = Date.now() + cronSeconds * 1000 + 2000;
const armTimers = () => {
  const due = Math.ceil((Date.now() + 1) / 1000) * 1000;
  if (due > baselineUntil) return;
  for (let i = 0; i < JOBS; i++) setTimeout(() => timers.push(Date.now() - due), due - Date.now());
  setTimeout(armTimers, due - Date.now() + 10);
};
armTimers();
await new Promise((r) => setTimeout(r, cronSeconds * 1000 + 2500));
for (let i = 0; i < JOBS; i++) cron.send({ type: 'unregistertrigger', id: `bench-job-${i}` });
// Whole seconds only: the first and last may have been cut by the binding and the end of the run.
const bySecond = new Map();
for (const r of received) bySecond.set(r.scheduled, (bySecond.get(r.scheduled) ?? 0) + 1);
const seconds_ = [...bySecond.keys()].sort((a, b) => a - b).slice(1, -1);
const kept = received.filter((r) => seconds_.includes(r.scheduled));
const engineLate = kept.map((r) => r.engine).sort((a, b) => a - b);
const workerLate = kept.map((r) => r.worker).sort((a, b) => a - b);
timers.sort((a, b) => a - b);
const stats = (await pub.call('cron::stats', {})).result;

const rows = [
  ['deliveries/s, 100 in flight', median(direct), median(published), (median(published) / median(direct)).toFixed(2)],
  ['cron lateness p50 (ms): timers / engine actual_time', quantile(timers, 0.5), quantile(engineLate, 0.5), ''],
  ['cron lateness p99 (ms): timers / engine actual_time', quantile(timers, 0.99), quantile(engineLate, 0.99), ''],
  ['cron lateness p50 (ms): timers / worker receipt', quantile(timers, 0.5), quantile(workerLate, 0.5), ''],
  ['cron lateness p99 (ms): timers / worker receipt', quantile(timers, 0.99), quantile(workerLate, 0.99), ''],
];
console.log('| metric | baseline | svc | svc / baseline |\n|---|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
const perSecond = seconds_.map((s) => bySecond.get(s));
const fires = `min ${Math.min(...perSecond)} max ${Math.max(...perSecond)} (of ${JOBS})`;
const counted = `missed ${stats.missed}, skipped_overlap ${stats.skipped_overlap}, failed ${stats.failed}`;
console.log(`\ncron: ${seconds_.length} whole seconds, fires per second ${fires}; engine stats: ${counted}`);
console.log(`direct rounds ${direct.join(', ')}; publish rounds ${published.join(', ')}`);
for (const ws of [sub.ws, pub.ws, cron.ws]) ws.close();
engine.kill();
