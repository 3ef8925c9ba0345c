/**
 * Payloads carried as the text they arrived as. The engine reads a frame's envelope (type, ids,
 * function id, action, deadline, trace context) but never a call's `data` or a handler's
 * `result`, so a worker's frame is decoded without them: their source text is checked to be JSON
 * and kept as a {@link RawJson}, and the frame that forwards them is built around that text. This
 * saves parsing and encoding every payload twice per call, and keeps it exact: an integer beyond
 * 2^53, `-0`, `1e400` or the order of keys reach the target as the caller wrote them.
 *
 * A payload is parsed only when the engine itself is its reader: a built-in module's handler,
 * a module waiting for a result, a queue. `_caller_worker_id` is spliced into an object's text.
 */
import type { JsonValue, OutboundMessage } from '@svc/protocol';
import { parseExact } from './exact-json.js';
import { MAX_FRAME_DEPTH, tooDeep } from './frame-depth.js';
import { TRACEPARENT_FIELD_SLOT, type TraceWords } from './trace-context.js';

/** A JSON value kept as its source text; parsed once, when something in the engine reads it. */
export class RawJson {
  private parsed: JsonValue | undefined;

  /**
   * `text` must be one valid JSON value with no surrounding whitespace; `ascii` says that every
   * character of it is known to be ASCII (its UTF-8 length is its length), false when unknown.
   */
  constructor(
    readonly text: string,
    readonly ascii = false,
  ) {}

  /** The value; a number a double cannot hold exactly stays exact (exact-json.ts). */
  value(): JsonValue {
    if (this.parsed === undefined) this.parsed = parseExact(this.text);
    return this.parsed;
  }
}

/** A frame decoded by {@link decodeFrame}. */
export interface Decoded {
  /** The frame; its payload field, if any, is a {@link RawJson}. */
  frame: unknown;
  /** Whether it nests deeper than {@link MAX_FRAME_DEPTH} levels. */
  tooDeep: boolean;
}

/** The payload a value stands for: parsed when it is a {@link RawJson}. */
export function payloadValue<T extends JsonValue | undefined>(value: T | RawJson): T | JsonValue {
  return value instanceof RawJson ? value.value() : value;
}

/**
 * `data` as the target of a call from worker `callerId` receives it: an object gains
 * `_caller_worker_id`, anything else is passed as is.
 */
export function withCaller(data: JsonValue, callerId: string): JsonValue {
  if (!(data instanceof RawJson)) {
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? { ...data, _caller_worker_id: callerId }
      : data;
  }
  const text = data.text;
  if (text.charCodeAt(0) !== LBRACE) return data;
  // A payload that already names a caller (a handler passing its own data on) has the key
  // replaced where it stands, which needs the parsed object.
  if (text.includes('"_caller_worker_id"')) return withCaller(data.value(), callerId);
  const empty = skipSpace(text, 1) === text.length - 1;
  if (callerId !== lastCaller.id) {
    const field = `"_caller_worker_id":${JSON.stringify(callerId)}}`;
    lastCaller = { id: callerId, field, ascii: isAscii(field) };
  }
  const spliced = `${text.slice(0, -1)}${empty ? '' : ','}${lastCaller.field}`;
  return new RawJson(spliced, data.ascii && lastCaller.ascii) as unknown as JsonValue;
}

/** The field spliced for the last caller: calls come in runs from one connection. */
let lastCaller = { id: '', field: '', ascii: true };

/** Whether every character of `text` is ASCII. */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** Where {@link writeFrame} puts a frame: a connection's output for the turn. */
export interface FrameSink {
  /**
   * Takes the JSON text of one frame. `ascii` says that every character of it is known to be ASCII,
   * so that its UTF-8 length is its length and its bytes are its characters: a writer then needs
   * neither to measure it nor to flatten it into one string before copying it out. False when unknown.
   * `trace`, when given, is the engine's span of a call: the text holds a `traceparent` field of zero
   * ids (`TRACEPARENT_FIELD_SLOT`) ending `after` characters before its end, which the sink writes
   * over from the span's words (`writeTraceparentField`) as it copies the text out.
   */
  push(text: string, ascii: boolean, trace?: TraceWords, after?: number): void;
}

