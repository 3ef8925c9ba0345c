import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

/** A frame as the mock engine received it. */
export type Frame = Record<string, unknown> & { type: string };

/** One worker connection as the mock engine sees it. */
export class MockConnection {
  readonly frames: Frame[] = [];
  closeCode: number | undefined;

  constructor(
    readonly ws: WebSocket,
    readonly workerId: string,
    readonly reattachToken: string,
  ) {}

  /** Sends one frame to the worker. */
  send(frame: object): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** Frames of `type` received so far. */
  framesOf(type: string): Frame[] {
    return this.frames.filter((f) => f.type === type);
  }

  /** True once the socket is closed. */
  get closed(): boolean {
    return this.closeCode !== undefined;
  }
}

/** Options of the mock engine. */
export interface MockEngineOptions {
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  /** Answer JSON pings with pong (default true), as svc's and iii's engines do. */
  answerPings?: boolean;
}

/**
 * The engine side of the worker protocol, just enough to test an SDK over real sockets: it
 * sends `workerregistered` first on every connection, records every frame, answers JSON pings,
 * and lets the test send frames, close connections or stop the whole server.
 */
export class MockEngine {
  readonly connections: MockConnection[] = [];
  /** Binary frames received on `/otel` sockets (accepted apart from the worker connections, as engines do). */
  readonly otelFrames: Buffer[] = [];
  /**
   * What arrived, in order, across every socket: a worker frame's `type`, or `otel:` and the
   * `/otel` frame's four-letter prefix.
   */
  readonly arrivals: string[] = [];
  private counter = 0;

  private constructor(
    private readonly server: WebSocketServer,
    readonly port: number,
    private readonly options: MockEngineOptions,
  ) {
    server.on('connection', (ws, request) => {
      if (request.url?.startsWith('/otel') === true) {
        ws.on('message', (data) => {
          this.otelFrames.push(data as Buffer);
          this.arrivals.push(`otel:${(data as Buffer).subarray(0, 4).toString('latin1')}`);
        });
      } else this.accept(ws);
    });
  }

  /** Starts listening on 127.0.0.1. */
  static async start(options: MockEngineOptions = {}): Promise<MockEngine> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    return new MockEngine(server, (server.address() as AddressInfo).port, options);
  }

  /** `ws://127.0.0.1:<port>`. */
  get url(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  /** The newest connection. */
  get last(): MockConnection {
    const connection = this.connections.at(-1);
    if (connection === undefined) throw new Error('no connection yet');
    return connection;
  }

  /** Destroys every connection and stops listening. */
  async stop(): Promise<void> {
    for (const client of this.server.clients) client.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(ws: WebSocket): void {
    this.counter += 1;
    const connection = new MockConnection(ws, `w-${this.port}-${this.counter}`, `tok-${this.counter}`);
    this.connections.push(connection);
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      connection.frames.push(frame);
      this.arrivals.push(frame.type);
      if (frame.type === 'ping' && this.options.answerPings !== false) connection.send({ type: 'pong' });
    });
    ws.on('close', (code) => {
      connection.closeCode = code;
    });
    connection.send({
      type: 'workerregistered',
      worker_id: connection.workerId,
      reattach_token: connection.reattachToken,
    });
  }
}

/** Waits until `condition()` holds, checking every 10 ms; fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
