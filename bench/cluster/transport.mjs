// The two transports a call between engines could take, measured in one run (ADR 0060):
//   link:  a WebSocket from engine B to engine A's bridge; A answers on the same socket.
//   redis: B publishes the call on A's Redis channel; A publishes the answer on B's.
// A second process plays engine A (echoes what it gets); this one plays B. p50 round trip one
// call at a time, calls/s at 100 in flight, and the CPU of both "engines" per call (the Redis
// server's CPU per call is reported apart).
//   node bench/cluster/transport.mjs [calls=30000]
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createClient } from '@redis/client';
import WebSocket, { WebSocketServer } from 'ws';
import { cpuMs, latency } from '../measure.mjs';

const [role, arg] = process.argv.slice(2);
const frame = (id) =>
  JSON.stringify({
    type: 'invokefunction',
    invocation_id: id,
    function_id: 'bench::echo',
    data: { order: 'o-123', items: [1, 2, 3], note: 'benchmark payload of about 100 bytes' },
  });

if (role === 'link-server') {
  const wss = new WebSocketServer({ port: 0, perMessageDeflate: false });
  wss.on('connection', (ws) => ws.on('message', (data) => ws.send(data.toString())));
  wss.on('listening', () => process.stdout.write(`${wss.address().port}\n`));
} else if (role === 'redis-server') {
  const pub = createClient({ url: arg });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe('bench:engine:a', (message) => void pub.publish('bench:engine:b', message));
  process.stdout.write('ready\n');
} else {
  await main();
}

/** Calls sent with `send`, each settled by `answered(text)` of the answer naming its invocation id. */
function echoCalls(send) {
  const waiting = new Map();
  let n = 0;
  const call = () =>
    new Promise((resolve) => {
      const id = `c${n++}`;
      waiting.set(id, resolve);
      send(frame(id));
    });
  const answered = (text) => {
    const id = JSON.parse(text).invocation_id;
    waiting.get(id)?.();
    waiting.delete(id);
  };
  return { call, answered };
}

async function main() {
  const calls = Number(process.argv[2] ?? 30_000);
  const here = fileURLToPath(import.meta.url);
  const children = [];
  const child = (args, wait) =>
    new Promise((resolve) => {
      const c = spawn(process.execPath, [here, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
      children.push(c);
      c.stdout.once('data', (d) => resolve({ pid: c.pid, line: d.toString().trim() }));
      void wait;
    });
  const port = await new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
  const redisServer = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(redisServer);
  await new Promise((resolve) => redisServer.stdout.on('data', (d) => d.toString().includes('Ready') && resolve()));
  const url = `redis://127.0.0.1:${port}`;

  const transports = {
    link: async () => {
      const a = await child(['link-server']);
      const ws = new WebSocket(`ws://127.0.0.1:${a.line}`, { perMessageDeflate: false });
      await new Promise((resolve) => ws.once('open', resolve));
      const { call, answered } = echoCalls((text) => ws.send(text));
      ws.on('message', (data) => answered(data.toString()));
      return { call, pids: [a.pid], close: () => ws.close() };
    },
    redis: async () => {
      const a = await child(['redis-server', url]);
      const pub = createClient({ url });
      const sub = pub.duplicate();
      await Promise.all([pub.connect(), sub.connect()]);
      const { call, answered } = echoCalls((text) => void pub.publish('bench:engine:a', text));
      await sub.subscribe('bench:engine:b', answered);
      return { call, pids: [a.pid], close: () => Promise.all([pub.close(), sub.close()]) };
    },
  };

  console.log(
    '| transport | p50 µs (1 in flight) | calls/s (100 in flight) | both engines CPU µs per call | ' +
      'Redis CPU µs per call |',
  );
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, open] of Object.entries(transports)) {
    const t = await open();
    const { p50_us } = await latency(t.call, 3000, 1000);
    const cpu = () => cpuMs(process.pid) + t.pids.reduce((s, pid) => s + cpuMs(pid), 0);
    const redisBefore = cpuMs(redisServer.pid);
    const before = cpu();
    const started = performance.now();
    let left = calls;
    await Promise.all(
      Array.from({ length: 100 }, async () => {
        while (left-- > 0) await t.call();
      }),
    );
    const rate = calls / ((performance.now() - started) / 1000);
    const us = ((cpu() - before) * 1000) / calls;
    const redisUs = ((cpuMs(redisServer.pid) - redisBefore) * 1000) / calls;
    console.log(`| ${name} | ${p50_us.toFixed(0)} | ${Math.round(rate)} | ${us.toFixed(1)} | ${redisUs.toFixed(1)} |`);
    await t.close();
  }
  for (const c of children) c.kill();
  process.exit(0);
}
