/**
 * One WebSocket connection held by the checker. Every frame the other side sends is parsed,
 * validated against the schema of its `type` for the direction it travels, kept in an inbox
 * until a step consumes it, and written to the transcript; a frame that is not a valid message
 * is recorded as a violation, which fails the case.
 */
import type { Validator } from '@svc/protocol';
import { WebSocket, type RawData } from 'ws';
import { isTelemetry } from './engine-side.js';

/** Validators of one direction, by `type` tag (`inboundValidators` or `outboundValidators`). */
export type ValidatorTable = Readonly<Record<string, Validator<unknown>>>;

const TRANSCRIPT_LINE = 240;

/** What a connection's closing looked like. */
export interface CloseInfo {
  code: number;
  reason: string;
}

/** A conversation log shared by every connection of a case. */
export class Transcript {
  readonly lines: string[] = [];
  add(line: string): void {
    this.lines.push(line.length > TRANSCRIPT_LINE ? `${line.slice(0, TRANSCRIPT_LINE - 3)}...` : line);
  }
  /** The last `count` lines. */
  tail(count = 40): string[] {
    return this.lines.slice(-count);
  }
}

/** The reason a frame is not a valid message of `table`, or undefined when it is one. */
export function invalidity(frame: unknown, table: ValidatorTable): string | undefined {
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return 'is not a JSON object';
  const type = (frame as { type?: unknown }).type;
  if (typeof type !== 'string') return 'has no string "type"';
  const validate = Object.hasOwn(table, type) ? table[type] : undefined;
  if (!validate) return `has the unknown type "${type}"`;
  if (validate(frame)) return undefined;
  const error = validate.errors?.[0];
  return `is not a valid ${type}: ${error ? `${error.instancePath || '/'} ${error.message ?? error.keyword}` : 'invalid'}`;
}

/** A connection the checker holds, named by the case. */
export class Peer {
  /** Frames received and not yet consumed by a step, oldest first. */
  readonly inbox: unknown[] = [];
  /** Everything the other side did wrong on this connection. */
  readonly violations: string[] = [];
  closed?: CloseInfo;
  private waiters: (() => void)[] = [];

  constructor(
    readonly name: string,
    private readonly ws: WebSocket,
    private readonly received: ValidatorTable,
    private readonly transcript: Transcript,
  ) {
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.transcript.add(`✕ ${this.name} closed ${code}${reason.length > 0 ? ` ${reason.toString()}` : ''}`);
      this.wake();
    });
    ws.on('error', () => {});
  }

  /** Sends one text frame. */
  send(text: string): void {
    this.transcript.add(`→ ${this.name} ${text}`);
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
  }

  /** Sends bytes as a text or binary frame without any check. */
  sendRaw(data: Buffer, binary: boolean): void {
    this.transcript.add(
      `→ ${this.name} (${binary ? 'binary' : 'text'}, ${data.length} bytes) ${data.toString('latin1', 0, 60)}`,
    );
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(data, { binary });
  }

  /** Starts a closing handshake and resolves once the connection is closed (or after 2 s). */
  async close(code: number, reason: string): Promise<void> {
    this.transcript.add(`→ ${this.name} close ${code}`);
    if (this.ws.readyState === WebSocket.OPEN) this.ws.close(code, reason);
    await this.until(() => this.closed !== undefined, 2000);
    if (!this.closed) this.ws.terminate();
  }

  /** Sends a WebSocket ping frame; resolves true when its pong arrives within `ms`. */
  async ping(ms: number): Promise<boolean> {
    if (this.ws.readyState !== WebSocket.OPEN) return false;
    this.transcript.add(`→ ${this.name} (WebSocket ping)`);
    let ponged = false;
    const onPong = () => {
      ponged = true;
      this.transcript.add(`← ${this.name} (WebSocket pong)`);
      this.wake();
    };
    this.ws.once('pong', onPong);
    this.ws.ping();
    await this.until(() => ponged || this.closed !== undefined, ms);
    this.ws.off('pong', onPong);
    return ponged;
  }

  /** Destroys the TCP connection without a closing handshake. */
  drop(): void {
    this.transcript.add(`→ ${this.name} dropped (no closing handshake)`);
    this.ws.terminate();
  }

  /** Resolves once `ready()` holds or `ms` pass; returns whether it holds. */
  async until(ready: () => boolean, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (isTelemetry(buffer, isBinary)) return;
    const text = buffer.toString('utf8');
    this.transcript.add(`← ${this.name} ${text}`);
    if (text.trim() === '') return;
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      this.violations.push(`${this.name} received a frame that is not JSON: ${text.slice(0, 80)}`);
      return;
    }
    const problem = invalidity(frame, this.received);
    if (problem) this.violations.push(`${this.name} received a frame that ${problem}: ${text.slice(0, 160)}`);
    this.inbox.push(frame);
    this.wake();
  }
}
