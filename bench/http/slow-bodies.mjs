// Slow request bodies against the engine's HTTP API: `connections` clients from one address
// (127.0.0.3) each send a POST's head and then one body byte a second, while another client
// (127.0.0.2) calls an unrelated route once every 200 ms. Prints how long that client waited and
// what the trickling clients were answered, and when.
//   node bench/http/slow-bodies.mjs [connections=1100] [seconds=15] [svc=cli/bin/svc.js of this tree]
import { request } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { start } from './server-process.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const [connections = 1100, seconds = 15] = process.argv.slice(2, 4).map(Number);
const svc = process.argv[4] ?? here('../../cli/bin/svc.js');

/** One POST to the unrelated route from 127.0.0.2: resolves with its status and milliseconds. */
function probe(port) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, localAddress: '127.0.0.2', method: 'POST', path: '/routes/r0/1/items', agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 'error', ms: performance.now() - started }));
    req.setHeader('content-type', 'application/json');
    req.end('{}');
  });
}

const engine = start([svc], { SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', SVC_LOG_LEVEL: 'error' });
const listeners = await engine.listening;
const port = Number(new URL(listeners.http).port);
const responder = start([here('./responder.mjs'), listeners.bridge, '1']);
for (let i = 0; i < 200 && (await probe(port)).status !== 200; i++) await new Promise((r) => setTimeout(r, 50));

const began = performance.now();
const answers = [];
const sockets = [];
for (let i = 0; i < connections; i++) {
  const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.3' });
  socket.on('error', () => {});
  let head = '';
  socket.on('data', (d) => {
    if (head === '')
      answers.push({ status: /^HTTP\/1\.1 (\d+)/.exec(d.toString('latin1'))?.[1], ms: performance.now() - began });
    head += d.toString('latin1');
  });
  socket.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n ');
  sockets.push(socket);
}
const trickle = setInterval(() => {
  for (const socket of sockets) if (socket.writable) socket.write(' ');
}, 1000);

await new Promise((r) => setTimeout(r, 2000));
const probes = [];
while (performance.now() - began < seconds * 1000) {
  probes.push(await probe(port));
  await new Promise((r) => setTimeout(r, 200));
}
clearInterval(trickle);
for (const socket of sockets) socket.destroy();
engine.child.kill('SIGKILL');
responder.child.kill('SIGKILL');

const sorted = probes.map((p) => p.ms).sort((a, b) => a - b);
const byStatus = {};
for (const { status, ms } of answers) {
  const entry = (byStatus[status] ??= { count: 0, firstMs: ms, lastMs: ms });
  entry.count++;
  entry.lastMs = Math.max(entry.lastMs, ms);
  entry.firstMs = Math.min(entry.firstMs, ms);
}
console.log(`${connections} trickling connections, ${seconds} s`);
console.log(
  `other client: ${probes.length} requests, ${probes.filter((p) => p.status === 200).length} answered 200; ` +
    `p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`,
);
for (const [status, { count, firstMs, lastMs }] of Object.entries(byStatus))
  console.log(
    `tricklers answered ${status}: ${count}, from ${(firstMs / 1000).toFixed(1)} s to ${(lastMs / 1000).toFixed(1)} s`,
  );
console.log(`tricklers unanswered after ${seconds} s: ${connections - answers.length}`);
