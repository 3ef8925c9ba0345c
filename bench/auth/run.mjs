// What tokens and scopes cost a call: the invocation benchmark (bench/caller.mjs and
// bench/responder.mjs) against the engine without `auth:` (the baseline) and with tokens whose
// scopes are checked on every registration and call, alternating, in the same run.
//   node bench/auth/run.mjs [rounds=5] [seconds-per-phase=3]
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start } from '../http/server-process.mjs';

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

/** Runs `node <args>` to its end; resolves with its last line of output. */
function lastLine(args) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d.toString()));
  return new Promise((resolve) => child.once('exit', () => resolve(out.trim().split('\n').at(-1))));
}

async function run(target) {
  const server = start([here('../../cli/bin/svc.js'), '--config', configs[target]], { SVC_LOG_LEVEL: 'warn' });
  const { bridge } = await server.listening;
  const url = target === 'auth' ? `${bridge}/?token=${TOKEN}` : bridge;
  const responder = spawn(process.execPath, [here('../responder.mjs'), url], { stdio: 'ignore' });
  const result = JSON.parse(await lastLine([here('../caller.mjs'), url, String(seconds)]));
  responder.kill();
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
