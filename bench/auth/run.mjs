// What tokens and scopes cost a call: the invocation benchmark (bench/caller.mjs and
// bench/responder.mjs) against the engine without `auth:` (the baseline) and with tokens whose
// scopes are checked on every registration and call, alternating, in the same run.
//   node bench/auth/run.mjs [rounds=5] [seconds-per-phase=3]
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const [rounds = 5, seconds = 3] = process.argv.slice(2).map(Number);
const TOKEN = 'bench-token-0123456789';

const dir = mkdtempSync(join(tmpdir(), 'svc-bench-auth-'));
const configs = {
  baseline: join(dir, 'open.yaml'),
  auth: join(dir, 'auth.yaml'),
};
const bridge = 'workers:\n  - name: svc-bridge\n    config: { port: 0 }\n';
writeFileSync(configs.baseline, bridge);
writeFileSync(
  configs.auth,
  'auth:\n  tokens:\n' +
    `    - { name: bench, value: ${TOKEN}, register: ["bench::*"], invoke: ["bench::*"], trigger_types: [] }\n` +
    bridge,
);

function start(args, env = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const listening = new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line) resolve(JSON.parse(line).bridge);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code} before listening: ${out}`)));
  });
  listening.catch(() => {});
  return { child, listening, output: () => out };
}

async function run(target) {
  const server = start([here('../../cli/bin/svc.js'), '--config', configs[target]], { SVC_LOG_LEVEL: 'warn' });
  const bridgeUrl = await server.listening;
  const url = target === 'auth' ? `${bridgeUrl}/?token=${TOKEN}` : bridgeUrl;
  const responder = start([here('../responder.mjs'), url]);
  const caller = start([here('../caller.mjs'), url, String(seconds)]);
  const result = await new Promise((resolve) =>
    caller.child.once('exit', () => resolve(JSON.parse(caller.output().trim().split('\n').at(-1)))),
  );
  responder.child.kill();
  server.child.kill();
  return result;
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { baseline: [], auth: [] };
for (let i = 0; i < rounds; i++) for (const target of ['baseline', 'auth']) results[target].push(await run(target));
const keys = ['p50_us', 'p99_us', 'rate_100', 'rate_1000'];
const summary = Object.fromEntries(
  Object.entries(results).map(([target, runs]) => [
    target,
    Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])),
  ]),
);
const ratios = Object.fromEntries(
  keys.map((k) => [k, Math.round((summary.auth[k] / summary.baseline[k]) * 100) / 100]),
);
console.log(JSON.stringify({ rounds, seconds, ...summary, auth_over_baseline: ratios }, null, 2));
