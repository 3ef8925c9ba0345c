// Enqueue → consumer completed per second, for svc-queue's in_memory and file_based adapters,
// against direct invocation of the same function through the same engine in the same round.
//   node bench/queue/run.mjs [rounds=5] [jobs-per-round=50000]      (run `make build` first)
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const [rounds = 5, jobs = 50000] = process.argv.slice(2).map(Number);

function start(args, env = {}) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d.toString()));
  child.stderr.on('data', (d) => (out += d.toString()));
  return { child, output: () => out };
}

async function measure(adapter) {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-queue-'));
  const config = join(dir, 'svc.config.yaml');
  const where = adapter === 'file_based' ? `, path: ${JSON.stringify(join(dir, 'queue'))}` : '';
  writeFileSync(
    config,
    'workers:\n  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n  - name: svc-queue\n    config:\n' +
      `      adapter: { name: ${adapter}${where} }\n      queues:\n        bench: { concurrency: 100 }\n`,
  );
  const engine = start([here('../../cli/bin/svc.js'), '--config', config], { SVC_LOG_LEVEL: 'warn' });
  const url = await new Promise((resolve, reject) => {
    engine.child.stdout.on('data', () => {
      const line = engine
        .output()
        .split('\n')
        .find((l) => l.includes('"msg":"listening"'));
      if (line) resolve(JSON.parse(line).bridge);
    });
    engine.child.once('exit', (code) => reject(new Error(`engine exited ${code}: ${engine.output()}`)));
  });
  const worker = start([here('./worker.mjs'), url, String(jobs), String(rounds)]);
  const code = await new Promise((resolve) => worker.child.once('exit', resolve));
  engine.child.kill();
  if (code !== 0) throw new Error(`worker exited ${code}: ${worker.output()}`);
  return worker
    .output()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const adapter of ['in_memory', 'file_based']) {
  const perRound = await measure(adapter);
  const direct = median(perRound.map((r) => r.direct));
  const queue = median(perRound.map((r) => r.queue));
  // The ratio of each round, then its median: load on a shared machine moves between rounds.
  const ratio = median(perRound.map((r) => r.queue / r.direct));
  rows.push({ adapter, direct, queue, ratio, perRound });
}
console.log(JSON.stringify({ rounds, jobs, rows }, null, 2));
console.log('\n| adapter | direct invocation (jobs/s) | enqueue → completed (jobs/s) | queue / direct | target |');
console.log('|---|---:|---:|---:|---|');
for (const { adapter, direct, queue, ratio } of rows) {
  const target = adapter === 'in_memory' ? '≥ 0.5' : '';
  console.log(
    `| ${adapter} | ${direct.toLocaleString('en')} | ${queue.toLocaleString('en')} | ${ratio.toFixed(2)} | ${target} |`,
  );
}
