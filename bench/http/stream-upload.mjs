// Upload throughput, MB/s from the first byte sent to the answer: a POST body streamed through an
// `http` trigger with `stream_body: true` (engine process → request_body channel → svc-sdk worker
// process) against the same body POSTed to a bare node:http server (upload-sink.mjs raw), which
// only counts it. Alternating in each round; 64 KiB writes.
//   node bench/http/stream-upload.mjs [rounds=5] [megabytes=256]      (run `make build` first)
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const [rounds = 5, megabytes = 256] = process.argv.slice(2).map(Number);
const CHUNK = Buffer.alloc(64 * 1024, 7);

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

/** POSTs `megabytes` MB to `url`; resolves with MB/s once the answer (which must count them all) is in. */
function upload(url) {
  const total = megabytes * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream' } });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        const seconds = (performance.now() - started) / 1000;
        const { bytes } = JSON.parse(text).body ?? JSON.parse(text);
        if (bytes !== total) reject(new Error(`${url} counted ${bytes} of ${total} bytes: ${text}`));
        else resolve(megabytes / seconds);
      });
    });
    req.on('error', reject);
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return;
      }
      req.end();
    };
    req.on('drain', pump);
    pump();
  });
}

const engine = await start(
  [here('../../cli/bin/svc.js')],
  { SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', SVC_LOG_LEVEL: 'warn' },
  (line) => line.includes('"msg":"listening"') && JSON.parse(line),
);
const sink = await start([here('./upload-sink.mjs'), 'svc', engine.found.bridge], {}, (line) => line === 'ready');
const raw = await start([here('./upload-sink.mjs'), 'raw'], {}, (line) => line.startsWith('http://') && line);
const svcUrl = `${engine.found.http}/upload`;
for (let deadline = Date.now() + 10_000; (await fetch(svcUrl, { method: 'POST', body: '' })).status === 404; ) {
  if (Date.now() > deadline) throw new Error('the upload route was not served');
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const perRound = [];
try {
  for (let round = 0; round < rounds; round++) {
    const bare = await upload(raw.found);
    const streamed = await upload(svcUrl);
    perRound.push({ raw: bare, stream_body: streamed, ratio: streamed / bare });
  }
} finally {
  for (const process of [engine, sink, raw]) process.child.kill();
}
const fixed = (n) => Math.round(n * 10) / 10;
console.log(
  JSON.stringify({
    megabytes,
    rounds,
    raw_http_mb_s: fixed(median(perRound.map((r) => r.raw))),
    stream_body_mb_s: fixed(median(perRound.map((r) => r.stream_body))),
    ratio: Math.round(median(perRound.map((r) => r.ratio)) * 100) / 100,
    per_round: perRound.map((r) => ({ raw: fixed(r.raw), stream_body: fixed(r.stream_body) })),
  }),
);
