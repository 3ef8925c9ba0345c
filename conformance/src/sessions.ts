/**
 * The two sessions a case runs in. Engine mode: the checker plays workers, each connection a
 * WebSocket to the engine URL. Worker mode: the checker plays the engine, a WebSocket server on
 * loopback, and starts the worker command for each case with `SVC_URL` and `III_URL` pointing
 * at it; the worker's `/otel` socket is accepted and its frames dropped, as an engine does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inboundValidators, outboundValidators } from '@svc/protocol';
import { WebSocket, WebSocketServer } from 'ws';
import type { Step } from './cases.js';
import { StepFailure, type Session } from './exchange.js';
import { Peer, Transcript } from './peer.js';

/** Frames a node `ws` client accepts (as the iii Node SDK does): 100 MiB. */
const MAX_PAYLOAD = 100 * 1024 * 1024;

/** Engine mode: every connection of the case is a worker connection to `url`. */
export class EngineSession implements Session {
  readonly transcript = new Transcript();
  readonly sent = inboundValidators;
  private readonly sockets: WebSocket[] = [];

  constructor(private readonly url: string) {}

  async open(step: Extract<Step, { op: 'connect' | 'accept' }>, timeoutMs: number): Promise<Peer> {
    const path = step.op === 'connect' ? (step.path ?? '') : '';
    const target = `${this.url.replace(/\/$/, '')}${path}`;
    const ws = new WebSocket(target, { maxPayload: MAX_PAYLOAD });
    this.sockets.push(ws);
    // The peer listens from the start: the engine's first frame may come with the upgrade.
    const peer = new Peer(step.on, ws, outboundValidators, this.transcript);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new StepFailure(`${target} did not open within ${timeoutMs} ms`)), timeoutMs);
      ws.once('open', () => {
        clearTimeout(timer);
        resolve();
      });
      ws.once('error', (error) => {
        clearTimeout(timer);
        reject(new StepFailure(`cannot connect to ${target}: ${error.message}`));
      });
    });
    this.transcript.add(`· ${step.on} connected to ${target}`);
    return peer;
  }

  async refusal(path: string, timeoutMs: number): Promise<number | undefined> {
    const target = `${this.url.replace(/\/$/, '')}${path}`;
    this.transcript.add(`→ upgrade ${target}`);
    const ws = new WebSocket(target);
    this.sockets.push(ws);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const timer = setTimeout(() => reject(new StepFailure(`${target} neither opened nor was refused within ${timeoutMs} ms`)), timeoutMs);
      const done = (value: number | undefined) => {
        clearTimeout(timer);
        resolve(value);
      };
      ws.once('open', () => done(undefined));
      ws.once('unexpected-response', (_request, response) => done(response.statusCode));
      ws.once('error', (error) => {
        clearTimeout(timer);
        reject(new StepFailure(`cannot connect to ${target}: ${error.message}`));
      });
    });
    this.transcript.add(`← ${status === undefined ? 'upgraded' : `refused with ${status}`}`);
    ws.terminate();
    return status;
  }

  async stop(): Promise<void> {
    throw new StepFailure('stop is a worker-mode step');
  }

  async dispose(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
  }
}

/** The engine's side of worker mode: a server that outlives cases, and one worker process per case. */
export class WorkerHost {
  private server?: Server;
  private wss?: WebSocketServer;
  private waiting: ((ws: WebSocket) => void)[] = [];
  private arrived: WebSocket[] = [];
  url = '';

