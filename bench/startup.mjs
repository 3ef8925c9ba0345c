// Start-up and idle memory: spawn → the `listening` line, the CPU time the process used until then
// (all its threads, from /proc), and the resident set size one second later with no connection, of
// the baseline router (a bare `ws` server, baseline-router.mjs) and of `svc start` on its embedded
// default config, starts alternating.
//   node bench/startup.mjs [starts=15] [--engine <label>=<path to cli/bin/svc.js>]...
// Each --engine adds another build (e.g. a checkout of the commit before a change) to every round.
// Medians over the starts; a ratio is the median of the ratios of one round's starts.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const argv = process.argv.slice(2);
const targets = { baseline: [here('./baseline-router.mjs')], engine: [here('../cli/bin/svc.js'), 'start'] };
for (let i = argv.indexOf('--engine'); i >= 0; i = argv.indexOf('--engine')) {
  const [label, path] = argv.splice(i, 2)[1].split('=');
  targets[label] = [path, 'start'];
}
const [starts = 15] = argv.map(Number);
const PORTS = { SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', SVC_LOG_LEVEL: 'info' };

/** Resident set size of `pid` in MB, from /proc. */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** CPU time of `pid` in ms, every thread's, from /proc (less noisy than wall time on a loaded machine). */
function cpuMs(pid) {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return ns / 1e6;
}

/** One start of `args`: ms from spawn to the listening line, CPU ms until then, MB resident a second later. */
async function once(args) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...PORTS },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let cpu;
  const readyMs = await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d.toString();
      if (cpu === undefined && out.includes('"msg":"listening"')) {
        cpu = cpuMs(child.pid);
        resolve(performance.now() - startedAt);
      }
    });
    child.once('exit', (code) => reject(new Error(`exited ${code} before listening: ${out}`)));
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rss = rssMb(child.pid);
  child.kill();
  await new Promise((resolve) => child.once('exit', resolve));
  return { readyMs, cpu, rss };
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const results = Object.fromEntries(Object.keys(targets).map((label) => [label, []]));
for (let i = 0; i < starts; i++)
  for (const [label, args] of Object.entries(targets)) results[label].push(await once(args));

const rows = Object.keys(targets).map((label) => {
  const ratio = (key) => median(results[label].map((r, i) => r[key] / results.baseline[i][key]));
  return {
    label,
    ready: median(results[label].map((r) => r.readyMs)),
    cpu: median(results[label].map((r) => r.cpu)),
    rss: median(results[label].map((r) => r.rss)),
    readyRatio: ratio('readyMs'),
    cpuRatio: ratio('cpu'),
    rssRatio: ratio('rss'),
  };
});
console.log(
  `| build | spawn → listening ms | / baseline | CPU ms to listening | / baseline | idle RSS MB | / baseline |`,
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.label} | ${row.ready.toFixed(0)} | ${row.readyRatio.toFixed(2)} | ${row.cpu.toFixed(0)} | ` +
      `${row.cpuRatio.toFixed(2)} | ${row.rss.toFixed(1)} | ${row.rssRatio.toFixed(2)} |`,
  );
