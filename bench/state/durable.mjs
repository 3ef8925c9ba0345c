// Durable `state::set` at 1 in flight against the least a durable write needs: the svc engine with
// svc-state on `file_based` (`durability: fsync`) in a temporary folder, called from this process
// one set at a time, and, alternating with it in the same run, one record (the same bytes) written
// to a file in the same folder and synced with `fdatasync` before the next. (Where the temporary
// folder is a tmpfs, a sync costs nothing: point TMPDIR at a disk.)
//   node bench/state/durable.mjs [rounds=5] [calls-per-round=2000]      (run `make build` first)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caller } from '../client.mjs';
import { latency } from '../measure.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const [rounds = 5, calls = 2000] = process.argv.slice(2).map(Number);
const dir = mkdtempSync(join(tmpdir(), 'svc-bench-state-'));
const config = join(dir, 'svc.config.yaml');
writeFileSync(
  config,
  [
    'workers:',
    '  - name: svc-bridge',
    '    config: { host: 127.0.0.1, port: 0 }',
    '  - name: svc-state',
    `    config: { adapter: { name: file_based, path: ${JSON.stringify(join(dir, 'state'))}, durability: fsync } }`,
    '',
  ].join('\n'),
);

const engine = spawn(process.execPath, [here('../../cli/bin/svc.js'), 'start', '--config', config], {
  env: { ...process.env, SVC_LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
const url = await new Promise((resolve, reject) => {
  engine.stdout.on('data', (d) => {
    out += d.toString();
    const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
    if (line) resolve(JSON.parse(line).bridge);
  });
  engine.once('exit', (code) => reject(new Error(`engine exited ${code}: ${out}`)));
});

const VALUE = {
  status: 'active',
  counter: 42,
  metadata: { region: 'eu-west', tags: ['a', 'b'], updated_at: 1700000000000 },
};
const { call, close } = await caller(url);
let n = 0;
const set = async () => {
  const answer = await call('state::set', { scope: 'bench', key: `k${n++ % 1000}`, value: VALUE });
  if (answer.error) throw new Error(`state::set failed: ${JSON.stringify(answer.error)}`);
};
const log = await open(join(dir, 'raw.log'), 'a');
const record = Buffer.from(`${JSON.stringify({ scope: 'bench', key: 'k1', value: VALUE })}\n`);
const raw = async () => {
  await log.write(record);
  await log.datasync();
};

const results = { set: [], raw: [] };
for (let round = 0; round < rounds; round++)
  for (const name of round % 2 === 0 ? ['raw', 'set'] : ['set', 'raw'])
    results[name].push((await latency(name === 'set' ? set : raw, calls, 200)).p50_us);
close();
await log.close();
engine.kill();
await new Promise((resolve) => engine.once('exit', resolve));
rmSync(dir, { recursive: true, force: true });

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const ratios = results.set.map((p50, i) => p50 / results.raw[i]);
console.log(JSON.stringify({ rounds, calls, p50_us: results }));
console.log('| metric | raw write + fdatasync | state::set, file_based fsync | set / raw | target |');
console.log('|---|---:|---:|---:|---|');
console.log(
  `| p50 µs, 1 in flight | ${median(results.raw).toFixed(0)} | ${median(results.set).toFixed(0)} | ` +
    `${median(ratios).toFixed(2)} | ≤ 1.5 |`,
);
