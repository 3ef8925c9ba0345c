/**
 * Raw HTTP/1.1 over node:net for the svc-http tests: an engine with the fixture worker, and a
 * client that sees the bytes on the wire exactly as a keep-alive client would parse them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type EngineProcess, startEngineProcess, writeConfig } from '../process.js';

const HTTP_WORKER = fileURLToPath(new URL('../fixtures/http-worker.mjs', import.meta.url));

/** An engine whose svc-http has `config` (YAML flow mapping), serving the fixture routes under `/t`. */
export async function startHttpEngine(
  config = '{ port: 0 }',
  env: NodeJS.ProcessEnv = {},
): Promise<{
  engine: EngineProcess;
  base: string;
  stop(): Promise<void>;
}> {
  const engine = await startEngineProcess(
    [
      '--config',
      writeConfig(
        `workers:\n  - name: svc-bridge\n    config: { port: 0 }\n  - name: svc-http\n    config: ${config}\n`,
      ),
    ],
    env,
  );
  const worker: ChildProcess = spawn(process.execPath, [HTTP_WORKER, engine.url], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = engine.listeners.http!;
  const deadline = Date.now() + 10_000;
  while ((await fetch(`${base}/t/whoami`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('the fixture routes were not served within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    engine,
    base,
    stop: async () => {
      worker.kill('SIGKILL');
      await engine.kill();
    },
  };
}

/** A response as a client parses it off the connection. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A keep-alive connection: everything received is kept, and `responses` parses it as HTTP/1.1. */
export class RawConnection {
  received = Buffer.alloc(0);
  readonly closed: Promise<void>;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: Socket) {
    socket.on('data', (data: Buffer) => {
      this.received = Buffer.concat([this.received, data]);
      for (const wake of this.waiters.splice(0)) wake();
    });
    // A reset after the answer is part of what some tests provoke; what arrived before it counts.
    socket.on('error', () => {});
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    void this.closed.then(() => {
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Connects to the `http://host:port` of `base`. */
  static async open(base: string): Promise<RawConnection> {
    const { hostname, port } = new URL(base);
    const socket = connect(Number(port), hostname);
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    return new RawConnection(socket);
  }

  write(data: string | Buffer): void {
    if (this.socket.writable) this.socket.write(data);
  }

  /** Waits until `count` complete responses have arrived, or the connection closed. */
  async until(count: number): Promise<RawResponse[]> {
    for (;;) {
      const parsed = parseResponses(this.received);
      if (parsed.length >= count || this.socket.destroyed) return parsed;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Every complete response received, in order. */
  responses(): RawResponse[] {
    return parseResponses(this.received);
  }

  close(): void {
    this.socket.destroy();
  }
}

/**
 * Splits bytes into HTTP/1.1 responses the way a client does: the head up to the blank line,
 * then a body framed by `content-length` or chunked encoding. Incomplete trailing bytes are left.
 */
export function parseResponses(bytes: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let at = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end < 0) return responses;
    const [statusLine = '', ...lines] = bytes.subarray(at, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
    let next = end + 4;
    let body: Buffer;
    if (headers['transfer-encoding']?.toLowerCase() === 'chunked') {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = bytes.indexOf('\r\n', next);
        if (lineEnd < 0) return responses;
        const size = Number.parseInt(bytes.subarray(next, lineEnd).toString('latin1'), 16);
        if (bytes.length < lineEnd + 2 + size + 2) return responses;
        parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
        next = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (bytes.length < next + length) return responses;
      body = bytes.subarray(next, next + length);
      next += length;
    }
    responses.push({ status, headers, body: body.toString('utf8') });
    at = next;
  }
}
