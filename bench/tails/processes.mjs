// The processes of the tail benchmarks: started with `node [flags] --import stamps.mjs <args>`,
// asked for their stamps with SIGUSR2.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const STAMPS = fileURLToPath(new URL('./stamps.mjs', import.meta.url));

/**
 * Starts `node <flags> --import stamps.mjs <args>` writing its stamps to `file`. `listening`
 * resolves with its first output line holding `"msg":"listening"`, parsed (a worker prints none:
 * nobody waits for it); `stamps()` resolves with what the process stamped so far.
 */
export function stamped(args, file, env = {}, flags = []) {
  const child = spawn(process.execPath, [...flags, '--import', STAMPS, ...args], {
    env: { ...process.env, SVC_STAMPS: file, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const listening = new Promise((resolve, reject) => {
    const seen = (d) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (!line) return;
      child.stdout.off('data', seen);
      child.stdout.resume();
      resolve(JSON.parse(line));
    };
    child.stdout.on('data', seen);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${out}`)));
  });
  listening.catch(() => {});
  const stamps = async () => {
    rmSync(file, { force: true });
    child.kill('SIGUSR2');
    for (let i = 0; i < 200; i++) {
      await new Promise((r) => setTimeout(r, 25));
      try {
        return JSON.parse(readFileSync(file, 'utf8'));
      } catch {}
    }
    throw new Error(`no stamps from ${args.join(' ')} in ${file}`);
  };
  return { child, listening, stamps };
}

/** Time (ns) the main thread of `pid` has waited on a run queue (schedstat's second field). */
export const runDelay = (pid) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);

/** Takes every `--<name> <label>=<value>` out of `argv`: `{ label: value }` (a value may hold `=`). */
export function labelled(argv, name) {
  const found = {};
  for (let i = argv.indexOf(`--${name}`); i >= 0; i = argv.indexOf(`--${name}`)) {
    const [label, ...value] = argv.splice(i, 2)[1].split('=');
    found[label] = value.join('=');
  }
  return found;
}

/** `--env <label>=<NAME>=<value>` options, as `{ label: { NAME: value } }`. */
export function envOptions(argv) {
  const env = {};
  for (let i = argv.indexOf('--env'); i >= 0; i = argv.indexOf('--env')) {
    const [label, name, ...value] = argv.splice(i, 2)[1].split('=');
    (env[label] ??= {})[name] = value.join('=');
  }
  return env;
}

/** The middle value of `values`. */
export function median(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/**
 * The slowest 1% of `rows` (by `total`), each hop's median over all rows, and for each hop the
 * share of the slowest 1% whose largest excess over its hop's median is that hop.
 */
export function slowest(rows, hops) {
  const totals = rows.map((row) => row.total).sort((a, b) => a - b);
  const p99 = totals[Math.floor(totals.length * 0.99)];
  const slow = rows.filter((row) => row.total >= p99);
  const hopMedian = Object.fromEntries(hops.map((h) => [h, median(rows.map((row) => row[h]))]));
  const blame = Object.fromEntries(hops.map((h) => [h, 0]));
  for (const row of slow) {
    let worst = hops[0];
    for (const h of hops) if (row[h] - hopMedian[h] > row[worst] - hopMedian[worst]) worst = h;
    blame[worst]++;
  }
  for (const h of hops) blame[h] /= Math.max(1, slow.length);
  return { totals, p99, slow, hopMedian, blame };
}