  /** Listens on 127.0.0.1 on a free port. */
  async start(): Promise<void> {
    const server = createServer((_request, response) => response.writeHead(426).end());
    const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
    server.on('upgrade', (request, socket, head) => {
      const path = (request.url ?? '/').split('?')[0];
      if (path !== '/' && path !== '/otel') return socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
      wss.handleUpgrade(request, socket, head, (ws) => {
        if (path === '/otel') return void ws.on('error', () => {});
        const waiter = this.waiting.shift();
        if (waiter) waiter(ws);
        else this.arrived.push(ws);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.wss = wss;
    this.url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** The next worker connection, or undefined after `timeoutMs`. */
  next(timeoutMs: number): Promise<WebSocket | undefined> {
    const ready = this.arrived.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve) => {
      const waiter = (ws: WebSocket) => {
        clearTimeout(timer);
        resolve(ws);
      };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((w) => w !== waiter);
        resolve(undefined);
      }, timeoutMs);
      this.waiting.push(waiter);
    });
  }

  /** Drops connections left over from an earlier case. */
  reset(): void {
    for (const ws of this.arrived) ws.terminate();
    this.arrived = [];
    for (const ws of this.wss?.clients ?? []) ws.terminate();
  }

  async close(): Promise<void> {
    this.reset();
    this.wss?.close();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }
}

/** How a worker is started: a command and extra environment. */
export interface WorkerCommand {
  command: string[];
  env?: Record<string, string>;
  cwd?: string;
}

const OUTPUT_LINES = 30;

/** Worker mode: one worker process for one case. */
export class WorkerSession implements Session {
  readonly transcript = new Transcript();
  readonly sent = outboundValidators;
  private readonly child: ChildProcess;
  private readonly output: string[] = [];
  private readonly sockets: WebSocket[] = [];
  private exit?: { code: number | null; signal: NodeJS.Signals | null };
  private readonly exited: Promise<void>;

  constructor(
    private readonly host: WorkerHost,
    worker: WorkerCommand,
  ) {
    host.reset();
    const [program, ...args] = worker.command;
    this.child = spawn(program!, args, {
      cwd: worker.cwd,
      env: { ...process.env, ...worker.env, SVC_URL: host.url, III_URL: host.url },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') this.output.push(line);
      if (this.output.length > OUTPUT_LINES * 2) this.output.splice(0, this.output.length - OUTPUT_LINES);
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        this.transcript.add(`· worker exited (${signal ?? `status ${code}`})`);
        resolve();
      });
      this.child.once('error', (error) => {
        this.exit = { code: null, signal: null };
        this.output.push(`cannot start ${worker.command.join(' ')}: ${error.message}`);
        resolve();
      });
    });
  }

  /** The worker's last lines of output, for failure reports. */
  outputTail(): string[] {
    return this.output.slice(-OUTPUT_LINES);
  }

  async open(step: Extract<Step, { op: 'connect' | 'accept' }>, timeoutMs: number): Promise<Peer> {
    const ws = await Promise.race([this.host.next(timeoutMs), this.exited.then(() => undefined)]);
    if (!ws) {
      if (this.exit) throw new StepFailure(`the worker exited (${this.exit.signal ?? `status ${this.exit.code}`}) before connecting`);
      throw new StepFailure(`the worker did not connect within ${timeoutMs} ms`);
    }
    this.sockets.push(ws);
    this.transcript.add(`· ${step.on} accepted`);
    return new Peer(step.on, ws, inboundValidators, this.transcript);
  }

  async refusal(): Promise<number | undefined> {
    throw new StepFailure('expect_refused is an engine-mode step');
  }

  async stop(exitCode: number, timeoutMs: number): Promise<void> {
    this.signal('SIGTERM');
    const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), timeoutMs));
    if ((await Promise.race([this.exited, timer])) === 'late') throw new StepFailure(`the worker did not exit within ${timeoutMs} ms of SIGTERM`);
    if (this.exit!.code !== exitCode) {
      throw new StepFailure(`the worker exited with ${this.exit!.signal ?? `status ${this.exit!.code}`} after SIGTERM, expected status ${exitCode}`);
    }
  }

  async dispose(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    if (!this.exit) {
      this.signal('SIGTERM');
      const timer = setTimeout(() => this.signal('SIGKILL'), 3000);
      await this.exited;
      clearTimeout(timer);
    }
  }

  /** Signals the worker's whole process group (a worker command may be a wrapper script). */
  private signal(signal: NodeJS.Signals): void {
    if (this.exit || this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, signal);
    } catch {
      this.child.kill(signal);
    }
  }
}
