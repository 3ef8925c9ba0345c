/**
 * W3C trace context for the engine's invocation spans: each invocation gets a span id of its
 * own, in the caller's trace (or a new one when the caller sent none), and the target is sent a
 * `traceparent` naming that span as its parent. Whether a trace is sampled is decided once, from
 * its trace id, so every process that sees the trace makes the same choice and a trace is kept
 * or dropped whole.
 *
 * On the invocation path the ids are numbers ({@link TraceWords}, fields of the router's pending
 * entry): drawn as words, compared as words, and written as hex only when a frame carries them
 * or a span is read. Nothing is allocated for a call's trace context but its `traceparent` text.
 */
import { randomFillSync } from 'node:crypto';

/** `traceFlags` bit: the engine drew a span for the call (tracing is on). */
export const TRACED = 1;
/** `traceFlags` bit: the trace is recorded. */
export const SAMPLED = 2;
/** `traceFlags` bit: the caller sent a valid `traceparent`, whose span is the parent. */
export const HAS_PARENT = 4;

/**
 * A span's trace context as numbers: the trace id as four 32-bit words, the span id and its
 * parent's as two each, most significant first. Words are kept signed (`| 0`) so V8 holds them
 * in the object as small integers rather than boxed doubles.
 */
export interface TraceWords {
  /** {@link TRACED}, {@link SAMPLED} and {@link HAS_PARENT} bits; 0 when the call has no engine span. */
  traceFlags: number;
  trace0: number;
  trace1: number;
  trace2: number;
  trace3: number;
  span0: number;
  span1: number;
  parentSpan0: number;
  parentSpan1: number;
}

/** Trace words with no trace (every field 0), to draw into. */
export function emptyTraceWords(): TraceWords {
  return {
    traceFlags: 0,
    trace0: 0,
    trace1: 0,
    trace2: 0,
    trace3: 0,
    span0: 0,
    span1: 0,
    parentSpan0: 0,
    parentSpan1: 0,
  };
}

/** A sampling ratio as the draw applies it: a new trace is kept when its low 64 bits are below ratio × 2^64. */
export interface Sampler {
  readonly ratio: number;
  /** ⌊ratio × 2^53⌋ × 2^11 (the threshold {@link sampledByRatio} computes), as its two 32-bit halves. */
  readonly high: number;
  readonly low: number;
}

/** The sampler of `ratio`: computed once, where the ratio is set. */
export function ratioSampler(ratio: number): Sampler {
  const scaled = ratio > 0 && ratio < 1 ? Math.floor(ratio * 2 ** 53) : 0;
  return { ratio, high: Math.floor(scaled / 2 ** 21), low: (scaled % 2 ** 21) * 2 ** 11 };
}

