// A server process for the HTTP benchmarks: started with `node <args>`, ready once it prints its
// JSON `listening` line (the engine and the baseline server both do).
import { spawn } from 'node:child_process';

/** Starts `node <args>`; `listening` resolves with the parsed `listening` line. */
export function start(args, env = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const listening = new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`exited ${code} before listening: ${out}`)));
  });
  listening.catch(() => {});
  return { child, listening };
}
