// Caller process: measures latency at 1 in flight and throughput at 100 and 1000 in flight.
// Prints one JSON line of results.
import { connect } from './client.mjs';

const [url, seconds = '3'] = process.argv.slice(2);
const { ws, send, opened } = connect(url);
await opened;
const waiting = new Map();
let next = 0;
ws.on('message', (data) => {
  const frame = JSON.parse(data.toString());
  if (frame.type !== 'invocationresult') return;
  const done = waiting.get(frame.invocation_id);
  waiting.delete(frame.invocation_id);
  done?.(frame);
});
const payload = { order: 'o-123', items: [1, 2, 3], note: 'benchmark payload of about 100 bytes' };
const call = () =>
  new Promise((resolve) => {
    const id = `b-${next++}`;
    waiting.set(id, resolve);
    send({ type: 'invokefunction', invocation_id: id, function_id: 'bench::echo', data: payload });
  });

// Wait until the function is routable.
for (;;) {
  const answer = await Promise.race([call(), new Promise((r) => setTimeout(() => r(undefined), 200))]);
  if (answer && !answer.error) break;
  await new Promise((r) => setTimeout(r, 50));
}

async function latency(count) {
  const samples = [];
  for (let i = 0; i < 2000; i++) await call(); // warm-up
  for (let i = 0; i < count; i++) {
    const start = process.hrtime.bigint();
    await call();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  samples.sort((a, b) => a - b);
  return { p50_us: samples[Math.floor(count * 0.5)], p99_us: samples[Math.floor(count * 0.99)] };
}

async function throughput(inFlight, ms) {
  let completed = 0;
  let running = true;
  const lane = async () => {
    while (running) {
      await call();
      completed++;
    }
  };
  const lanes = Array.from({ length: inFlight }, lane);
  await new Promise((r) => setTimeout(r, 500)); // warm-up
  const start = completed;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  const rate = ((completed - start) * 1000) / (performance.now() - started);
  running = false;
  await Promise.all(lanes);
  return Math.round(rate);
}

const ms = Number(seconds) * 1000;
const result = { ...(await latency(5000)), rate_100: await throughput(100, ms), rate_1000: await throughput(1000, ms) };
process.stdout.write(`${JSON.stringify(result)}\n`);
ws.close();
