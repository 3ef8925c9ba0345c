// What an idle worker connection holds in the engine, apart from what the garbage collector and
// the JIT have not settled yet: the engine runs with --expose-gc and an inspector on a free port;
// after 50 connections and again after 550, it collects its garbage (three full GCs) and reports
// its heap and resident memory. The bytes per connection are the difference divided by 500.
//   node bench/idle-heap.mjs [rounds=3] [--warm] [--engine <label>=<path to cli/bin/svc.js>]...
// --warm opens and closes 500 connections first, so that what runs once (the JIT compiling the
// connection path, the young generation growing to its working size) is done before measuring.
// Rounds alternate the builds. Columns: the heap in use after GC, the ArrayBuffer memory outside
// it, the RSS after GC, and the part of the RSS growth that is pages of the node binary itself
// (code read in from disk the first time something runs, e.g. the optimizing compilers).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const argv = process.argv.slice(2);
const engines = { engine: fileURLToPath(new URL('../cli/bin/svc.js', import.meta.url)) };
for (let i = argv.indexOf('--engine'); i >= 0; i = argv.indexOf('--engine')) {
  const [label, path] = argv.splice(i, 2)[1].split('=');
  engines[label] = path;
}
const warm = argv.includes('--warm') ? argv.splice(argv.indexOf('--warm'), 1).length : 0;
const rounds = Number(argv[0] ?? 3);
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident bytes of the process's mappings of the node binary. */
function binaryRss(pid) {
  let bytes = 0;
  for (const mapping of readFileSync(`/proc/${pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-)/)) {
    if (!mapping.split('\n')[0].endsWith('/bin/node')) continue;
    bytes += Number(mapping.match(/\nRss:\s+(\d+)/)?.[1] ?? 0) * 1024;
  }
  return bytes;
}

/** Runs `expression` (a function body returning JSON-able data) in the engine through its inspector. */
function inspector(url) {
  const socket = new WebSocket(url);
  const waiting = new Map();
  let id = 0;
  socket.on('message', (data) => {
    const message = JSON.parse(data);
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  const opened = new Promise((resolve) => socket.once('open', resolve));
  return {
    async evaluate(body) {
      await opened;
      const expression = `JSON.stringify((() => { ${body} })())`;
      const result = await new Promise((resolve) => {
        waiting.set(++id, resolve);
        socket.send(JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression } }));
      });
      return JSON.parse(result.result.value);
    },
    close: () => socket.close(),
  };
}

const SETTLED = `for (let i = 0; i < 3; i++) gc();
  const memory = process.memoryUsage();
  return { heap: memory.heapUsed, buffers: memory.arrayBuffers, rss: memory.rss };`;

async function measure(path) {
  const env = { ...process.env, SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', SVC_LOG_LEVEL: 'warn' };
  const child = spawn(process.execPath, ['--expose-gc', '--inspect=127.0.0.1:0', path, 'start'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const found = (stream, pattern) =>
    new Promise((resolve) => {
      let text = '';
      stream.on('data', (chunk) => {
        text += chunk;
        const match = text.match(pattern);
        if (match) resolve(match[1]);
      });
    });
  const bridge = JSON.parse(await found(child.stdout, /^(\{.*"msg":"listening".*\})$/m)).bridge;
  const engine = inspector(await found(child.stderr, /(ws:\/\/\S+)/));
  const sockets = [];
  const open = (n) =>
    Promise.all(
      Array.from({ length: n }, () => {
        const ws = new WebSocket(bridge);
        sockets.push(ws);
        return new Promise((resolve) => ws.once('message', resolve)); // the engine's greeting
      }),
    );
  if (warm) {
    await open(500);
    for (const ws of sockets.splice(0)) ws.terminate();
    await wait(1000);
  }
  await open(50);
  await wait(1000);
  const before = { ...(await engine.evaluate(SETTLED)), binary: binaryRss(child.pid) };
  await open(500);
  await wait(1500);
  const after = { ...(await engine.evaluate(SETTLED)), binary: binaryRss(child.pid) };
  for (const ws of sockets) ws.terminate();
  engine.close();
  child.kill();
  return Object.fromEntries(Object.keys(after).map((key) => [key, Math.round((after[key] - before[key]) / 500)]));
}

const results = Object.fromEntries(Object.keys(engines).map((label) => [label, []]));
for (let round = 0; round < rounds; round++) {
  for (const [label, path] of Object.entries(engines)) results[label].push(await measure(path));
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(JSON.stringify(results));
console.log('\n| build | heap after GC | ArrayBuffers | RSS after GC | of which node binary pages |');
console.log('|---|---:|---:|---:|---:|');
for (const [label, rows] of Object.entries(results)) {
  const cells = ['heap', 'buffers', 'rss', 'binary'].map((key) => median(rows.map((row) => row[key])));
  console.log(`| ${label} | ${cells.join(' | ')} |`);
}