/**
 * Encodes `frame` ({@link encodeFrame}) into `sink`, with whether its text is known to be ASCII.
 * `trace` is the engine's span of a call whose frame has no `traceparent` of its own: the text gets
 * a slot for the field where the encoder writes a `traceparent`, which the sink fills from the words.
 */
export function writeFrame(frame: OutboundMessage, sink: FrameSink, trace?: TraceWords): void {
  if (trace === undefined) {
    const text = encode(frame, false);
    return sink.push(text, encodingAscii);
  }
  const text = encode(frame, true);
  sink.push(text, encodingAscii, trace, text.length - slotEnd);
}

/**
 * Whether the frame being encoded is known to be ASCII so far: set by {@link encode} from the
 * payload's mark, cleared by a field that is not, and read by {@link writeFrame} right after.
 */
let encodingAscii = false;
/** Where the `traceparent` slot that {@link encode} wrote last ends in its text. */
let slotEnd = 0;

/**
 * The JSON text of an outgoing frame. A frame whose payload is carried as text is written field by
 * field by concatenation: the envelope's fields in a fixed order and then the payload; key order in
 * the envelope carries no meaning. A frame with a field the fixed order does not name goes through
 * `JSON.stringify`, with its payload spliced in after the rest.
 */
export function encodeFrame(frame: OutboundMessage): string {
  return encode(frame, false);
}

/** {@link encodeFrame}, with a `traceparent` slot ({@link TRACEPARENT_FIELD_SLOT}) when `slot`. */
function encode(frame: OutboundMessage, slot: boolean): string {
  const key = frame.type === INVOKE ? 'data' : frame.type === RESULT_TYPE ? 'result' : undefined;
  const payload = key === undefined ? undefined : (frame as Record<string, unknown>)[key];
  encodingAscii = false;
  if (!(payload instanceof RawJson)) return slot ? withSlot(JSON.stringify(frame)) : JSON.stringify(frame);
  const record = frame as Record<string, unknown>;
  for (const name in record)
    if (name !== key && !writtenField(name)) {
      const text = spliced(record, key as string, payload);
      return slot ? withSlot(text) : text;
    }
  // Cleared by a field that is not known to be ASCII.
  encodingAscii = payload.ascii;
  let text = `{"type":"${frame.type}"`;
  text = field(text, 'invocation_id', record.invocation_id);
  text = field(text, 'function_id', record.function_id);
  text = field(text, 'error', record.error);
  text = field(text, 'action', record.action);
  text = field(text, 'traceparent', record.traceparent);
  if (slot) {
    text += TRACEPARENT_FIELD_SLOT;
    slotEnd = text.length;
  }
  text = field(text, 'baggage', record.baggage);
  text = field(text, 'metadata', record.metadata);
  text = field(text, 'timeout_ms', record.timeout_ms);
  return `${text},"${key}":${payload.text}}`;
}

/** `text`, a JSON object with fields, with a `traceparent` slot before its closing brace. */
function withSlot(text: string): string {
  slotEnd = text.length - 1 + TRACEPARENT_FIELD_SLOT.length;
  return `${text.slice(0, -1)}${TRACEPARENT_FIELD_SLOT}}`;
}

/** Whether {@link encodeFrame} writes the envelope field `name` of a frame with a payload (the payload aside). */
function writtenField(name: string): boolean {
  switch (name) {
    case 'type':
    case 'invocation_id':
    case 'function_id':
    case 'error':
    case 'action':
    case 'traceparent':
    case 'baggage':
    case 'metadata':
    case 'timeout_ms':
      return true;
    default:
      return false;
  }
}

/** `text` followed by `,"name":value` when `value` is written at all (not undefined, as JSON.stringify skips). */
function field(text: string, name: string, value: unknown): string {
  if (value === undefined) return text;
  if (typeof value !== 'string' && typeof value !== 'number') encodingAscii = false;
  const json = typeof value === 'string' ? quoted(value) : JSON.stringify(value);
  return json === undefined ? text : `${text},"${name}":${json}`;
}

/** The frame through `JSON.stringify` without its payload, which is written after the rest. */
function spliced(record: Record<string, unknown>, key: string, payload: RawJson): string {
  // Left out of the encoding for a moment rather than copying the frame without it.
  record[key] = undefined;
  const envelope = JSON.stringify(record);
  record[key] = payload;
  return `${envelope.slice(0, -1)}${envelope.length > 2 ? ',' : ''}"${key}":${payload.text}}`;
}

