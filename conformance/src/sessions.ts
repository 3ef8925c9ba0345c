/**
 * The two sessions a case runs in. Engine mode: the checker plays workers, each connection a
 * WebSocket to the engine URL. Worker mode: the checker plays the engine, a WebSocket server on
 * loopback, and starts the worker command for each case with `SVC_URL` and `III_URL` pointing
 * at it; the worker's `/otel` socket is accepted and its frames dropped, as an engine does.
 */
import {
  formatValidationError,
  inboundValidators,
  outboundValidators,
  validateConsoleError,
  validateStreamClientMessage,
  validateStreamErrorFrame,
  validateStreamEvent,
} from '@svc/protocol';
import { randomUUID } from 'node:crypto';
import { arch, platform, release } from 'node:os';
import { WebSocket } from 'ws';
import type { Step } from './cases.js';
import { WorkerProcess, type WorkerCommand, type WorkerHost } from './engine-side.js';
import { StepFailure, type Session } from './exchange.js';
import { Peer, Transcript } from './peer.js';
import { ConnectError, RecordedSocket } from './socket.js';

/** Frames a node `ws` client accepts (as the iii Node SDK does): 100 MiB. */
const MAX_PAYLOAD = 100 * 1024 * 1024;

/** What svc-stream's socket sends, by `type` (`contracts/stream-event`, `stream-wire/error-frame`). */
const STREAM_FRAMES = { stream: validateStreamEvent, error: validateStreamErrorFrame };

/** The engine's other listeners a run may be given, for the `stream` and `console` cases. */
export interface EngineEndpoints {
  /** svc-stream's socket, `ws://host:port`. */
  streamUrl?: string;
  /** The engine HTTP API, `http://host:port`. */
  httpUrl?: string;
}

/** The checker's version, as `svc-conformance --version` and its opening register call give it. */
export const CHECKER_VERSION = '0.1.0';

/**
 * The `engine::workers::register` call real SDKs make on every connect, as a void call (wire
 * protocol §4.1); an engine may hold a connection's registrations back until it arrives. Each
 * connection gets its own name, as an engine may refuse a name another live worker holds.
 */
function registerFrame(connection: string): string {
  return JSON.stringify({
    type: 'invokefunction',
    function_id: 'engine::workers::register',
    data: {
      runtime: 'node',
      version: CHECKER_VERSION,
      name: `conformance-${connection}-${randomUUID().slice(0, 8)}`,
      os: `${platform()} ${release()} (${arch()})`,
      pid: process.pid,
      isolation: null,
    },
    action: { type: 'void' },
  });
}

/** Engine mode: every connection of the case is a worker connection to `url`, or a stream client. */
export class EngineSession implements Session {
  readonly transcript = new Transcript();
  /** Worker frames, and the `join`/`leave` frames of stream clients (no worker frame has those types). */
  readonly sent = { ...inboundValidators, join: validateStreamClientMessage, leave: validateStreamClientMessage };
  private readonly sockets: (WebSocket | RecordedSocket)[] = [];

  constructor(
    private readonly url: string,
    private readonly endpoints: EngineEndpoints = {},
  ) {}

  async open(step: Extract<Step, { op: 'connect' | 'accept' }>, timeoutMs: number): Promise<Peer> {
    const path = step.op === 'connect' ? (step.path ?? '') : '';
    const stream = step.op === 'connect' && step.socket === 'stream';
    if (stream && !this.endpoints.streamUrl) throw new StepFailure('the case needs --stream-url');
    const base = stream ? this.endpoints.streamUrl! : this.url;
    const target = `${base.replace(/\/$/, '')}${path}`;
    let socket: RecordedSocket;
    try {
      socket = await RecordedSocket.connect(target, timeoutMs, { maxPayload: MAX_PAYLOAD });
    } catch (error) {
      if (!(error instanceof ConnectError)) throw error;
      throw new StepFailure(
        error.cause ? `cannot connect to ${target}: ${error.message}` : `${target} did not open within ${timeoutMs} ms`,
      );
    }
    this.sockets.push(socket);
    const peer = new Peer(
      step.on,
      socket,
      stream ? STREAM_FRAMES : outboundValidators,
      this.transcript,
      stream ? undefined : registerFrame(step.on),
    );
    this.transcript.add(`· ${step.on} connected to ${target}`);
    return peer;
  }

