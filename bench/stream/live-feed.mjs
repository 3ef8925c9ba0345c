// The live feed under load: the engine on its default config, the bench responder answering
// `bench::echo`, and calls at a paced 10,000/s and then as fast as 100 in flight allow, each
// first with nobody and then with one client joined to every `svc:live` group. It reports the
// frames/s that client receives (bounded by live_interval_ms, whatever the load), whether the
// invocations the feed counted match the calls made, and the throughput with the feed against
// without it in the same run.
//   node bench/stream/live-feed.mjs [rounds=3] [seconds=3] [groups=all, comma-separated]
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { caller } from '../client.mjs';
import { start } from './process.mjs';
import { throughput } from '../measure.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const [rounds = 3, seconds = 3] = process.argv.slice(2, 4).map(Number);
const GROUPS = process.argv[4]?.split(',') ?? ['registry', 'invocations', 'streams', 'traces', 'logs', 'queues'];

/** A client joined to every live group, counting frames and the invocations they report. */
async function liveClient(url) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  await new Promise((resolve) => ws.once('open', resolve));
  const seen = { frames: 0, invocations: 0 };
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    if (frame.event?.type !== 'event') return;
    seen.frames++;
    if (frame.groupId === 'invocations') seen.invocations += frame.event.event.data.total;
  });
  for (const groupId of GROUPS)
    ws.send(JSON.stringify({ type: 'join', data: { subscriptionId: groupId, streamName: 'svc:live', groupId } }));
  await new Promise((r) => setTimeout(r, 300));
  return { seen, close: () => ws.close() };
}

/** Calls made at `perSecond` for `ms`, in batches every 10 ms; resolves with the calls completed. */
async function paced(call, perSecond, ms) {
  let completed = 0;
  const batch = perSecond / 100;
  const pending = [];
  const started = performance.now();
  while (performance.now() - started < ms) {
    for (let i = 0; i < batch; i++) pending.push(call().then(() => completed++));
    await new Promise((r) => setTimeout(r, 10));
  }
  await Promise.all(pending);
  return { completed, elapsed: (performance.now() - started) / 1000 };
}

const engine = start([here('../../cli/bin/svc.js')], {
  SVC_PORT: '0',
  SVC_HTTP_PORT: '0',
  SVC_STREAM_PORT: '0',
  SVC_LOG_LEVEL: 'warn',
});
const listening = JSON.parse(await engine.waitFor((l) => l.includes('"msg":"listening"')));
const responder = start([here('../responder.mjs'), listening.bridge]);
await responder.waitFor((l) => l === 'ready');
const client = await caller(listening.bridge);
const payload = { order: 'o-123', items: [1, 2, 3], note: 'benchmark payload of about 100 bytes' };
const call = () => client.call('bench::echo', payload);
await throughput(call, 100, 1000);

const rows = [];
for (let round = 0; round < rounds; round++) {
  const alone = await throughput(call, 100, seconds * 1000);
  const live = await liveClient(listening.stream.replace(/^http/, 'ws'));
  const withFeed = await throughput(call, 100, seconds * 1000);
  // The last window of that phase is sent up to one interval later: let it arrive before counting.
  await new Promise((r) => setTimeout(r, 600));
  live.seen.frames = 0;
  live.seen.invocations = 0;
  const load = await paced(call, 10_000, seconds * 1000);
  await new Promise((r) => setTimeout(r, 600));
  rows.push({
    alone,
    withFeed,
    pacedRate: Math.round(load.completed / load.elapsed),
    framesPerSecond: live.seen.frames / load.elapsed,
    counted: live.seen.invocations / load.completed,
  });
  live.close();
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const m = (key) => median(rows.map((r) => r[key]));
process.stdout.write(
  `median of ${rounds} rounds × ${seconds} s\n\n| metric | value |\n|---|---:|\n` +
    `| invocations/s, 100 in flight, no live client | ${m('alone').toLocaleString('en')} |\n` +
    `| invocations/s, 100 in flight, one client on every svc:live group | ${m('withFeed').toLocaleString('en')} |\n` +
    `| with the feed / without | ${(m('withFeed') / m('alone')).toFixed(2)} |\n` +
    `| paced load achieved (invocations/s) | ${m('pacedRate').toLocaleString('en')} |\n` +
    `| live frames/s received under it (all groups) | ${m('framesPerSecond').toFixed(1)} |\n` +
    `| invocations counted by the feed / calls made | ${m('counted').toFixed(3)} |\n`,
);
client.close();
responder.child.kill();
engine.child.kill();
