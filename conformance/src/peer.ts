/**
 * One WebSocket connection held by the case runner. Every frame the other side sends is parsed,
 * validated against the schema of its `type` for the direction it travels, kept in an inbox
 * until a step consumes it, and written to the transcript; a frame that is not a valid message
 * is recorded as a violation, which fails the case.
 */
import { formatValidationError, type Validator } from '@svc/protocol';
import { isTelemetry } from './engine-side.js';
import type { Closed, Received, RecordedSocket } from './socket.js';

/** Validators of one direction, by `type` tag (`inboundValidators` or `outboundValidators`). */
export type ValidatorTable = Readonly<Record<string, Validator<unknown>>>;

const TRANSCRIPT_LINE = 240;

/**
 * Where a connection's opening `engine::workers::register` goes relative to its first frame
 * `text`: after a `reattach` (as SDKs send them), nowhere when `text` is that call itself.
 */
function openingOrder(text: string): 'before' | 'after' | 'none' {
  let frame: { type?: unknown; function_id?: unknown } | undefined;
  try {
    frame = JSON.parse(text) as typeof frame;
  } catch {
    return 'before';
  }
  if (frame?.type === 'reattach') return 'after';
  if (frame?.type === 'invokefunction' && frame.function_id === 'engine::workers::register') return 'none';
  return 'before';
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
  return `is not a valid ${type}: ${firstError(validate)}`;
}

/** What a validator that just refused a value found first: `<pointer> <message>`. */
export function firstError(validate: Validator<unknown>): string {
  return formatValidationError(validate.errors);
}

/** A connection the checker holds, named by the case: a recorded socket read as a case reads it. */
export class Peer {
  /** Frames received and not yet consumed by a step, oldest first. */
  readonly inbox: unknown[] = [];
  /** The JSON text each frame of the inbox arrived as. */
  readonly texts = new WeakMap<object, string>();
  /** Everything the other side did wrong on this connection. */
  readonly violations: string[] = [];

  /**
   * Engine mode: the frame a real SDK sends when it connects (`engine::workers::register`), sent
   * before this connection's first frame, or right after it when that is `reattach`; dropped
   * when the case sends its own `engine::workers::register` first.
   */
  private opening: string | undefined;

  constructor(
    readonly name: string,
    private readonly socket: RecordedSocket,
    private readonly received: ValidatorTable,
    private readonly transcript: Transcript,
    opening?: string,
  ) {
    this.opening = opening;
    socket.listen({
      frame: (frame) => this.onFrame(frame),
      close: ({ code, reason }) =>
        this.transcript.add(`✕ ${this.name} closed ${code}${reason.length > 0 ? ` ${reason}` : ''}`),
      pong: () => this.transcript.add(`← ${this.name} (WebSocket pong)`),
    });
  }

  /** How the connection closed, once it has. */
  get closed(): Closed | undefined {
    return this.socket.closed;
  }

  /** Sends one text frame. */
  send(text: string): void {
    const opening = this.opening;
    this.opening = undefined;
    const first = openingOrder(text);
    if (opening !== undefined && first === 'before') this.write(opening);
    this.write(text);
    if (opening !== undefined && first === 'after') this.write(opening);
  }

  private write(text: string): void {
    this.transcript.add(`→ ${this.name} ${text}`);
    this.socket.send(text);
  }

  /** Sends bytes as a text or binary frame without any check. */
  sendRaw(data: Buffer, binary: boolean): void {
    if (this.opening !== undefined) this.write(this.opening);
    this.opening = undefined;
    this.transcript.add(
      `→ ${this.name} (${binary ? 'binary' : 'text'}, ${data.length} bytes) ${data.toString('latin1', 0, 60)}`,
    );
    this.socket.send(data, binary);
  }

  /** Starts a closing handshake and resolves once the connection is closed (or after 2 s). */
  async close(code: number, reason: string): Promise<void> {
    this.transcript.add(`→ ${this.name} close ${code}`);
    await this.socket.close(code, reason, 2000);
  }

  /** Sends a WebSocket ping frame; resolves true when its pong arrives within `ms`. */
  async ping(ms: number): Promise<boolean> {
    if (!this.socket.open) return false;
    this.transcript.add(`→ ${this.name} (WebSocket ping)`);
    return this.socket.ping(ms);
  }

  /** Destroys the TCP connection without a closing handshake. */
  drop(): void {
    this.transcript.add(`→ ${this.name} dropped (no closing handshake)`);
    this.socket.terminate();
  }

  /** Resolves once `ready()` holds, the connection closes, or `ms` pass; returns whether it holds. */
  until(ready: () => boolean, ms: number): Promise<boolean> {
    return this.socket.until(ready, ms);
  }

  private onFrame({ bytes, text, binary }: Received): void {
    if (isTelemetry(bytes, binary)) return;
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
    if (typeof frame === 'object' && frame !== null) this.texts.set(frame, text);
    this.inbox.push(frame);
  }
}
