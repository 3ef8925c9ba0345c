/** Real engine processes and raw WebSocket clients for integration tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const SVC = fileURLToPath(new URL('../../cli/bin/svc.js', import.meta.url));

/** A running `svc` process. */
export interface EngineProcess {
  /** The bridge URL, where workers connect. */
  url: string;
  /** Every listener from the `listening` line: `bridge`, `http`, ... */
  listeners: Record<string, string>;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Writes a config file into a fresh temporary folder and returns its path. */
export function writeConfig(yaml: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'svc-config-')), 'svc.config.yaml');
  writeFileSync(path, yaml);
  return path;
}

/**
 * Starts `svc` (on a free port unless the config says otherwise) and waits until it listens;
 * `wrap` is a command to start it under (`['prlimit', '--fsize=…']`), given Node and svc's arguments.
 */
export async function startEngineProcess(
  args: string[] = [],
  env: NodeJS.ProcessEnv = {},
  wrap: string[] = [],
): Promise<EngineProcess> {
  const [command, ...rest] = [...wrap, process.execPath, SVC, ...args];
  const child = spawn(command!, rest, {
    env: { ...process.env, SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listeners = await new Promise<Record<string, string>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`engine did not start:\n${output}`)), 10_000);
    const check = () => {
      const line = output.split('\n').find((l) => l.includes('"msg":"listening"'));
      if (line) {
        clearTimeout(timer);
        const {
          time: _time,
          level: _level,
          msg: _msg,
          config: _config,
          pid: _pid,
          ...addresses
        } = JSON.parse(line) as Record<string, string>;
        resolve(addresses);
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`engine exited with ${code}:\n${output}`)));
  });
  return {
    url: listeners.bridge!,
    listeners,
    child,
    output: () => output,
    exited,
    kill: (signal = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    },
  };
}

/** A raw protocol client: records every frame it receives. */
export class RawClient {
  readonly frames: Record<string, unknown>[] = [];
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;
  private waiters: (() => void)[] = [];

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.ws.once('close', (code) => resolve(code)));
    this.ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.ws.on('error', () => {});
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Waits for a received frame matching `predicate`. */
  async next(
    predicate: (frame: Record<string, unknown>) => boolean,
    timeoutMs = 5000,
  ): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching frame; received ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** Calls a function and waits for its result. */
  async call(functionId: string, data: unknown, id = `c-${Math.random()}`): Promise<Record<string, unknown>> {
    this.send({ type: 'invokefunction', invocation_id: id, function_id: functionId, data });
    return this.next((f) => f.type === 'invocationresult' && f.invocation_id === id);
  }

  close(): void {
    this.ws.close();
  }
}

/** Opens a raw client and waits for `workerregistered`. */
export async function rawClient(url: string): Promise<RawClient> {
  const client = new RawClient(url);
  await client.opened;
  await client.next((f) => f.type === 'workerregistered');
  return client;
}
