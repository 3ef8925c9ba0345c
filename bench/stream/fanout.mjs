// Stream fan-out: messages delivered per second to 100 subscribers of one group, the engine
// (`stream::send` from a worker over the bridge, delivered by svc-stream on its socket) against
// a bare `ws` broadcaster (baseline-fanout.mjs) in the same run, alternating by round.
//   node bench/stream/fanout.mjs [rounds=3] [seconds=3] [subscribers=100] [in-flight=20]
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { caller } from '../client.mjs';
import { start } from './process.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const [rounds = 3, seconds = 3, subscribers = 100, inFlight = 20] = process.argv.slice(2).map(Number);
const env = { SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', SVC_LOG_LEVEL: 'warn' };

/** A process whose last `received <n>` line is its count so far. */
function startCounting(args) {
  const started = start(args);
  const lastCount = () => {
    const lines = started
      .output()
      .split('\n')
      .filter((l) => l.startsWith('received '));
    return Number(lines.at(-1)?.slice(9) ?? 0);
  };
  return { ...started, lastCount };
}

/** A publisher for the baseline: `send` frames acked one by one. */
async function baselinePublisher(url) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  await new Promise((resolve) => ws.once('open', resolve));
  const waiting = new Map();
  let next = 0;
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    if (frame.type === 'ack') waiting.get(frame.id)?.();
  });
  return {
    send: (data) =>
      new Promise((resolve) => {
        const id = next++;
        waiting.set(id, resolve);
        ws.send(JSON.stringify({ type: 'send', id, stream_name: 'bench', group_id: 'g', event: 'tick', data }));
      }),
    close: () => ws.close(),
  };
}

async function engineRound() {
  const server = start([here('../../cli/bin/svc.js')], env);
  const line = JSON.parse(await server.waitFor((l) => l.includes('"msg":"listening"')));
  const client = await caller(line.bridge);
  const publisher = {
    send: (data) => client.call('stream::send', { stream_name: 'bench', group_id: 'g', type: 'tick', data }),
    close: () => client.close(),
  };
  return { server, socket: line.stream.replace(/^http/, 'ws'), publisher };
}

async function baselineRound() {
  const server = start([here('./baseline-fanout.mjs')]);
  const line = JSON.parse(await server.waitFor((l) => l.includes('"msg":"listening"')));
  return { server, socket: line.stream, publisher: await baselinePublisher(line.stream) };
}

async function measure(setup) {
  const { server, socket, publisher } = await setup();
  const subs = startCounting([here('./subscribers.mjs'), socket, String(subscribers), 'bench', 'g']);
  await subs.waitFor((l) => l === 'ready');
  const payload = { at: 0, note: 'a stream event of about a hundred bytes in all, once framed' };
  let running = true;
  let published = 0;
  const lane = async () => {
    while (running) {
      await publisher.send(payload);
      published++;
    }
  };
  const lanes = Array.from({ length: inFlight }, lane);
  await new Promise((r) => setTimeout(r, 500));
  const [startDelivered, startPublished, startedAt] = [subs.lastCount(), published, performance.now()];
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const elapsed = (performance.now() - startedAt) / 1000;
  const result = {
    published: Math.round((published - startPublished) / elapsed),
    delivered: Math.round((subs.lastCount() - startDelivered) / elapsed),
  };
  running = false;
  await Promise.race([Promise.all(lanes), new Promise((r) => setTimeout(r, 2000))]);
  publisher.close();
  subs.child.kill();
  server.child.kill();
  return result;
}

const results = { baseline: [], engine: [] };
for (let round = 0; round < rounds; round++) {
  results.baseline.push(await measure(baselineRound));
  results.engine.push(await measure(engineRound));
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const row = (name, key) => {
  const base = median(results.baseline.map((r) => r[key]));
  const engine = median(results.engine.map((r) => r[key]));
  return `| ${name} | ${base.toLocaleString('en')} | ${engine.toLocaleString('en')} | ${(engine / base).toFixed(2)} |`;
};
process.stdout.write(
  `${subscribers} subscribers, ${inFlight} sends in flight, median of ${rounds} rounds × ${seconds} s\n\n` +
    '| metric | bare ws broadcaster | engine | engine / baseline |\n|---|---:|---:|---:|\n' +
    `${row('events published/s', 'published')}\n${row('frames delivered/s (all subscribers)', 'delivered')}\n`,
);
