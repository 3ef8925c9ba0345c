/**
 * The frames written to one connection in one event-loop turn, sent as one buffer: each JSON text
 * becomes an unmasked, unfragmented WebSocket text frame (RFC 6455 §5.2, as a server sends), and
 * the turn's frames go to the socket in one write. Through `ws.send` every frame cost a buffer
 * for its text, another for its header and two queued socket writes, all gathered by `writev`.
 */
import type { FrameSink } from '../core/payload.js';
import { TRACEPARENT_FIELD_BYTES, type TraceWords, writeTraceparentField } from '../core/trace-context.js';

/** FIN and the text opcode: a whole text message in one frame. */
const TEXT_FINAL = 0x81;

/** Bytes of a frame header for a payload of `length` bytes. */
function headerBytes(length: number): number {
  return length < 126 ? 2 : length < 65_536 ? 4 : 10;
}

/** The MASK bit of the second header byte, which a client sets on every frame (RFC 6455 §5.3). */
const MASKED = 0x80;

/**
 * The WebSocket text frames carrying `texts`, one after another, in one buffer. `masked` writes
 * them as a client must: with the MASK bit and a mask key of zeros, which leaves the text as it
 * is (a mask guards browsers' proxies; between two engines there is none to guard). `ascii[i]`
 * says that `texts[i]` is ASCII only: it is then neither measured nor flattened, its characters
 * are copied as bytes (a text built by concatenation is read piece by piece), where UTF-8 would
 * first join its pieces into a new string to count its bytes and again to encode them. `traces[i]`,
 * when set, is the engine's span of a call whose `traceparent` is written from its words into the
 * frame over the slot the text holds for it (`TRACEPARENT_FIELD_SLOT`), which ends `afters[i]`
 * characters before the text's end.
 */
export function encodeTextFrames(
  texts: readonly string[],
  masked = false,
  ascii?: readonly boolean[],
  traces?: readonly (TraceWords | undefined)[],
  afters?: readonly number[],
): Buffer {
  const maskBytes = masked ? 4 : 0;
  let total = 0;
  const lengths = new Array<number>(texts.length);
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!;
    const length = ascii?.[i] ? text.length : Buffer.byteLength(text, 'utf8');
    lengths[i] = length;
    total += headerBytes(length) + maskBytes + length;
  }
  const buffer = Buffer.allocUnsafe(total);
  const mask = masked ? MASKED : 0;
  let at = 0;
  for (let i = 0; i < texts.length; i++) {
    const length = lengths[i]!;
    buffer[at++] = TEXT_FINAL;
    if (length < 126) {
      buffer[at++] = mask | length;
    } else if (length < 65_536) {
      buffer[at++] = mask | 126;
      buffer.writeUInt16BE(length, at);
      at += 2;
    } else {
      buffer[at++] = mask | 127;
      buffer.writeUInt32BE(Math.floor(length / 2 ** 32), at);
      buffer.writeUInt32BE(length >>> 0, at + 4);
      at += 8;
    }
    if (masked) {
      buffer.writeUInt32BE(0, at);
      at += 4;
    }
    const encoding = ascii?.[i] ? 'latin1' : 'utf8';
    at += buffer.write(texts[i]!, at, length, encoding);
    const trace = traces?.[i];
    if (trace === undefined) continue;
    const after = afters?.[i] ?? 1;
    const tail = encoding === 'latin1' ? after : Buffer.byteLength(texts[i]!.slice(-after), 'utf8');
    writeTraceparentField(buffer, at - tail - TRACEPARENT_FIELD_BYTES, trace);
  }
  return buffer;
}

/** Collects the frames of a turn and writes them at the end of it (the check phase). */
export class FrameBatch implements FrameSink {
  private texts: string[] = [];
  /** Whether each text waiting is known to be ASCII. */
  private ascii: boolean[] = [];
  /** The engine's span of each call whose `traceparent` is written from its words, or undefined. */
  private traces: (TraceWords | undefined)[] = [];
  /** For each traced call, how many characters at the end of its text follow the field. */
  private afters: number[] = [];
  /** Characters waiting, a cheap stand-in for their bytes in back-pressure checks. */
  private waiting = 0;

  /**
   * `write` gets each turn's frames as one buffer; `open` says whether they may still be sent;
   * `masked` frames them as a client does.
   */
  constructor(
    private readonly write: (frames: Buffer) => void,
    private readonly open: () => boolean,
    private readonly masked = false,
  ) {}

  /** About how many bytes wait for the end of the turn. */
  get pendingBytes(): number {
    return this.waiting;
  }

  /**
   * Queues one frame's text; `ascii` when it is known to hold ASCII characters only; `trace` when
   * the frame gets the `traceparent` of that span as it is written, over the slot that ends `after`
   * characters before the text's end ({@link FrameSink}).
   */
  push(text: string, ascii = false, trace?: TraceWords, after = 1): void {
    if (this.texts.length === 0) setImmediate(this.flush);
    this.texts.push(text);
    this.ascii.push(ascii);
    this.traces.push(trace);
    this.afters.push(after);
    this.waiting += text.length;
  }

  /** Writes what waits now (before a close frame, so that it goes after them). */
  readonly flush = (): void => {
    if (this.texts.length === 0) return;
    const texts = this.texts;
    const ascii = this.ascii;
    const traces = this.traces;
    const afters = this.afters;
    this.texts = [];
    this.ascii = [];
    this.traces = [];
    this.afters = [];
    this.waiting = 0;
    if (this.open()) this.write(encodeTextFrames(texts, this.masked, ascii, traces, afters));
  };

  /** Drops what waits (the connection is gone). */
  discard(): void {
    this.texts = [];
    this.ascii = [];
    this.traces = [];
    this.afters = [];
    this.waiting = 0;
  }
}
