/**
 * The engine the worker fuzzer plays, on the shared worker host (`../engine-side.ts`): each
 * connection on `/` is sent `workerregistered`, has its JSON pings answered and the worker's own
 * calls answered with `function_not_found` (nothing is routed), and counts as ready once the
 * worker registered `conformance::echo`. Every frame the worker sends must be valid against the
 * inbound schema of its type.
 */
import { randomUUID } from 'node:crypto';
import { inboundValidators } from '@svc/protocol';
import { isTelemetry, WorkerHost, WorkerProcess } from '../engine-side.js';
import { invalidity } from '../peer.js';
import { parseObject, type RecordedSocket } from '../socket.js';
import { Changes } from '../wait.js';
import { clip } from './engine-oracle.js';

/** The function every conformance worker registers, returning `{data, metadata}`. */
export const ECHO = 'conformance::echo';

/** One connection the worker opened on `/`. */
export interface WorkerConnection {
  socket: RecordedSocket;
  /** True once the worker registered {@link ECHO} on it. */
  ready: boolean;
}

/** The host, the worker process and what the worker did wrong. */
export class EngineStub {
  /** Frames the worker sent that are not valid messages, and other faults. */
  readonly violations: string[] = [];
  /** Every connection on `/` not yet let go of, oldest first. */
  readonly connections: WorkerConnection[] = [];
  private readonly changes = new Changes();
  private host!: WorkerHost;
  private worker!: WorkerProcess;
  private constructor() {}

  /** Starts the host and the worker `command`. */
  static async start(command: string[], env: Record<string, string> = {}): Promise<EngineStub> {
    const stub = new EngineStub();
    stub.host = await WorkerHost.start((socket) => stub.accept(socket));
    stub.worker = new WorkerProcess({ command, env }, stub.host.url);
    void stub.worker.exited.then(() => stub.changes.notify());
    return stub;
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
    await this.changes.until(
      () => this.current?.ready === true,
      timeoutMs,
      () => this.exit !== undefined,
    );
    return this.current?.ready ? this.current : undefined;
  }

  /** Stops the worker (SIGTERM, then SIGKILL) and the host. */
  async stop(): Promise<void> {
    await this.worker.stop(5000);
    await this.host.close();
  }

  private accept(socket: RecordedSocket): void {
    const connection: WorkerConnection = { socket, ready: false };
    this.connections.push(connection);
    socket.sendJson({ type: 'workerregistered', worker_id: randomUUID(), reattach_token: randomUUID() });
    socket.listen({
      frame: ({ bytes, text, binary }) => {
        if (isTelemetry(bytes, binary)) return;
        const message = parseObject(text);
        const problem = message ? invalidity(message, inboundValidators) : 'is not a JSON object';
        if (problem || !message) {
          this.violations.push(`the worker sent a frame that ${problem}: ${clip(text)}`);
          return;
        }
        if (message.type === 'ping') socket.sendJson({ type: 'pong' });
        if (message.type === 'registerfunction' && message.id === ECHO) {
          connection.ready = true;
          this.changes.notify();
        }
        const action = message.action as { type?: unknown } | undefined;
        if (message.type === 'invokefunction' && typeof message.invocation_id === 'string' && action?.type !== 'void') {
          socket.sendJson({
            type: 'invocationresult',
            invocation_id: message.invocation_id,
            function_id: message.function_id,
            error: { code: 'function_not_found', message: `Function ${String(message.function_id)} not found` },
          });
        }
      },
    });
  }
}
