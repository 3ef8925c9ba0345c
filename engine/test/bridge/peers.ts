/**
 * Peers for the bridge's integration tests: fixture worker processes, a caller that matches
 * results by id (so it stays fast over thousands of calls), and the engine's resident memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

/** A fixture process, with its stdout collected. */
export interface Fixture {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
}

/** The path of `fixtures/<name>` next to this file. */
export const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** Starts the Node script `file` with `args`; it is killed if still running when the test process exits. */
export function startFixture(file: string, args: string[]): Fixture {
  const child = spawn(process.execPath, [file, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  void exited.then(() => process.off('exit', kill));
  return { child, output: () => output, exited };
}

/** Waits until `condition` holds, checking every 20 ms; throws `message` after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs: number, message: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${message} (waited ${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The lines of a JSON log (an engine's output) with message `msg`, parsed. */
export function logLines(output: string, msg: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.includes(`"msg":"${msg}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * The lines with message `msg` once there are at least `count`: the engine writes a line before
 * it acts, but the test may read the socket before the pipe.
 */
export async function awaitLogLines(output: () => string, msg: string, count = 1): Promise<Record<string, unknown>[]> {
  await until(() => logLines(output(), msg).length >= count, 10_000, `no log line "${msg}"`);
  return logLines(output(), msg);
}

/** A result frame as a test reads it. */
export type Result = {
  invocation_id: string;
  result?: unknown;
  error?: { code: string; message: string; data?: unknown };
};

/** A worker connection that calls functions and keeps every result by invocation id. */
export class Peer {
  readonly ws: WebSocket;
  /** The connection id the engine sent in `workerregistered`. */
  workerId = '';
  /** Every `invokefunction` the engine sent this peer, in order. */
  readonly invoked: { invocation_id: string; function_id: string }[] = [];
  readonly results = new Map<string, Result>();
  /** The close code, once closed. */
  closeCode: number | undefined;
  private readonly waiting = new Map<string, (result: Result) => void>();
  // Invocation ids are one namespace across the engine, as SDKs' UUIDs are: each peer has its own prefix.
  private readonly prefix = randomUUID().slice(0, 8);
  private next = 0;

  private constructor(url: string) {
    this.ws = new WebSocket(url, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
    this.ws.on('error', () => {});
    this.ws.on('close', (code) => (this.closeCode = code));
    this.ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Record<string, unknown>;
      if (frame.type === 'workerregistered') this.workerId = frame.worker_id as string;
      if (frame.type === 'invokefunction') this.invoked.push(frame as never);
      if (frame.type !== 'invocationresult') return;
      const result = frame as unknown as Result;
      this.results.set(result.invocation_id, result);
      this.waiting.get(result.invocation_id)?.(result);
      this.waiting.delete(result.invocation_id);
    });
  }

  /** Connects and waits for `workerregistered`. */
  static async connect(url: string): Promise<Peer> {
    const peer = new Peer(url);
    await until(() => peer.workerId !== '' || peer.closeCode !== undefined, 10_000, 'no workerregistered');
    return peer;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Sends a call without waiting; returns its invocation id. */
  invoke(functionId: string, data: unknown, options: { id?: string; timeoutMs?: number } = {}): string {
    const id = options.id ?? `${this.prefix}-${this.next++}`;
    this.send({
      type: 'invokefunction',
      invocation_id: id,
      function_id: functionId,
      data,
      ...(options.timeoutMs === undefined ? {} : { timeout_ms: options.timeoutMs }),
    });
    return id;
  }

  /** Calls a function and resolves with its result frame. */
  call(functionId: string, data: unknown, options: { timeoutMs?: number } = {}): Promise<Result> {
    const id = `${this.prefix}-${this.next++}`;
    const result = new Promise<Result>((resolve) => this.waiting.set(id, resolve));
    this.invoke(functionId, data, { ...options, id });
    return result;
  }

  /** Resolves once the engine has handled every frame this peer sent before (frames are handled in order). */
  async barrier(): Promise<void> {
    await this.call('engine::functions::list', {});
  }

  /** Waits until `functionId` is registered, as seen from this peer. */
  async waitForFunction(functionId: string): Promise<void> {
    for (let i = 0; i < 250; i++) {
      const list = (await this.call('engine::functions::list', {})).result as { functions: { function_id: string }[] };
      if (list.functions.some((f) => f.function_id === functionId)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${functionId} was never registered`);
  }

  close(): void {
    this.ws.close();
  }
}

/** Resident memory of process `pid` in bytes (Linux). */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

/** Samples the resident memory of `pid` every 20 ms until stopped; `peak()` is the largest sample. */
export function sampleRss(pid: number): { peak(): number; stop(): void } {
  let peak = rssBytes(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssBytes(pid));
    } catch {
      clearInterval(timer);
    }
  }, 20);
  return { peak: () => peak, stop: () => clearInterval(timer) };
}

/** Bytes as MiB with one decimal, for reports. */
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
