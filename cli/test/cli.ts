/** Runs the real `svc` command as a child process (asynchronously, so workers in the test process keep answering). */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const SVC = fileURLToPath(new URL('../bin/svc.js', import.meta.url));

/** What a finished `svc` run printed, and its exit code. */
export interface SvcResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `svc ...args` to completion. */
export function svc(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<SvcResult> {
  const child = spawn(process.execPath, [SVC, ...args], {
    cwd: options.cwd,
    env: { ...process.env, SVC_URL: '', NO_COLOR: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, stdout, stderr })));
}

/** A TCP port nothing listens on right now (the system picks it). */
export function freePort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
