// A process for the stream benchmarks: `node <args>`, whose stdout lines can be waited for.
import { spawn } from 'node:child_process';

/** Starts `node <args>`; `waitFor(predicate)` resolves with the first stdout line that matches. */
export function start(args, env = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d.toString()));
  const waitFor = (predicate) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = out.split('\n').find(predicate);
        if (found !== undefined) resolve(found);
      };
      child.stdout.on('data', check);
      check();
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
  return { child, waitFor, output: () => out };
}
