/**
 * W3C trace context for the engine's invocation spans: each invocation gets a span id of its
 * own, in the caller's trace (or a new one when the caller sent none), and the target is sent a
 * `traceparent` naming that span as its parent. Whether a trace is sampled is decided once, from
 * its trace id, so every process that sees the trace makes the same choice and a trace is kept
 * or dropped whole.
 */
import { randomBytes } from 'node:crypto';

/** The engine's span of one invocation, and where it sits in its trace. */
export interface InvocationTrace {
  /** 32 lowercase hex digits. */
  traceId: string;
  /** The engine's span for the invocation: 16 lowercase hex digits. */
  spanId: string;
  /** The caller's span, when the caller sent a `traceparent`. */
  parentSpanId?: string;
  /** Whether the trace is recorded (the `01` flag). */
  sampled: boolean;
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

/** The last `traceparent` {@link formatTraceparent} wrote: hex digits and dashes only. */
let lastFormatted = '';

/** `traceparent` naming `spanId` in `traceId`. */
export function formatTraceparent(traceId: string, spanId: string, sampled: boolean): string {
  lastFormatted = `00-${traceId}-${spanId}-${sampled ? '01' : '00'}`;
  return lastFormatted;
}

/**
 * Whether `value` is the `traceparent` just formatted (the one a call is about to be sent with),
 * so a frame encoder may write it between quotes as it is, with no check for characters to escape.
 */
export function isFormattedTraceparent(value: string): boolean {
  return value === lastFormatted;
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

/**
 * Random bytes drawn 4 KiB at a time and written as hex once per draw: one system call and one
 * native hex conversion per 256 trace ids, and each id is a slice of that text (no copy). An id
 * kept keeps its 8 KB text alive: spans keep ids as words, and the stores that keep strings are
 * bounded.
 */
const POOL_BYTES = 4096;
let poolHex = '';
let poolAt = POOL_BYTES;

function randomHex(bytes: number): string {
  if (poolAt + bytes > POOL_BYTES) {
    poolHex = randomBytes(POOL_BYTES).toString('hex');
    poolAt = 0;
  }
  const hex = poolHex.slice(poolAt * 2, (poolAt + bytes) * 2);
  poolAt += bytes;
  return hex;
}

/**
 * Span ids without a random draw per call: a random 8-hex prefix per process and a counter, so
 * the hot path formats a number instead of asking the system for bytes.
 */
let prefix = randomHex(4);
let counter = 0;
export function newSpanId(): string {
  counter = (counter + 1) >>> 0;
  if (counter === 0) prefix = randomHex(4);
  return prefix + counter.toString(16).padStart(8, '0');
}

/** A new random trace id (its low half random too, which ratio sampling reads). */
export function newTraceId(): string {
  return randomHex(16);
}

/**
 * The engine's span for an invocation called with `traceparent` (the caller's, maybe absent):
 * the caller's trace and sampled flag when it sent a valid one, else a new trace sampled at
 * `ratio`.
 */
export function invocationTrace(traceparent: string | undefined, ratio: number): InvocationTrace {
  const parent = parseTraceparent(traceparent);
  if (parent)
    return { traceId: parent.traceId, spanId: newSpanId(), parentSpanId: parent.spanId, sampled: parent.sampled };
  const traceId = newTraceId();
  return { traceId, spanId: newSpanId(), sampled: sampledByRatio(traceId, ratio) };
}
