/**
 * The engine's side of worker mode, shared by the case runner and the worker fuzzer: a
 * WebSocket server on loopback that takes worker connections on `/` and accepts `/otel` (its
 * frames dropped, as an engine does), and the worker process, started with `SVC_URL` and
 * `III_URL` pointing at that server. What is said on the connections is up to the caller.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { MAX_PAYLOAD, RecordedSocket } from './socket.js';
import { Changes } from './wait.js';

const TELEMETRY_PREFIXES = new Set(['OTLP', 'MTRC', 'LOGS']);

/** Whether a binary frame is telemetry (`OTLP`, `MTRC`, `LOGS` prefix), which carries no message. */
export function isTelemetry(bytes: Buffer, binary: boolean): boolean {
  return binary && bytes.length >= 4 && TELEMETRY_PREFIXES.has(bytes.toString('latin1', 0, 4));
}

/**
 * The server workers connect to. Each connection on `/` is a {@link RecordedSocket}, recorded
 * from the moment it is accepted; it goes to the `onWorker` handler given to `start`, or without
 * one waits in a queue for {@link next}. The server outlives worker processes: the case runner
 * starts one per case and resets the host in between, the fuzzer one for the whole session.
 */
export class WorkerHost {
  private queue: RecordedSocket[] = [];
  /** Connections that may still be open, so that `reset` can end them. */
  private connections: RecordedSocket[] = [];
  private readonly arrivals = new Changes();
  private readonly server = createServer((_request, response) => response.writeHead(426).end());
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD, perMessageDeflate: false });
  private address = '';

  private constructor(private readonly onWorker: ((socket: RecordedSocket) => void) | undefined) {
    this.server.on('upgrade', (request, socket, head) => {
      const path = (request.url ?? '/').split('?')[0];
      if (path !== '/' && path !== '/otel')
        return void socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        ws.on('error', () => {});
        if (path === '/') this.accept(new RecordedSocket(ws));
      });
    });
  }

  /** Listens on 127.0.0.1 on a free port. */
  static async start(onWorker?: (socket: RecordedSocket) => void): Promise<WorkerHost> {
    const host = new WorkerHost(onWorker);
    await new Promise<void>((resolve, reject) => {
      host.server.once('error', reject);
      host.server.listen(0, '127.0.0.1', () => resolve());
    });
    host.address = `ws://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
    return host;
  }

  /** `ws://127.0.0.1:<port>`. */
  get url(): string {
    return this.address;
  }

  /**
   * The oldest queued connection, waiting for one up to `timeoutMs`; undefined when none came, or
   * as soon as `over()` holds (the worker exited) with none queued.
   */
  async next(timeoutMs: number, over?: () => boolean): Promise<RecordedSocket | undefined> {
    await this.arrivals.until(() => this.queue.length > 0, timeoutMs, over);
    return this.queue.shift();
  }

  /** Ends every connection and forgets the queued ones: what an earlier worker left. */
  reset(): void {
    this.queue = [];
    for (const socket of this.connections) socket.terminate();
    this.connections = [];
  }

  /** Ends every connection and the server. */
  async close(): Promise<void> {
    this.reset();
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
  }

  private accept(socket: RecordedSocket): void {
    this.connections = this.connections.filter((s) => s.closed === undefined);
    this.connections.push(socket);
    if (this.onWorker) {
      this.onWorker(socket);
    } else {
      this.queue.push(socket);
      this.arrivals.notify();
    }
  }
}

/** How a worker is started: a command and extra environment. */
export interface WorkerCommand {
  command: string[];
  env?: Record<string, string>;
  cwd?: string;
}

const OUTPUT_LINES = 40;

/** A worker process, in its own process group, with the last lines of its output kept. */
export class WorkerProcess {
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Resolves once the process has exited (or could not start). */
  readonly exited: Promise<void>;
  private readonly child: ChildProcess;
  private readonly output: string[] = [];

  constructor(worker: WorkerCommand, url: string) {
    const [program, ...args] = worker.command;
    if (!program) throw new Error('no worker command');
    this.child = spawn(program, args, {
      cwd: worker.cwd,
      env: { ...process.env, ...worker.env, SVC_URL: url, III_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') this.output.push(line);
      this.output.splice(0, Math.max(0, this.output.length - OUTPUT_LINES));
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve();
      });
      this.child.once('error', (error) => {
        this.exit = { code: null, signal: null };
        this.output.push(`cannot start ${worker.command.join(' ')}: ${error.message}`);
        resolve();
      });
    });
  }

  /** The last `count` lines of the worker's output. */
  outputTail(count = OUTPUT_LINES): string[] {
    return this.output.slice(-count);
  }

  /** How the process ended, in words. */
  describeExit(): string {
    return this.exit ? (this.exit.signal ?? `status ${this.exit.code}`) : 'running';
  }

  /** Signals the worker's whole process group (a worker command may be a wrapper script). */
  signal(signal: NodeJS.Signals): void {
    if (this.exit || this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, signal);
    } catch {
      this.child.kill(signal);
    }
  }

  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
  async stop(graceMs = 3000): Promise<void> {
    if (this.exit) return;
    this.signal('SIGTERM');
    const timer = setTimeout(() => this.signal('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}
