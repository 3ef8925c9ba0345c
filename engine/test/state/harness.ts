/**
 * What the svc-state tests share: a real `redis-server` on a free loopback port, svc-state
 * started in process on a router, engine configs per adapter, and a minimal WebSocket caller
 * that fails its calls as soon as the engine goes away.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonValue } from '@svc/protocol';
import WebSocket from 'ws';
import type { EngineError } from '../../src/errors.js';
import { createLogger } from '../../src/log.js';
import { hostModule, Seams } from '../../src/core/module-host.js';
import { stateModule } from '../../src/modules/state/index.js';
import { setup } from '../helpers.js';
import { startEngineProcess, writeConfig, type EngineProcess } from '../process.js';

/**
 * Runs a fixture worker process (`engine/test/fixtures/<name>`), adding it to `started` so the
 * test can kill it; `output()` is what it printed so far, `exited` all of it once it exits.
 */
export function runFixture(
  started: ChildProcess[],
  name: string,
  ...args: string[]
): { output: () => string; exited: Promise<string> } {
  const child = spawn(process.execPath, [fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  return { output: () => out, exited: new Promise((resolve) => child.once('exit', () => resolve(out.trim()))) };
}

/** A fresh temporary directory. */
export const tempDir = (name = 'svc-state-') => mkdtempSync(join(tmpdir(), name));

/** A free TCP port on 127.0.0.1 (free when asked; the caller binds it right away). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A redis-server this test started. */
export interface RedisServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
  /** Stops it by its pid (SIGTERM: with persistence on, it writes its data first). */
  stop(): Promise<void>;
}

/**
 * Starts `redis-server` on a free loopback port: without persistence, or with `dir` and an
 * append-only file synced on every write. `make test` installs redis-server when missing.
 */
export async function startRedis(options: { dir?: string; port?: number } = {}): Promise<RedisServer> {
  const port = options.port ?? (await freePort());
  const dir = options.dir ?? tempDir('svc-redis-');
  const persistence = options.dir ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'];
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir, ...persistence],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(
        new Error(
          `cannot run redis-server (${error.message}); install it: apt-get install -y redis-server, or run make test`,
        ),
      ),
    );
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    void exited.then(() => reject(new Error(`redis-server exited:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    child,
    exited,
    stop: async () => {
      child.kill('SIGTERM');
      // A server a test stopped (SIGSTOP) acts on SIGTERM only once it runs again.
      child.kill('SIGCONT');
      await exited;
    },
  };
}

/** The resident memory of a running process, in bytes (Linux: `VmRSS` of /proc/<pid>/status). */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line!.split(/\s+/)[1]) * 1024;
}

/** A config file with the bridge on a free port and svc-state on a `file_based` store in `dir`. */
export function fileConfig(dir: string, extra = ''): string {
  return writeConfig(
    'workers:\n  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n' +
      `  - name: svc-state\n    config:\n      adapter: { name: file_based, path: ${JSON.stringify(dir)}${extra} }\n`,
  );
}

/** Starts an engine, runs `body` with a caller, and stops the engine (SIGTERM) afterwards. */
export async function withEngine<T>(
  config: string,
  body: (c: Caller, engine: EngineProcess) => Promise<T>,
  env: NodeJS.ProcessEnv = {},
): Promise<T> {
  const engine = await startEngineProcess(['--config', config], env);
  const c = await caller(engine.url);
  try {
    return await body(c, engine);
  } finally {
    c.close();
    await engine.kill();
  }
}

/** Settings of svc-state for each adapter, as in a config file's `config:`. */
export function adapterSettings(
  name: 'in_memory' | 'file_based' | 'redis',
  where: { dir?: string; redisUrl?: string; keyPrefix?: string },
): Record<string, JsonValue> {
  if (name === 'in_memory') return { adapter: { name } };
  if (name === 'file_based') return { adapter: { name, path: where.dir ?? tempDir() } };
  return { adapter: { name, url: where.redisUrl!, key_prefix: where.keyPrefix ?? 'svc-test:' } };
}

/** svc-state started in process on a router, with a way to call its functions. */
export async function stateOnRouter(settings: Record<string, JsonValue>) {
  const { router } = setup();
  const module = await hostModule(stateModule, {
    router,
    seams: new Seams(),
    logger: createLogger('error', () => {}),
    settings,
    baseDir: tempDir(),
    extra: {},
  });
  /** Calls a function; resolves with its result (null as a worker would receive it, not undefined). */
  const call = <T = JsonValue>(functionId: string, data: JsonValue) =>
    router.invoke(functionId, data).then((result) => (result ?? null) as T);
  /** Calls a function that must fail; resolves with its error. */
  const failure = (functionId: string, data: JsonValue) =>
    router.invoke(functionId, data).then(
      (result) => {
        throw new Error(`${functionId} succeeded with ${JSON.stringify(result)}`);
      },
      (error: EngineError) => error,
    );
  return { router, module, call, failure };
}

/** A raw protocol caller whose pending calls fail at once when its connection closes. */
export class Caller {
  private readonly ws: WebSocket;
  private readonly pending = new Map<
    string,
    { resolve(frame: Record<string, unknown>): void; reject(error: Error): void }
  >();
  private next = 0;
  readonly ready: Promise<void>;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ready = new Promise((resolve, reject) => {
      this.ws.once('error', reject);
      this.ws.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as Record<string, unknown>;
        if (frame.type === 'workerregistered') resolve();
        if (frame.type !== 'invocationresult') return;
        const waiting = this.pending.get(frame.invocation_id as string);
        this.pending.delete(frame.invocation_id as string);
        waiting?.resolve(frame);
      });
    });
    this.ws.on('error', () => {});
    this.ws.on('close', () => {
      for (const waiting of this.pending.values()) waiting.reject(new Error('connection closed'));
      this.pending.clear();
    });
  }

  /** Calls a function; resolves with the result frame (which may carry an error). */
  call(functionId: string, data: JsonValue): Promise<Record<string, unknown>> {
    const id = `c${this.next++}`;
    return new Promise((resolve, reject) => {
      if (this.ws.readyState !== WebSocket.OPEN) return reject(new Error('connection closed'));
      this.pending.set(id, { resolve, reject });
      this.ws.send(JSON.stringify({ type: 'invokefunction', invocation_id: id, function_id: functionId, data }));
    });
  }

  /** Calls a function that must succeed; resolves with its result. */
  async result<T = JsonValue>(functionId: string, data: JsonValue): Promise<T> {
    const frame = await this.call(functionId, data);
    if (frame.error) throw new Error(`${functionId} failed: ${JSON.stringify(frame.error)}`);
    return frame.result as T;
  }

  /** Waits until every function of `ids` is registered; throws with `output()` (the workers' output) if not. */
  async untilRegistered(ids: string[], output: () => string, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const listed = await this.result<{ functions: { function_id: string }[] }>('engine::functions::list', {});
      const registered = new Set(listed.functions.map((f) => f.function_id));
      if (ids.every((id) => registered.has(id))) return;
      if (Date.now() > deadline) throw new Error(`workers did not register ${ids.join(', ')}: ${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): void {
    this.ws.close();
  }
}

/** Opens a caller and waits until the engine has greeted it. */
export async function caller(url: string): Promise<Caller> {
  const c = new Caller(url);
  await c.ready;
  return c;
}

/** Every entry of a scope, read page by page with `state::list_keys`. */
export async function readScope(c: Caller, scope: string): Promise<Map<string, JsonValue>> {
  const entries = new Map<string, JsonValue>();
  let cursor: string | null = null;
  do {
    const page: { items: { key: string; value: JsonValue }[]; next_cursor: string | null } = await c.result(
      'state::list_keys',
      { scope, cursor, limit: 1000 },
    );
    for (const item of page.items) entries.set(item.key, item.value);
    cursor = page.next_cursor;
  } while (cursor !== null);
  return entries;
}
