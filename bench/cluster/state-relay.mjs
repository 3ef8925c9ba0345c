// What announcing each state change to the other engines costs the engine that makes it: engine
// CPU µs per `state::set` on the `redis` adapter (from /proc, over a fixed number of sets at 100 in
// flight on 10,000 keys), for this build and for any other build given with --engine (e.g. the
// commit before the announcements), rounds alternating; prints the median per build and its ratio
// to the first build given with --engine. With `listening`, a second engine of this build holds a `state` binding, so
// every announcement is also read (its CPU per set is reported in that row's last column).
//   node bench/cluster/state-relay.mjs [sets=30000] [rounds=5] [--engine <label>=<path to cli/bin/svc.js>]...
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caller, connect } from '../client.mjs';
import { cpuMs } from '../measure.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const argv = process.argv.slice(2);
const svc = here('../../cli/bin/svc.js');
const targets = { engine: svc };
for (let i = argv.indexOf('--engine'); i >= 0; i = argv.indexOf('--engine')) {
  const [label, path] = argv.splice(i, 2)[1].split('=');
  targets[label] = path;
}
const [sets = 30_000, rounds = 5] = argv.map(Number);
const VALUE = { status: 'active', counter: 42, metadata: { region: 'eu-west', tags: ['a', 'b'] } };

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const redisPort = await freePort();
const redis = spawn(
  'redis-server',
  ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  { stdio: ['ignore', 'pipe', 'ignore'] },
);
await new Promise((resolve) => redis.stdout.on('data', (d) => d.toString().includes('Ready to accept') && resolve()));
const redisUrl = `redis://127.0.0.1:${redisPort}`;

/** Starts an engine whose svc-state keeps its entries in the bench's Redis; resolves with its process and URL. */
async function engine(path) {
  const config = join(tmpdir(), `svc-state-relay-${process.pid}.yaml`);
  writeFileSync(
    config,
    'workers:\n  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n' +
      `  - name: svc-state\n    config: { adapter: { name: redis, url: "${redisUrl}" } }\n`,
  );
  const child = spawn(process.execPath, [path, '--config', config], {
    env: { ...process.env, SVC_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line) resolve(JSON.parse(line).bridge);
    });
    child.once('exit', (code) => reject(new Error(`engine exited ${code}`)));
  });
  return { child, url };
}

/** `count` sets from 100 lanes, over 10,000 keys. */
async function drive(client, count) {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const n = next++;
      await client.call('state::set', { scope: 'bench', key: `k${n % 10_000}`, value: { ...VALUE, counter: n } });
    }
  };
  await Promise.all(Array.from({ length: 100 }, lane));
}

/** A worker on `url` with a `state` binding on the bench's scope (its handler does nothing). */
async function listener(url) {
  const { ws, send, opened } = connect(url);
  await opened;
  send({ type: 'registerfunction', id: 'bench::on_state' });
  send({
    type: 'registertrigger',
    id: 'bench-state',
    trigger_type: 'state',
    function_id: 'bench::on_state',
    config: { scope: 'bench' },
  });
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    if (frame.type === 'invokefunction')
      send({
        type: 'invocationresult',
        invocation_id: frame.invocation_id,
        function_id: frame.function_id,
        result: null,
      });
  });
  return { close: () => ws.close() };
}

async function measure(path, listening) {
  const writer = await engine(path);
  const reader = listening ? await engine(svc) : undefined;
  const bound = reader && (await listener(reader.url));
  const client = await caller(writer.url);
  await drive(client, 5_000); // warm-up (and the listening engine's subscription is up by its end)
  const before = [cpuMs(writer.child.pid), reader ? cpuMs(reader.child.pid) : 0];
  const started = performance.now();
  await drive(client, sets);
  const us = ((cpuMs(writer.child.pid) - before[0]) * 1000) / sets;
  const readerUs = reader ? ((cpuMs(reader.child.pid) - before[1]) * 1000) / sets : undefined;
  const rate = sets / ((performance.now() - started) / 1000);
  client.close();
  bound?.close();
  writer.child.kill();
  reader?.child.kill();
  return { us, rate, readerUs };
}

const runs = [...Object.keys(targets).map((t) => [t, false]), ['engine', true]];
const label = ([target, listening]) => (listening ? `${target}, another engine listening` : target);
const results = new Map(runs.map((run) => [label(run), []]));
for (let round = 0; round < rounds; round++)
  for (const run of round % 2 === 0 ? runs : [...runs].reverse())
    results.get(label(run)).push(await measure(targets[run[0]], run[1]));
redis.kill();

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
// Ratios against the first other build given (the code before the change), else against this build.
const baseline = Object.keys(targets)[1] ?? 'engine';
const first = median(results.get(baseline).map((r) => r.us));
console.log(
  `| writer engine | CPU µs per set (median of ${rounds}) | each round | / ${baseline} | sets/s ` +
    '| listening engine CPU µs per set |',
);
console.log('|---|---:|---|---:|---:|---:|');
for (const [name, list] of results) {
  const us = median(list.map((r) => r.us));
  const each = list.map((r) => r.us.toFixed(1)).join(' ');
  const rate = Math.round(median(list.map((r) => r.rate)));
  const reader = list[0].readerUs === undefined ? '' : median(list.map((r) => r.readerUs)).toFixed(1);
  console.log(`| ${name} | ${us.toFixed(1)} | ${each} | ${(us / first).toFixed(2)} | ${rate} | ${reader} |`);
}
process.exit(0);
