/**
 * The engine the worker fuzzer plays: a `ws` server on 127.0.0.1 (path `/` for the worker
 * protocol, `/otel` accepted and its frames dropped) and the worker process, started with
 * `SVC_URL` and `III_URL` pointing at it. Each connection on `/` is sent `workerregistered`,
 * has its JSON pings answered and the worker's own calls answered with `function_not_found`
 * (nothing is routed), and counts as ready once the worker registered `conformance::echo`.
 * Every frame the worker sends must be valid against the inbound schema of its type.
 */
import { randomUUID } from 'node:crypto';
import { inboundValidators } from '@svc/protocol';
import { isTelemetry, listenForWorkers, WorkerProcess, type WorkerServer } from '../engine-side.js';
import { invalidity } from '../peer.js';
import { clip } from './engine-oracle.js';
import { FuzzSocket, parseObject } from './socket.js';

/** The function every conformance worker registers, returning `{data, metadata}`. */
export const ECHO = 'conformance::echo';

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
  private server!: WorkerServer;
  private worker!: WorkerProcess;
  private constructor() {}

  /** Starts the server and the worker `command`. */
  static async start(command: string[], env: Record<string, string> = {}): Promise<WorkerHost> {
    const host = new WorkerHost();
    host.server = await listenForWorkers((ws) => host.accept(new FuzzSocket(ws)));
    host.worker = new WorkerProcess({ command, env }, host.server.url);
    return host;
  }

  /** How the worker process ended, once it has. */
  get exit(): WorkerProcess['exit'] {
    return this.worker.exit;
  }

  /** The worker's last lines of output, for reports. */
  get output(): string[] {
    return this.worker.outputTail();
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
    await this.worker.stop(5000);
    await this.server.close();
  }

  private accept(socket: FuzzSocket): void {
    const connection: WorkerConnection = { socket, ready: false };
    this.connections.push(connection);
    socket.sendJson({ type: 'workerregistered', worker_id: randomUUID(), reattach_token: randomUUID() });
    socket.listen((frame) => {
      if (isTelemetry(Buffer.from(frame.text, 'utf8'), frame.binary)) return;
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
