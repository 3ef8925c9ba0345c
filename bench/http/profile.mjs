// Where a server's CPU goes under HTTP load: the engine (with svc-sdk's or the raw worker) or the
// baseline gateway, started with `node --cpu-prof --cpu-prof-interval=100`, wrk at `concurrency`
// connections for `seconds`; prints the entries with the most self time, as shares of the
// non-idle samples, and writes the profile under the system's temporary folder.
//   node bench/http/profile.mjs <gateway | svc+raw | svc+sdk> [seconds=8] [concurrency=100] [top=30]
//     [--engine <path to cli/bin/svc.js>]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postScript } from './post-script.mjs';
import { start } from './server-process.mjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const argv = process.argv.slice(2);
const at = argv.indexOf('--engine');
const cli = at >= 0 ? argv.splice(at, 2)[1] : here('../../cli/bin/svc.js');
const [target, seconds = '8', concurrency = '100', top = '30'] = argv;
const dir = mkdtempSync(join(tmpdir(), 'svc-http-profile-'));
const node = ['--cpu-prof', '--cpu-prof-interval=100', `--cpu-prof-dir=${dir}`];
const env = { SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', SVC_LOG_LEVEL: 'warn' };
const server =
  target === 'gateway' ? start([...node, here('./baseline-gateway.mjs')]) : start([...node, cli, 'start'], env);
const listeners = await server.listening;
const worker = start([here(target === 'svc+sdk' ? './responder.mjs' : './raw-responder.mjs'), listeners.bridge]);
const url = `${listeners.http}/echo`;
for (let i = 0; i < 200; i++) {
  const init = { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } };
  if ((await fetch(url, init).catch(() => undefined))?.status === 200) break;
  await new Promise((r) => setTimeout(r, 50));
}
const wrk = (c, s) => execFileSync('wrk', ['-t1', `-c${c}`, `-d${s}s`, '-s', postScript(), url], { encoding: 'utf8' });
const rate = /Requests\/sec:\s+([\d.]+)/.exec(wrk(concurrency, seconds))[1];
const exited = new Promise((resolve) => server.child.once('exit', resolve));
server.child.kill('SIGTERM');
await exited;
worker.child.kill();

const file = join(
  dir,
  readdirSync(dir).find((name) => name.endsWith('.cpuprofile')),
);
const { nodes, samples } = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(nodes.map((n) => [n.id, n]));
const self = new Map();
let busy = 0;
for (const id of samples) {
  const { callFrame } = byId.get(id);
  if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') continue;
  busy++;
  const where = callFrame.url ? ` ${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}` : '';
  const key = `${callFrame.functionName || '(anonymous)'}${where}`;
  self.set(key, (self.get(key) ?? 0) + 1);
}
console.log(`${target}: ${rate} req/s at ${concurrency} concurrent; ${busy} busy samples; ${file}`);
for (const [key, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
  console.log(`${((count * 100) / busy).toFixed(2).padStart(6)}%  ${key}`);