  async refusal(path: string, timeoutMs: number): Promise<number | undefined> {
    const target = `${this.url.replace(/\/$/, '')}${path}`;
    this.transcript.add(`→ upgrade ${target}`);
    const ws = new WebSocket(target);
    this.sockets.push(ws);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new StepFailure(`${target} neither opened nor was refused within ${timeoutMs} ms`)),
        timeoutMs,
      );
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

  async http(method: string, path: string, body: unknown, timeoutMs: number) {
    if (!this.endpoints.httpUrl) throw new StepFailure('the case needs --http-url');
    const target = `${this.endpoints.httpUrl.replace(/\/$/, '')}${path}`;
    this.transcript.add(`→ ${method} ${target}${body === undefined ? '' : ` ${JSON.stringify(body).slice(0, 160)}`}`);
    let response: Response;
    try {
      response = await fetch(target, {
        method,
        signal: AbortSignal.timeout(timeoutMs),
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
    } catch (error) {
      throw new StepFailure(`${method} ${target} failed: ${(error as Error).message}`);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    this.transcript.add(`← ${response.status} ${text.slice(0, 160)}`);
    // A console failure has a documented body.
    if (path.startsWith('/_console') && response.status >= 400 && !validateConsoleError(json))
      throw new StepFailure(
        `${response.status} body is not a valid console error: ${formatValidationError(validateConsoleError.errors)}`,
      );
    return { status: response.status, body: json };
  }

  async stop(): Promise<void> {
    throw new StepFailure('stop is a worker-mode step');
  }

  async dispose(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
  }
}

/** Worker mode: one worker process for one case. */
export class WorkerSession implements Session {
  readonly transcript = new Transcript();
  readonly sent = outboundValidators;
  private readonly worker: WorkerProcess;
  private readonly sockets: RecordedSocket[] = [];

  constructor(
    private readonly host: WorkerHost,
    worker: WorkerCommand,
  ) {
    host.reset();
    this.worker = new WorkerProcess(worker, host.url);
    void this.worker.exited.then(() => this.transcript.add(`· worker exited (${this.worker.describeExit()})`));
  }

  /** The worker's last lines of output, for failure reports. */
  outputTail(): string[] {
    return this.worker.outputTail(30);
  }

  async open(step: Extract<Step, { op: 'connect' | 'accept' }>, timeoutMs: number): Promise<Peer> {
    const socket = await this.host.next(timeoutMs, () => this.worker.exit !== undefined);
    if (!socket) {
      if (this.worker.exit)
        throw new StepFailure(`the worker exited (${this.worker.describeExit()}) before connecting`);
      throw new StepFailure(`the worker did not connect within ${timeoutMs} ms`);
    }
    this.sockets.push(socket);
    this.transcript.add(`· ${step.on} accepted`);
    return new Peer(step.on, socket, inboundValidators, this.transcript);
  }

  async refusal(): Promise<number | undefined> {
    throw new StepFailure('expect_refused is an engine-mode step');
  }

  async http(): Promise<{ status: number; body: unknown }> {
    throw new StepFailure('http is an engine-mode step');
  }

  async stop(exitCode: number, timeoutMs: number): Promise<void> {
    this.worker.signal('SIGTERM');
    const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), timeoutMs));
    if ((await Promise.race([this.worker.exited, timer])) === 'late')
      throw new StepFailure(`the worker did not exit within ${timeoutMs} ms of SIGTERM`);
    if (this.worker.exit!.code !== exitCode) {
      throw new StepFailure(
        `the worker exited with ${this.worker.describeExit()} after SIGTERM, expected status ${exitCode}`,
      );
    }
  }

  async dispose(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    await this.worker.stop();
  }
}
