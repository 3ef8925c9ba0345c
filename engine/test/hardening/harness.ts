/**
 * Helpers of the hardening tests: a self-signed certificate made with the `openssl` CLI, raw
 * WebSocket frames written byte by byte (for the framing set), and a process's RSS and open file
 * descriptors read from /proc.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { tempDir } from '../state/harness.js';

/** A certificate for `127.0.0.1` and `localhost`, its key, and the folder they are in. */
export interface TestCert {
  dir: string;
  cert: string;
  key: string;
}

/** Makes a fresh self-signed certificate (EC P-256, one day) for 127.0.0.1 and localhost. */
export function selfSignedCert(): TestCert {
  const dir = tempDir('svc-tls-');
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { dir, cert, key };
}

/** WebSocket opcodes. */
export const Op = { continuation: 0, text: 1, binary: 2, close: 8, ping: 9, pong: 10 } as const;

/** Options of one raw frame. */
export interface FrameOptions {
  fin?: boolean;
  /** The three reserved bits, as a number 0–7. */
  rsv?: number;
  /** Whether the frame is masked, as a client's must be (default true). */
  mask?: boolean;
  /** A length to announce instead of the payload's own (the payload is sent as it is). */
  announcedLength?: number;
}

/** The bytes of one WebSocket frame carrying `payload`. */
export function frame(opcode: number, payload: Buffer | string, options: FrameOptions = {}): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const length = options.announcedLength ?? body.length;
  const masked = options.mask ?? true;
  const head = [((options.fin ?? true) ? 0x80 : 0) | ((options.rsv ?? 0) << 4) | opcode];
  const maskBit = masked ? 0x80 : 0;
  let lengthBytes: Buffer;
  if (length < 126) lengthBytes = Buffer.from([maskBit | length]);
  else if (length < 65536) {
    lengthBytes = Buffer.alloc(3);
    lengthBytes[0] = maskBit | 126;
    lengthBytes.writeUInt16BE(length, 1);
  } else {
    lengthBytes = Buffer.alloc(9);
    lengthBytes[0] = maskBit | 127;
    lengthBytes.writeBigUInt64BE(BigInt(length), 1);
  }
  if (!masked) return Buffer.concat([Buffer.from(head), lengthBytes, body]);
  const key = randomBytes(4);
  const out = Buffer.from(body);
  for (let i = 0; i < out.length; i++) out[i]! ^= key[i % 4]!;
  return Buffer.concat([Buffer.from(head), lengthBytes, key, out]);
}

/** A close frame's payload: the code and a reason. */
export const closePayload = (code: number, reason = ''): Buffer => {
  const out = Buffer.alloc(2 + Buffer.byteLength(reason));
  out.writeUInt16BE(code, 0);
  out.write(reason, 2);
  return out;
};

/** What a raw connection saw: the server's frames (opcode and payload), and whether the socket ended. */
export interface RawSeen {
  frames: { opcode: number; payload: Buffer }[];
  /** The code of the server's close frame, if it sent one. */
  closeCode?: number;
  ended: boolean;
}

/** A raw WebSocket client on a plain TCP socket: upgrades, then sends whatever bytes it is given. */
export class RawSocket {
  readonly seen: RawSeen = { frames: [], ended: false };
  private buffer = Buffer.alloc(0);
  private upgraded = false;
  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('close', () => (this.seen.ended = true));
    socket.on('error', () => {});
  }

  /** Opens `ws://host:port/path` and completes the upgrade; rejects when it is refused. */
  static async open(url: string, headers: Record<string, string> = {}): Promise<RawSocket> {
    const { hostname, port, pathname, search } = new URL(url);
    const socket = connect(Number(port), hostname);
    const raw = new RawSocket(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
        `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
        `Sec-WebSocket-Version: 13\r\n${extra.join('')}\r\n`,
    );
    await raw.until(() => raw.upgraded || raw.seen.ended, 10_000);
    if (!raw.upgraded) throw new Error(`the upgrade of ${url} was refused`);
    return raw;
  }

  write(bytes: Buffer): void {
    if (!this.socket.destroyed) this.socket.write(bytes);
  }

  /** Resolves when `condition` holds, or after `timeoutMs` (then false). */
  async until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return true;
  }

  /** Waits for the socket to end; resolves with the close code the server sent (undefined: none). */
  async closed(timeoutMs = 10_000): Promise<number | undefined> {
    if (!(await this.until(() => this.seen.ended, timeoutMs))) throw new Error(`still open after ${timeoutMs} ms`);
    return this.seen.closeCode;
  }

  destroy(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    if (!this.upgraded) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!this.buffer.subarray(0, 12).toString().includes('101')) return void this.socket.destroy();
      this.upgraded = true;
      this.buffer = this.buffer.subarray(end + 4);
    }
    for (;;) {
      if (this.buffer.length < 2) return;
      const opcode = this.buffer[0]! & 0x0f;
      let length = this.buffer[1]! & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (this.buffer.length < 4) return;
        length = this.buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (this.buffer.length < 10) return;
        length = Number(this.buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (this.buffer.length < offset + length) return;
      const payload = this.buffer.subarray(offset, offset + length);
      this.buffer = this.buffer.subarray(offset + length);
      this.seen.frames.push({ opcode, payload });
      if (opcode === Op.close && payload.length >= 2) this.seen.closeCode = payload.readUInt16BE(0);
    }
  }
}

/** A process's resident set size in bytes and its open file descriptors (Linux /proc). */
export function usage(pid: number): { rssBytes: number; fds: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { rssBytes: rssKb * 1024, fds: readdirSync(`/proc/${pid}/fd`).length };
}
