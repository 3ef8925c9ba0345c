/**
 * Runs the `svc` lines of a README's shell block in a fresh folder, as a reader types them: a
 * line whose comment says to leave it running runs in the background until the engine listens;
 * every other line must exit 0. The engine's ports are free ones, so the example's defaults never
 * meet another engine on this machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { freePort } from '../../cli/test/cli.js';
import { type Block, ROOT } from './blocks.js';

/** Runs every line of an `svc` block; resolves once all of them did what the README says. */
export async function svcBlock(block: Block): Promise<void> {
  const cwd = mkdtempSync(join(tmpdir(), 'svc-docs-sh-'));
  const bin = mkdtempSync(join(tmpdir(), 'svc-docs-bin-'));
  writeFileSync(
    join(bin, 'svc'),
    `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, 'cli', 'bin', 'svc.js')}" "$@"\n`,
  );
  chmodSync(join(bin, 'svc'), 0o755);
  const bridge = await freePort();
  let httpPort = await freePort();
  while (httpPort === bridge) httpPort = await freePort();
  const env = {
    ...process.env,
    PATH: `${bin}:${process.env.PATH}`,
    SVC_PORT: String(bridge),
    SVC_HTTP_PORT: String(httpPort),
    SVC_STREAM_PORT: '0',
    SVC_URL: '',
    NO_COLOR: '1',
  };
  const background: ChildProcess[] = [];
  try {
    for (const raw of block.code.split('\n')) {
      const [command = '', comment = ''] = raw.split(/\s+#\s*/, 2);
      if (command.trim() === '') continue;
      if (comment.includes('leave it running')) {
        const child = spawn('sh', ['-c', `exec ${command}`], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
        background.push(child);
        let output = '';
        child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
        child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
        await expect.poll(() => output, { timeout: 30_000, interval: 100 }).toContain('"msg":"listening"');
        continue;
      }
      const result = await shell(command, cwd, env);
      expect(result.status, `${command}\n${result.output}`).toBe(0);
    }
  } finally {
    for (const child of background) child.kill();
  }
}

function shell(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; output: string }> {
  const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, output })));
}
