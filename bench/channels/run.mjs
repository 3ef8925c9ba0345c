// Channel throughput, MB/s from the first frame written to the reader's close, through
// svc-channels (an engine process) against a raw WebSocket relay (raw-relay.mjs, its own
// process), alternating in each round. The writer sends 64 KiB binary frames, as the iii SDKs do.
//   node bench/channels/run.mjs [rounds=5] [megabytes=256]      (run `make build` first)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { caller } from '../client.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const [rounds = 5, megabytes = 256] = process.argv.slice(2).map(Number);
const CHUNK = 64 * 1024;

/** Starts a process and resolves with it and the first stdout line matching `pick`. */
function start(args, env, pick) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d.toString();
      const found = out.split('\n').map(pick).find(Boolean);
      if (found) resolve({ child, found });
    });
    child.once('exit', (code) => reject(new Error(`${args[0]} exited ${code}: ${out}`)));
  });
}

const open = (url) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });

/** Pipes `megabytes` MB from a writer at `writeUrl` to a reader at `readUrl`; resolves with MB/s. */
async function pipe(writeUrl, readUrl) {
  const reader = await open(readUrl);
  const writer = await open(writeUrl);
  const total = megabytes * 1024 * 1024;
  const chunk = Buffer.alloc(CHUNK, 7);
  let received = 0;
  reader.on('message', (data) => (received += data.length));
  const closed = new Promise((resolve) => reader.once('close', resolve));
  const started = performance.now();
  for (let sent = 0; sent < total; sent += CHUNK) {
    while (writer.bufferedAmount > 4 * 1024 * 1024) await new Promise((resolve) => setTimeout(resolve, 1));
    writer.send(chunk);
  }
  writer.close(1000);
  await closed;
  const seconds = (performance.now() - started) / 1000;
  if (received !== total) throw new Error(`received ${received} of ${total} bytes`);
  return megabytes / seconds;
}

const engine = await start(
  [here('../../cli/bin/svc.js')],
  { SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', SVC_LOG_LEVEL: 'warn' },
  (line) => line.includes('"msg":"listening"') && JSON.parse(line).bridge,
);
const relay = await start([here('./raw-relay.mjs')], {}, (line) => line.startsWith('ws://') && line);
const owner = await caller(engine.found);

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const perRound = [];
try {
  for (let round = 0; round < rounds; round++) {
    const raw = await pipe(`${relay.found}/?dir=write`, `${relay.found}/?dir=read`);
    const { result } = await owner.call('engine::channels::create', {});
    const url = (ref) => `${engine.found}/ws/channels/${ref.channel_id}?key=${ref.access_key}&dir=${ref.direction}`;
    const channel = await pipe(url(result.writer), url(result.reader));
    perRound.push({ raw, channel, ratio: channel / raw });
  }
} finally {
  owner.close();
  engine.child.kill();
  relay.child.kill();
}
const fixed = (n) => Math.round(n * 10) / 10;
console.log(
  JSON.stringify({
    megabytes,
    rounds,
    raw_mb_s: fixed(median(perRound.map((r) => r.raw))),
    channel_mb_s: fixed(median(perRound.map((r) => r.channel))),
    ratio: Math.round(median(perRound.map((r) => r.ratio)) * 100) / 100,
    per_round: perRound.map((r) => ({ raw: fixed(r.raw), channel: fixed(r.channel) })),
  }),
);