/**
 * `value` as a JSON string: between quotes as it is when nothing in it needs an escape. Clears
 * {@link encodingAscii} when it is not known to be ASCII.
 */
function quoted(value: string): string {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0x20 && c < 0x7f && c !== QUOTE && c !== BACKSLASH) continue;
    encodingAscii = false;
    // A quote, a backslash, a control character or half of a surrogate pair: JSON.stringify decides.
    if (c < 0x20 || c === QUOTE || c === BACKSLASH || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(value);
  }
  return `"${value}"`;
}

/**
 * Decodes a frame's JSON `text`, keeping the payload of an `invokefunction` (`data`) or an
 * `invocationresult` (`result`) as its text. Throws a SyntaxError when `text` is not JSON.
 * Frames the fast path does not handle (no payload, a value that is not valid JSON or nests too
 * deep, escaped keys, a key repeated) are decoded whole by `JSON.parse`, which decides. `ascii`
 * says that `text` is known to be ASCII (decoded from as many UTF-8 bytes as it has characters),
 * and so is the payload it carries.
 */
export function decodeFrame(text: string, ascii = false): Decoded {
  frameAscii = ascii;
  const frame = decodeEnvelope(text);
  if (frame === undefined) return { frame: JSON.parse(text), tooDeep: tooDeep(text) };
  return { frame, tooDeep: false };
}

const LBRACE = 0x7b;
const RBRACE = 0x7d;
const LBRACKET = 0x5b;
const RBRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;

/**
 * The frame `text` holds, read in one pass that checks every value strictly (RFC 8259) and
 * parses only the envelope's; undefined when the fast path does not apply.
 */
function decodeEnvelope(text: string): Record<string, unknown> | undefined {
  let i = skipSpace(text, 0);
  if (text.charCodeAt(i) !== LBRACE) return undefined;
  const frame: Record<string, unknown> = {};
  // Where `data` and `result` lie: which of them is a payload depends on `type`, read later.
  let dataAt = -1;
  let dataEnd = 0;
  let resultAt = -1;
  let resultEnd = 0;
  /** The known keys met so far, one bit each, to refuse a repeated key. */
  let seen = 0;
  i = skipSpace(text, i + 1);
  for (;;) {
    if (text.charCodeAt(i) !== QUOTE) return undefined;
    escaped = false;
    const keyEnd = scanString(text, i);
    if (keyEnd < 0 || escaped) return undefined;
    const known = knownKey(text, i + 1, keyEnd - 1);
    if (known >= 0) {
      if (seen & (1 << known)) return undefined;
      seen |= 1 << known;
    }
    const key = known >= 0 ? '' : text.slice(i + 1, keyEnd - 1);
    if (known < 0 && (key === '__proto__' || Object.hasOwn(frame, key))) return undefined;
    i = skipSpace(text, keyEnd);
    if (text.charCodeAt(i) !== COLON) return undefined;
    i = skipSpace(text, i + 1);
    const c = text.charCodeAt(i);
    escaped = false;
    const end = c === QUOTE ? scanString(text, i) : scanValue(text, i);
    if (end < 0) return undefined;
    let value: unknown = null;
    if (known === DATA) {
      dataAt = i;
      dataEnd = end;
    } else if (known === RESULT) {
      resultAt = i;
      resultEnd = end;
    } else {
      value =
        c !== QUOTE || escaped
          ? JSON.parse(text.slice(i, end))
          : known === 0
            ? typeName(text, i + 1, end - 1)
            : text.slice(i + 1, end - 1);
    }
    if (known < 0) frame[key] = value;
    else storeKnown(frame as Partial<Envelope>, known, value);
    i = skipSpace(text, end);
    const d = text.charCodeAt(i);
    if (d === RBRACE) break;
    if (d !== COMMA) return undefined;
    i = skipSpace(text, i + 1);
  }
  if (skipSpace(text, i + 1) !== text.length) return undefined;
  if (dataAt >= 0) frame.data = payloadAt(text, dataAt, dataEnd, frame.type === INVOKE);
  if (resultAt >= 0) frame.result = payloadAt(text, resultAt, resultEnd, frame.type === RESULT_TYPE);
  return frame;
}

