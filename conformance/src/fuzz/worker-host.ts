/**
 * The engine the worker fuzzer plays: a `ws` server on 127.0.0.1 (path `/` for the worker
 * protocol, `/otel` accepted and its frames dropped) and the worker process, started with
 * `SVC_URL` and `III_URL` pointing at it. Each connection on `/` is sent `workerregistered`,
 * has its JSON pings answered and the worker's own calls answered with `function_not_found`
 * (nothing is routed), and counts as ready once the worker registered `conformance::echo`.
 * Every frame the worker sends must be valid against the inbound schema of its type.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inboundValidators } from '@svc/protocol';
import { WebSocketServer } from 'ws';
import { invalidity } from '../peer.js';
import { clip } from './engine-oracle.js';
import { FuzzSocket, parseObject } from './socket.js';

/** The function every conformance worker registers, returning `{data, metadata}`. */
export const ECHO = 'conformance::echo';
const TELEMETRY_PREFIXES = new Set(['OTLP', 'MTRC', 'LOGS']);
const OUTPUT_LINES = 40;

/** One connection the worker opened on `/`. */
export interface WorkerConnection {
  socket: FuzzSocket;
  /** True once the worker registered {@link ECHO} on it. */
  ready: boolean;
}

/** The server, the worker process and what the worker did wrong. */
export class WorkerHost {
  /** Frames the worker sent that are not valid messages, and other faults. */
  readonly violations: string[] = [];
  /** Every connection on `/`, oldest first. */
  readonly connections: WorkerConnection[] = [];
  /** The worker's last lines of output, for reports. */
  readonly output: string[] = [];
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  private constructor(
    readonly url: string,
    private readonly server: Server,
    private readonly sockets: WebSocketServer,
    private child: ChildProcess | undefined,
  ) {}

  /** Starts the server and the worker `command`. */
  static async start(command: string[], env: Record<string, string> = {}): Promise<WorkerHost> {
    const server = createServer((_request, response) => response.writeHead(426).end());
    const sockets = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 * 1024, perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const host = new WorkerHost(url, server, sockets, undefined);
    server.on('upgrade', (request, socket, head) => {
      const path = (request.url ?? '/').split('?')[0];
      if (path !== '/' && path !== '/otel') {
        socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      sockets.handleUpgrade(request, socket, head, (ws) => {
        if (path === '/otel') ws.on('error', () => {});
        else host.accept(new FuzzSocket(ws));
      });
    });
    const [program, ...args] = command;
    if (!program) throw new Error('no worker command');
    const child = spawn(program, args, { env: { ...process.env, ...env, SVC_URL: url, III_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] });
    host.child = child;
    const keep = (data: Buffer) => {
      host.output.push(...data.toString().split('\n').filter((line) => line.trim() !== ''));
      host.output.splice(0, Math.max(0, host.output.length - OUTPUT_LINES));
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('exit', (code, signal) => (host.exit = { code, signal }));
    child.on('error', (error) => {
      host.exit = { code: null, signal: null };
      host.output.push(`could not start the worker: ${error.message}`);
    });
    return host;
  }

  /** The newest connection, if it is still open. */
  get current(): WorkerConnection | undefined {
    const last = this.connections.at(-1);
    return last && last.socket.closed === undefined ? last : undefined;
  }

  /** Waits until an open connection has registered {@link ECHO}; undefined on timeout or exit. */
  async ready(timeoutMs: number): Promise<WorkerConnection | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && this.exit === undefined) {
      const current = this.current;
      if (current?.ready) return current;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.current?.ready ? this.current : undefined;
  }

  /** Stops the worker (SIGTERM, then SIGKILL) and the server. */
  async stop(): Promise<void> {
    const child = this.child;
    if (child && this.exit === undefined) {
      child.kill('SIGTERM');
      const exited = await waitFor(() => this.exit !== undefined, 5000);
      if (!exited) child.kill('SIGKILL');
      await waitFor(() => this.exit !== undefined, 2000);
    }
    for (const { socket } of this.connections) socket.ws.terminate();
    this.sockets.close();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: FuzzSocket): void {
    const connection: WorkerConnection = { socket, ready: false };
    this.connections.push(connection);
    socket.sendJson({ type: 'workerregistered', worker_id: randomUUID(), reattach_token: randomUUID() });
    socket.listen((frame) => {
      const bytes = Buffer.from(frame.text, 'utf8');
      if (frame.binary && bytes.length >= 4 && TELEMETRY_PREFIXES.has(bytes.toString('latin1', 0, 4))) return;
      const message = parseObject(frame.text);
      const problem = message ? invalidity(message, inboundValidators) : 'is not a JSON object';
      if (problem || !message) {
        this.violations.push(`the worker sent a frame that ${problem}: ${clip(frame.text)}`);
        return;
      }
      if (message.type === 'ping') socket.sendJson({ type: 'pong' });
      if (message.type === 'registerfunction' && message.id === ECHO) connection.ready = true;
      const action = message.action as { type?: unknown } | undefined;
      if (message.type === 'invokefunction' && typeof message.invocation_id === 'string' && action?.type !== 'void') {
        socket.sendJson({
          type: 'invocationresult',
          invocation_id: message.invocation_id,
          function_id: message.function_id,
          error: { code: 'function_not_found', message: `Function ${String(message.function_id)} not found` },
        });
      }
    });
  }
}

async function waitFor(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return done();
}
