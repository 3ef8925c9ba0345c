import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The `svc` launcher of this checkout (needs `tsc -b` to have built cli/ and engine/). */
export const SVC_BIN = fileURLToPath(new URL('../../../cli/bin/svc.js', import.meta.url));

/** True when the engine has been built, so tests against it can run. */
export const engineBuilt = existsSync(fileURLToPath(new URL('../../../cli/dist/main.js', import.meta.url)));

/** A running svc engine process. */
export interface EngineProcess {
  url: string;
  port: number;
  output(): string;
  stop(): Promise<void>;
}

/** Starts `svc` on `port` (0: a free one) and waits until it listens. */
export async function startEngine(port = 0): Promise<EngineProcess> {
  const child: ChildProcess = spawn(process.execPath, [SVC_BIN], {
    // The HTTP and stream listeners take free ports too: their defaults collide with other engines.
    env: { ...process.env, SVC_PORT: String(port), SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`svc did not start:\n${output}`)), 15_000);
    const check = (): void => {
      const line = output.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line === undefined) return;
      clearTimeout(timer);
      resolve((JSON.parse(line) as { bridge: string }).bridge);
    };
    child.stdout?.on('data', check);
    void exited.then(() => reject(new Error(`svc exited:\n${output}`)));
  });
  return {
    url,
    port: Number(new URL(url).port),
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