/** The frame types of a call and its result, the ones every call brings. */
const INVOKE = 'invokefunction';
const RESULT_TYPE = 'invocationresult';

/**
 * The frame type from `start` to `end`: the engine's own string for a call's and a result's, which
 * compares by identity and looks up a validator without being hashed; a slice for any other.
 */
function typeName(text: string, start: number, end: number): string {
  const length = end - start;
  if (length === INVOKE.length && text.startsWith(INVOKE, start)) return INVOKE;
  if (length === RESULT_TYPE.length && text.startsWith(RESULT_TYPE, start)) return RESULT_TYPE;
  return text.slice(start, end);
}

/** Whether the frame {@link decodeFrame} decodes is known to be ASCII. */
let frameAscii = false;

/** The value of `text` from `start` to `end`: kept as text when `carried`, else parsed. */
function payloadAt(text: string, start: number, end: number, carried: boolean): unknown {
  const value = text.slice(start, end);
  return value === 'null' ? null : carried ? new RawJson(value, frameAscii) : JSON.parse(value);
}

/** The envelope's fields, stored by name: a store by computed key costs a lookup per field. */
interface Envelope {
  type: unknown;
  invocation_id: unknown;
  function_id: unknown;
  data: unknown;
  result: unknown;
  error: unknown;
  action: unknown;
  metadata: unknown;
  traceparent: unknown;
  baggage: unknown;
  timeout_ms: unknown;
}

/** Sets the field number `known` ({@link knownKey}) on `frame`, which gains it in the order met. */
function storeKnown(frame: Partial<Envelope>, known: number, value: unknown): void {
  switch (known) {
    case 0:
      frame.type = value;
      return;
    case 1:
      frame.invocation_id = value;
      return;
    case 2:
      frame.function_id = value;
      return;
    case DATA:
      frame.data = value;
      return;
    case RESULT:
      frame.result = value;
      return;
    case 5:
      frame.error = value;
      return;
    case 6:
      frame.action = value;
      return;
    case 7:
      frame.metadata = value;
      return;
    case 8:
      frame.traceparent = value;
      return;
    case 9:
      frame.baggage = value;
      return;
    default:
      frame.timeout_ms = value;
  }
}

const DATA = 3;
const RESULT = 4;

/**
 * The number of the envelope field named from `start` to `end` (0 `type`, 1 `invocation_id`,
 * 2 `function_id`, 3 `data`, 4 `result`, 5 `error`, 6 `action`, 7 `metadata`, 8 `traceparent`,
 * 9 `baggage`, 10 `timeout_ms`), or -1 for any other key; the length picks the candidates.
 */
function knownKey(text: string, start: number, end: number): number {
  switch (end - start) {
    case 4:
      return text.startsWith('type', start) ? 0 : text.startsWith('data', start) ? DATA : -1;
    case 13:
      return text.startsWith('invocation_id', start) ? 1 : -1;
    case 11:
      return text.startsWith('function_id', start) ? 2 : text.startsWith('traceparent', start) ? 8 : -1;
    case 6:
      return text.startsWith('result', start) ? RESULT : text.startsWith('action', start) ? 6 : -1;
    case 5:
      return text.startsWith('error', start) ? 5 : -1;
    case 8:
      return text.startsWith('metadata', start) ? 7 : -1;
    case 7:
      return text.startsWith('baggage', start) ? 9 : -1;
    case 10:
      return text.startsWith('timeout_ms', start) ? 10 : -1;
    default:
      return -1;
  }
}

/**
 * Past the whitespace at `at`. Reads stay inside `text`: a read past its end makes V8 keep a slow
 * path for every `charCodeAt` of the function it is inlined into (about 3x the cost per character).
 */
function skipSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return i;
    i++;
  }
  return i;
}

/** Whether each open container is an object (1) or an array (0), by depth. */
const containers = new Uint8Array(MAX_FRAME_DEPTH + 1);

/**
 * End of the JSON value at `at`, checked strictly (RFC 8259), or -1 when it is not one or nests
 * deeper than a frame may (the frame itself is one level). Iterative, so depth costs no stack.
 */
