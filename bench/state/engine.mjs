// `state::get` from a worker through the engine, against a plain invocation through the same
// engine in the same run: the svc engine on its default config (svc-state with in_memory), the
// bench responder answering `bench::echo`, and engine-caller.mjs calling both, alternating.
//   node bench/state/engine.mjs [rounds=3] [seconds-per-phase=2]      (run `make build` first)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const [rounds = 3, seconds = 2] = process.argv.slice(2).map(Number);

function start(args, env = {}) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d.toString()));
  child.stderr.on('data', (d) => (out += d.toString()));
  return { child, output: () => out };
}

const engine = start([here('../../cli/bin/svc.js')], {
  SVC_PORT: '0',
  SVC_HTTP_PORT: '0',
  SVC_STREAM_PORT: '0',
  SVC_LOG_LEVEL: 'warn',
});
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
const responder = start([here('../responder.mjs'), url]);
const caller = start([here('./engine-caller.mjs'), url, String(seconds), String(rounds)]);
await new Promise((resolve) => caller.child.once('exit', resolve));
responder.child.kill();
engine.child.kill();

const results = JSON.parse(caller.output().trim().split('\n').at(-1));
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = Object.fromEntries(
  Object.entries(results).map(([name, list]) => [
    name,
    { p50_us: median(list.map((r) => r.p50_us)), rate_100: median(list.map((r) => r.rate_100)) },
  ]),
);
console.log(JSON.stringify({ rounds, seconds, summary, per_round: results }, null, 2));
const { echo, get } = summary;
console.log(
  '\n| metric | plain invocation (bench::echo) | state::get | state::get / plain | target |\n|---|---:|---:|---:|---|',
);
console.log(
  `| calls/s, 100 in flight | ${echo.rate_100.toLocaleString('en')} | ${get.rate_100.toLocaleString('en')} | ` +
    `${(get.rate_100 / echo.rate_100).toFixed(2)} | ≥ 0.9 |`,
);
console.log(
  `| p50 latency (µs), 1 in flight | ${echo.p50_us.toFixed(0)} | ${get.p50_us.toFixed(0)} | ` +
    `${(get.p50_us / echo.p50_us).toFixed(2)} | ≤ plain + 10 µs |`,
);