/** Whether the trace whose id ends in the words `word2`, `word3` is kept: {@link sampledByRatio} on words. */
export function sampledWords(word2: number, word3: number, sampler: Sampler): boolean {
  if (sampler.ratio >= 1) return true;
  if (sampler.ratio <= 0) return false;
  const high = word2 >>> 0;
  return high < sampler.high || (high === sampler.high && word3 >>> 0 < sampler.low);
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(?:-.*)?$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/** The parts of a valid `traceparent`, or undefined (malformed, all-zero ids, version ff). */
export function parseTraceparent(
  value: string | undefined,
): { traceId: string; spanId: string; sampled: boolean } | undefined {
  if (value === undefined) return undefined;
  const match = TRACEPARENT.exec(value.trim().toLowerCase());
  if (!match || match[1] === 'ff' || match[2] === ZERO_TRACE || match[3] === ZERO_SPAN) return undefined;
  return { traceId: match[2]!, spanId: match[3]!, sampled: (Number.parseInt(match[4]!, 16) & 1) === 1 };
}

/** The value of hex digit `c` (either case), or -1. */
function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/** The signed word written by the 8 hex digits (checked already) of `text` at `at`. */
export function hexWord(text: string, at: number): number {
  let word = 0;
  for (let i = at; i < at + 8; i++) word = word * 16 + hexDigit(text.charCodeAt(i));
  return word | 0;
}

/** Set below zero by {@link checkedWord} when a character it read is not a hex digit. */
let badDigit = 0;

/** {@link hexWord} that checks its digits as it reads them, into {@link badDigit}. */
function checkedWord(text: string, at: number): number {
  let word = 0;
  for (let i = at; i < at + 8; i++) {
    const digit = hexDigit(text.charCodeAt(i));
    badDigit |= digit;
    word = word * 16 + digit;
  }
  return word | 0;
}

const DASH = 0x2d;

/**
 * Reads the caller's `traceparent` into `into` (trace words, parent span words, the SAMPLED bit of
 * the returned flags); returns 0 when it is not valid. The plain 55-character form is read in
 * place, its digits checked as they are read; any other text goes through {@link parseTraceparent},
 * which decides, and its plain form is read.
 */
function readParent(value: string, into: TraceWords): number {
  if (
    value.length === 55 &&
    value.charCodeAt(2) === DASH &&
    value.charCodeAt(35) === DASH &&
    value.charCodeAt(52) === DASH
  ) {
    const high = hexDigit(value.charCodeAt(0));
    const low = hexDigit(value.charCodeAt(1));
    badDigit = high | low | hexDigit(value.charCodeAt(53)) | hexDigit(value.charCodeAt(54));
    const t0 = checkedWord(value, 3);
    const t1 = checkedWord(value, 11);
    const t2 = checkedWord(value, 19);
    const t3 = checkedWord(value, 27);
    const s0 = checkedWord(value, 36);
    const s1 = checkedWord(value, 44);
    // Version ff is invalid, as parseTraceparent says.
    if (badDigit >= 0 && (high & low) !== 15) {
      if ((t0 | t1 | t2 | t3) === 0 || (s0 | s1) === 0) return 0;
      into.trace0 = t0;
      into.trace1 = t1;
      into.trace2 = t2;
      into.trace3 = t3;
      into.parentSpan0 = s0;
      into.parentSpan1 = s1;
      return HAS_PARENT | ((hexDigit(value.charCodeAt(54)) & 1) === 1 ? SAMPLED : 0);
    }
  }
  const parent = parseTraceparent(value);
  return parent === undefined
    ? 0
    : readParent(`00-${parent.traceId}-${parent.spanId}-0${parent.sampled ? 1 : 0}`, into);
}

/**
 * Random words drawn 64 KiB at a time: one draw per 4,096 trace ids, and nothing allocated per id.
 * A draw costs a few microseconds besides its bytes: 4 KiB at a time cost ~19 ns a trace id,
 * 64 KiB ~7.5 ns.
 */
const POOL_WORDS = 16_384;
const pool = new Int32Array(POOL_WORDS);
let poolAt = POOL_WORDS;

function randomWord(): number {
  if (poolAt === POOL_WORDS) {
    randomFillSync(pool);
    poolAt = 0;
  }
  return pool[poolAt++]!;
}

/**
 * Span ids without a random draw per call: a random 32-bit prefix per process and a counter, so
 * the hot path takes a number instead of asking the system for bytes.
 */
let prefix = randomWord();
let counter = 0;

function nextSpan(into: TraceWords): void {
  counter = (counter + 1) >>> 0;
  if (counter === 0) prefix = randomWord();
  into.span0 = prefix;
  into.span1 = counter | 0;
}

/**
 * Draws the engine's span for a call with `traceparent` (the caller's, maybe absent) into `into`:
 * the caller's trace and sampled flag when it sent a valid one, else a new trace sampled by
 * `sampler`. Sets every field of `into`. `fromModule` says that the caller runs in the engine, so its
 * `traceparent` may be a span it opened ({@link openSpan}), read back without parsing; a worker's
 * never is, and its calls skip the look-up.
 */
export function drawTrace(
  into: TraceWords,
  traceparent: string | undefined,
  sampler: Sampler,
  fromModule = false,
): void {
  let flags = 0;
  if (traceparent !== undefined) {
    if (fromModule) flags = openedParent(traceparent, into);
    if (flags === 0) flags = readParent(traceparent, into);
  }
  if (flags === 0) {
    into.trace0 = randomWord();
    into.trace1 = randomWord();
    into.trace2 = randomWord();
    into.trace3 = randomWord();
    into.parentSpan0 = into.parentSpan1 = 0;
    if (sampledWords(into.trace2, into.trace3, sampler)) flags = SAMPLED;
  }
  nextSpan(into);
  into.traceFlags = flags | TRACED;
}

/** Where trace and span ids are written as hex for their text. */
const scratch = Buffer.alloc(55);
const DIGITS = Buffer.from('0123456789abcdef', 'latin1');

function putWord(into: Buffer, at: number, word: number): void {
  for (let shift = 28; shift >= 0; shift -= 4) into[at++] = DIGITS[(word >>> shift) & 15]!;
}

/** The 32 hex digits of a trace id. */
export function traceIdHex(word0: number, word1: number, word2: number, word3: number): string {
  putWord(scratch, 0, word0);
  putWord(scratch, 8, word1);
  putWord(scratch, 16, word2);
  putWord(scratch, 24, word3);
  return scratch.toString('latin1', 0, 32);
}

/** The 16 hex digits of a span id. */
export function spanIdHex(word0: number, word1: number): string {
  putWord(scratch, 0, word0);
  putWord(scratch, 8, word1);
  return scratch.toString('latin1', 0, 16);
}

/**
 * The last spans modules opened ({@link openSpan}), each as its `traceparent` and its words, so a
 * call made inside one reads them back from the very string it was given instead of parsing it:
 * trace words 0–3, span words 4–5, and the SAMPLED bit as word 6.
 */
const OPENED = 8;
const openedTexts: (string | undefined)[] = new Array<string | undefined>(OPENED).fill(undefined);
const openedWords = new Int32Array(OPENED * 7);
let openedAt = 0;

/** {@link readParent} of a span's `traceparent` that {@link openSpan} wrote; 0 when it did not write `value`. */
function openedParent(value: string, into: TraceWords): number {
  for (let i = 0; i < OPENED; i++) {
    if (openedTexts[i] !== value) continue;
    const w = i * 7;
    into.trace0 = openedWords[w]!;
    into.trace1 = openedWords[w + 1]!;
    into.trace2 = openedWords[w + 2]!;
    into.trace3 = openedWords[w + 3]!;
    into.parentSpan0 = openedWords[w + 4]!;
    into.parentSpan1 = openedWords[w + 5]!;
    return HAS_PARENT | openedWords[w + 6]!;
  }
  return 0;
}

/**
 * Draws a span a module opens (svc-http's request span) into `into`, as {@link drawTrace} does,
 * and returns its `traceparent`, remembered so that the calls made inside the span skip parsing it.
 */
export function openSpan(into: TraceWords, traceparent: string | undefined, sampler: Sampler): string {
  drawTrace(into, traceparent, sampler);
  const text = traceparentOf(into);
  const w = openedAt * 7;
  openedTexts[openedAt] = text;
  openedWords[w] = into.trace0;
  openedWords[w + 1] = into.trace1;
  openedWords[w + 2] = into.trace2;
  openedWords[w + 3] = into.trace3;
  openedWords[w + 4] = into.span0;
  openedWords[w + 5] = into.span1;
  openedWords[w + 6] = into.traceFlags & SAMPLED;
  openedAt = (openedAt + 1) % OPENED;
  return text;
}

const FIELD_KEY = ',"traceparent":"';
/** Bytes of a `traceparent` written as a frame's field: `,"traceparent":"…"` ({@link writeTraceparentField}). */
export const TRACEPARENT_FIELD_BYTES = FIELD_KEY.length + 56;
/** The field with zero ids, which the call's words are written over. */
const FIELD = Buffer.from(`${FIELD_KEY}00-${'0'.repeat(32)}-${'0'.repeat(16)}-00"`, 'latin1');

/**
 * A `traceparent` field of zero ids, `,"traceparent":"00-0…0-0…0-00"`: the place an encoder keeps in a
 * frame's text for {@link writeTraceparentField} to write over.
 */
export const TRACEPARENT_FIELD_SLOT = FIELD.toString('latin1');

/** `traceparent` naming `spanId` in `traceId`. */
export function formatTraceparent(traceId: string, spanId: string, sampled: boolean): string {
  return `00-${traceId}-${spanId}-${sampled ? '01' : '00'}`;
}

/** Writes the `traceparent` of `call` (its trace, its span, its SAMPLED bit) into `into` at `at`, 55 bytes. */
function putTraceparent(into: Buffer, at: number, call: TraceWords): void {
  putWord(into, at + 3, call.trace0);
  putWord(into, at + 11, call.trace1);
  putWord(into, at + 19, call.trace2);
  putWord(into, at + 27, call.trace3);
  putWord(into, at + 36, call.span0);
  putWord(into, at + 44, call.span1);
  into[at + 54] = (call.traceFlags & SAMPLED) === 0 ? 0x30 : 0x31;
}

/** The `traceparent` a call's target is sent, as text: the engine's span in the call's trace. */
export function traceparentOf(call: TraceWords): string {
  const at = FIELD_KEY.length;
  putTraceparent(FIELD, at, call);
  return FIELD.toString('latin1', at, at + 55);
}

/**
 * Writes `,"traceparent":"…"` naming the engine's span of `call` into `into` at `at`, straight from
 * the call's words: a frame written for a socket gets its `traceparent` with no string made for it.
 * Returns where the field ends ({@link TRACEPARENT_FIELD_BYTES} on).
 */
export function writeTraceparentField(into: Buffer, at: number, call: TraceWords): number {
  into.set(FIELD, at);
  putTraceparent(into, at + FIELD_KEY.length, call);
  return at + TRACEPARENT_FIELD_BYTES;
}

/**
 * Whether the trace `traceId` is kept at `ratio`: its last 8 bytes read as a number below
 * `ratio` × 2^64, as OpenTelemetry's TraceIdRatioBased sampler decides, so SDKs that use it agree.
 */
export function sampledByRatio(traceId: string, ratio: number): boolean {
  if (ratio >= 1) return true;
  if (ratio <= 0) return false;
  const low = BigInt(`0x${traceId.slice(16)}`);
  return low < BigInt(Math.floor(ratio * 2 ** 53)) << 11n;
}

/** Words for the text functions below; read at once, never kept. */
const words = emptyTraceWords();

/** A new span id, as text (the same sequence the invocation path draws from). */
export function newSpanId(): string {
  nextSpan(words);
  return spanIdHex(words.span0, words.span1);
}

/** A new random trace id (its low half random too, which ratio sampling reads). */
export function newTraceId(): string {
  return traceIdHex(randomWord(), randomWord(), randomWord(), randomWord());
}
