/**
 * The engine's side of worker mode, shared by the case runner and the worker fuzzer: a
 * WebSocket server on loopback that takes worker connections on `/` and accepts `/otel` (its
 * frames dropped, as an engine does), and the worker process, started with `SVC_URL` and
 * `III_URL` pointing at that server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** Largest frame the checker takes: far above any frame limit under test. */
export const MAX_PAYLOAD = 256 * 1024 * 1024;

const TELEMETRY_PREFIXES = new Set(['OTLP', 'MTRC', 'LOGS']);

/** Whether a binary frame is telemetry (`OTLP`, `MTRC`, `LOGS` prefix), which carries no message. */
export function isTelemetry(bytes: Buffer, binary: boolean): boolean {
  return binary && bytes.length >= 4 && TELEMETRY_PREFIXES.has(bytes.toString('latin1', 0, 4));
}

/** A listening server for workers. */
export interface WorkerServer {
  /** `ws://127.0.0.1:<port>`. */
  url: string;
  /** Ends every connection and the server. */
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 on a free port and hands every worker connection on `/` to `onWorker`. */
export async function listenForWorkers(onWorker: (ws: WebSocket) => void): Promise<WorkerServer> {
  const server = createServer((_request, response) => response.writeHead(426).end());
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD, perMessageDeflate: false });
  server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/' && path !== '/otel') return void socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
    wss.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', () => {});
      if (path === '/') onWorker(ws);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
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