function scanValue(text: string, at: number): number {
  let i = at;
  let depth = 0;
  for (;;) {
    i = skipSpace(text, i);
    const c = text.charCodeAt(i);
    if (c === LBRACE || c === LBRACKET) {
      if (++depth >= MAX_FRAME_DEPTH) return -1;
      const isObject = c === LBRACE;
      containers[depth] = isObject ? 1 : 0;
      i = skipSpace(text, i + 1);
      if (text.charCodeAt(i) === (isObject ? RBRACE : RBRACKET)) {
        depth--;
        i++;
      } else {
        if (isObject && (i = scanKey(text, i)) < 0) return -1;
        continue;
      }
    } else if (c === QUOTE) {
      if ((i = scanString(text, i)) < 0) return -1;
    } else if (c === MINUS || (c >= ZERO && c <= NINE)) {
      if ((i = scanNumber(text, i)) < 0) return -1;
    } else if (text.startsWith('true', i) || text.startsWith('null', i)) {
      i += 4;
    } else if (text.startsWith('false', i)) {
      i += 5;
    } else {
      return -1;
    }
    // After a value: close containers, or move on to the next element.
    for (;;) {
      if (depth === 0) return i;
      i = skipSpace(text, i);
      const d = text.charCodeAt(i);
      const isObject = containers[depth] === 1;
      if (d === COMMA) {
        i = skipSpace(text, i + 1);
        if (isObject && (i = scanKey(text, i)) < 0) return -1;
        break;
      }
      if (d !== (isObject ? RBRACE : RBRACKET)) return -1;
      depth--;
      i++;
    }
  }
}

/** Past `"key":` at `at`, or -1. */
function scanKey(text: string, at: number): number {
  if (text.charCodeAt(at) !== QUOTE) return -1;
  const end = scanString(text, at);
  if (end < 0) return -1;
  const colon = skipSpace(text, end);
  return text.charCodeAt(colon) === COLON ? colon + 1 : -1;
}

/** Set by {@link scanString} when a string it scanned has an escape; cleared by whoever reads it. */
let escaped = false;

/**
 * Past the string opening at `at`, or -1 when it has a bad escape, a control character or no end.
 * Characters above the backslash (lower case, most of Unicode) take one comparison each.
 */
function scanString(text: string, at: number): number {
  const length = text.length;
  for (let i = at + 1; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c > BACKSLASH) continue;
    if (c === QUOTE) return i + 1;
    if (c < 0x20) return -1;
    if (c !== BACKSLASH) continue;
    escaped = true;
    if ((i = escapeEnd(text, i)) < 0) return -1;
  }
  return -1;
}

/** The last character of the escape whose backslash is at `at`, or -1 when it is not a JSON escape. */
function escapeEnd(text: string, at: number): number {
  const e = text.charCodeAt(at + 1);
  if (e === 0x75) {
    // \uXXXX
    for (let k = 2; k <= 5; k++) if (!isHex(text.charCodeAt(at + k))) return -1;
    return at + 5;
  }
  return e === QUOTE ||
    e === BACKSLASH ||
    e === 0x2f ||
    e === 0x62 ||
    e === 0x66 ||
    e === 0x6e ||
    e === 0x72 ||
    e === 0x74
    ? at + 1
    : -1;
}

function isHex(c: number): boolean {
  return (c >= ZERO && c <= NINE) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** Past the number at `at`, or -1 when it is not a JSON number. */
function scanNumber(text: string, at: number): number {
  let i = at;
  if (text.charCodeAt(i) === MINUS) i++;
  let c = text.charCodeAt(i);
  if (c === ZERO) i++;
  else if (c > ZERO && c <= NINE) i = digits(text, i);
  else return -1;
  if (text.charCodeAt(i) === DOT) {
    const after = digits(text, i + 1);
    if (after === i + 1) return -1;
    i = after;
  }
  c = text.charCodeAt(i);
  if (c === 0x65 || c === 0x45) {
    i++;
    c = text.charCodeAt(i);
    if (c === PLUS || c === MINUS) i++;
    const after = digits(text, i);
    if (after === i) return -1;
    i = after;
  }
  return i;
}

function digits(text: string, at: number): number {
  let i = at;
  for (let c = text.charCodeAt(i); c >= ZERO && c <= NINE; c = text.charCodeAt(++i));
  return i;
}
