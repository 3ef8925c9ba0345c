/**
 * The oracle of one fuzzed engine connection, without I/O: it is told every frame sent (as the
 * bytes on the wire) and every frame and close received, reads the sent frames the way an
 * engine must (size limit, UTF-8, telemetry prefixes, JSON, the inbound schemas), and reports
 * every received frame it cannot explain:
 *
 * - every frame is valid against the outbound schema of its `type`;
 * - `workerregistered` comes first, once; a `pong` answers a `ping` that was sent (one nested
 *   deeper than {@link REFUSABLE_DEPTH} levels may go unanswered: the engine may refuse it);
 * - an `invocationresult` answers a request/response `invokefunction` the connection sent with
 *   a string `invocation_id` (valid, or invalid and then refused), exactly one each, with the
 *   function id of the call; an error carries a documented code (or, for a call the connection
 *   made to itself, a code it sent in its own result); a `timeout` does not come
 *   before the call's own `timeout_ms` has passed;
 * - `invokefunction` only for functions the connection registered, `cancelinvocation` only for
 *   invocations it received, `registertrigger`/`unregistertrigger` only for trigger types it
 *   registered, `triggerregistrationresult` only for trigger ids it sent (with a documented
 *   code, or one it sent itself as the provider of the type);
 * - a close only with a documented code that something sent explains: 1009 after a frame over
 *   the limit, 1007 after a text frame that is not UTF-8; and such a frame must close.
 */
import { inboundValidators, outboundValidators } from '@svc/protocol';
import { isTelemetry } from '../engine-side.js';
import { invalidity } from '../peer.js';
import { DOCUMENTED_ERROR_CODES } from './documented.js';
import { isObject } from './schema-model.js';

/**
 * Nesting past which an engine may refuse a frame that its schema accepts (the iii engine's
 * JSON decoder stops at 128 levels, svc at 512): such a frame may be processed or refused, and
 * a refused call is still answered.
 */
export const REFUSABLE_DEPTH = 128;

/** How an engine must read one frame. */
export type Reading =
  | { kind: 'close'; code: 1007 | 1009 }
  | { kind: 'ignored'; why: string }
  | { kind: 'invalid'; frame: Record<string, unknown> }
  | { kind: 'message'; frame: Record<string, unknown>; refusable: boolean };

/** Reads a frame as an engine must: `bytes` as sent, `binary` its opcode. */
export function readInbound(bytes: Buffer, binary: boolean, maxMessageBytes: number): Reading {
  if (bytes.length > maxMessageBytes) return { kind: 'close', code: 1009 };
  if (!binary) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return { kind: 'close', code: 1007 };
    }
  }
  if (isTelemetry(bytes, binary)) return { kind: 'ignored', why: 'telemetry' };
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { kind: 'ignored', why: 'not JSON' };
  }
  if (!isObject(value) || typeof value.type !== 'string' || !Object.hasOwn(inboundValidators, value.type))
    return { kind: 'ignored', why: 'no known type' };
  const validate = inboundValidators[value.type as keyof typeof inboundValidators] as (v: unknown) => boolean;
  return validate(value)
    ? { kind: 'message', frame: value, refusable: depthOf(value, REFUSABLE_DEPTH) > REFUSABLE_DEPTH }
    : { kind: 'invalid', frame: value };
}

/** The nesting depth of a JSON value (a scalar is 0), counted up to just past `limit`. */
export function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > deepest && (deepest = depth + 1) > limit) return deepest;
    for (const inner of Object.values(item)) stack.push([inner, depth + 1]);
  }
  return deepest;
}

interface Call {
  invocationId: string;
  /** The function id the result must carry; undefined when the call had none (refused frames). */
  functionId: string | undefined;
  sentAtMs: number;
  timeoutMs: number | undefined;
  /** The call targets a function this connection registered: it may wait for our own answer. */
  mayWait: boolean;
  answered: boolean;
}

/** The oracle of one connection. */
export class EngineOracle {
  readonly violations: string[] = [];
  /** Valid `ping`s sent; each must be answered with one `pong`. */
  pingsSent = 0;
  /** Valid `ping`s sent that nest so deeply that the engine may refuse them (pong optional). */
  refusablePings = 0;
  pongsReceived = 0;
  /** Set once a frame that must close the connection was sent; later frames are not read. */
  mustClose: 1007 | 1009 | undefined;
  closed: number | undefined;
  private registeredFrames = 0;
  private readonly calls: Call[] = [];
  private readonly functions = new Set<string>();
  private readonly triggerIds = new Set<string>();
  private readonly triggerTypes = new Set<string>();
  private readonly invocationsReceived = new Set<string>();
  /** Error codes this connection put in its own results and refusals, which the engine forwards unchanged. */
  private readonly ownErrorCodes = new Set<unknown>();

  constructor(private readonly maxMessageBytes: number) {}

  /** A frame was sent at `atMs`. */
  sent(bytes: Buffer, binary: boolean, atMs: number): void {
    if (this.mustClose !== undefined) return;
    const reading = readInbound(bytes, binary, this.maxMessageBytes);
    if (reading.kind === 'close') {
      this.mustClose = reading.code;
      return;
    }
    if (reading.kind === 'ignored') return;
    const frame = reading.frame;
    if (reading.kind === 'invalid') {
      const voidCall = isObject(frame.action) && frame.action.type === 'void';
      if (frame.type === 'invokefunction' && typeof frame.invocation_id === 'string' && !voidCall) {
        this.calls.push({
          invocationId: frame.invocation_id,
          functionId: typeof frame.function_id === 'string' ? frame.function_id : undefined,
          sentAtMs: atMs,
          timeoutMs: undefined,
          mayWait: false,
          answered: false,
        });
      }
      return;
    }
    switch (frame.type) {
      case 'ping':
        if (reading.refusable) this.refusablePings++;
        else this.pingsSent++;
        return;
      case 'registerfunction':
        this.functions.add(frame.id as string);
        return;
      case 'registertrigger':
        this.triggerIds.add(frame.id as string);
        return;
      case 'registertriggertype':
        this.triggerTypes.add(frame.id as string);
        return;
      case 'invocationresult':
      case 'triggerregistrationresult':
        if (isObject(frame.error)) this.ownErrorCodes.add(frame.error.code);
        return;
      case 'invokefunction': {
        const action = frame.action as { type?: string } | undefined;
        if (typeof frame.invocation_id !== 'string' || action?.type === 'void') return;
        const functionId = frame.function_id as string;
        this.calls.push({
          invocationId: frame.invocation_id,
          functionId,
          sentAtMs: atMs,
          timeoutMs: typeof frame.timeout_ms === 'number' ? frame.timeout_ms : undefined,
          mayWait: this.functions.has(functionId),
          answered: false,
        });
        return;
      }
    }
  }

  /** A text frame arrived at `atMs`. */
  received(text: string, atMs: number): void {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      this.violate(`received a frame that is not JSON: ${clip(text)}`);
      return;
    }
    const problem = invalidity(frame, outboundValidators);
    if (problem) {
      this.violate(`received a frame that ${problem}: ${clip(text)}`);
      return;
    }
    const f = frame as Record<string, unknown>;
    const code = isObject(f.error) ? f.error.code : undefined;
    const key = typeof code === 'string' ? `${f.type as string} ${code}` : (f.type as string);
    this.tally.set(key, (this.tally.get(key) ?? 0) + 1);
    if (this.registeredFrames === 0 && f.type !== 'workerregistered')
      this.violate(`the first frame is not workerregistered: ${clip(text)}`);
    switch (f.type) {
      case 'workerregistered':
        if (++this.registeredFrames > 1) this.violate('a second workerregistered');
        return;
      case 'pong':
        if (++this.pongsReceived > this.pingsSent + this.refusablePings) this.violate('a pong for no ping');
        return;
      case 'ping':
        return;
      case 'invocationresult':
        return this.result(f, atMs, text);
      case 'invokefunction':
        if (!this.functions.has(f.function_id as string))
          this.violate(`invokefunction for ${JSON.stringify(f.function_id)}, which this connection never registered`);
        this.invocationsReceived.add(f.invocation_id as string);
        return;
      case 'cancelinvocation':
        if (!this.invocationsReceived.has(f.invocation_id as string))
          this.violate(`cancelinvocation for ${JSON.stringify(f.invocation_id)}, never sent to this connection`);
        return;
      case 'registertrigger':
      case 'unregistertrigger':
        if (!this.triggerTypes.has(f.trigger_type as string))
          this.violate(`${f.type} of type ${JSON.stringify(f.trigger_type)}, which this connection does not provide`);
        return;
      case 'triggerregistrationresult':
        if (!this.triggerIds.has(f.id as string))
          this.violate(
            `triggerregistrationresult for trigger ${JSON.stringify(f.id)}, which this connection never registered`,
          );
        // A refusal by a type this connection provides is its own, forwarded unchanged.
        if (!(isObject(f.error) && this.ownErrorCodes.has(f.error.code))) this.errorCode(f.error, text);
        return;
      case 'registrationrejected':
        if (!this.functions.has(f.function_id as string))
          this.violate(
            `registrationrejected for ${JSON.stringify(f.function_id)}, which this connection never registered`,
          );
        this.errorCode({ code: f.code, message: '' }, text);
        return;
      default:
        this.violate(`received ${f.type}, which nothing this connection sent explains: ${clip(text)}`);
    }
  }

  /** The connection was closed by the engine with `code`. */
  closedWith(code: number): void {
    this.closed = code;
    if (this.mustClose === undefined)
      this.violate(`the engine closed the connection with ${code}, but nothing sent calls for a close`);
    else if (code !== this.mustClose)
      this.violate(`the engine closed with ${code}; the frame sent calls for ${this.mustClose}`);
  }

  /** Whether every `ping` sent, the barrier included, has its `pong`. */
  get barrierAnswered(): boolean {
    return this.pongsReceived >= this.pingsSent;
  }

  /** Calls still unanswered that must be answered (those waiting on this connection excepted). */
  get unansweredCalls(): string[] {
    return this.calls.filter((c) => !c.answered && !c.mayWait).map((c) => c.invocationId);
  }

  /** What the connection received, by `type` (and error code for results), for a run summary. */
  readonly tally = new Map<string, number>();

  /** Records a violation. */
  violate(message: string): void {
    this.violations.push(message);
  }

  private result(f: Record<string, unknown>, atMs: number, text: string): void {
    const id = f.invocation_id as string;
    const open = this.calls.filter((c) => !c.answered && c.invocationId === id);
    const call = open.find((c) => c.functionId === undefined || c.functionId === f.function_id);
    if (!call) {
      if (open.length > 0)
        this.violate(
          `invocationresult for ${JSON.stringify(id)} carries function_id ${JSON.stringify(f.function_id)}, ` +
            `not the call's ${JSON.stringify(open[0]!.functionId)}`,
        );
      else
        this.violate(
          `invocationresult for ${JSON.stringify(id)}, ` +
            `which no request this connection sent explains (or a second one): ${clip(text)}`,
        );
      return;
    }
    call.answered = true;
    const error = f.error as { code?: unknown } | undefined;
    if (error === undefined) return;
    if (!(call.mayWait && this.ownErrorCodes.has(error.code))) this.errorCode(error, text);
    if (error.code === 'timeout' && call.timeoutMs !== undefined && atMs - call.sentAtMs < call.timeoutMs - 2) {
      this.violate(`timeout after ${atMs - call.sentAtMs} ms for a call with timeout_ms ${call.timeoutMs}`);
    }
  }

  private errorCode(error: unknown, text: string): void {
    if (error === undefined) return;
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !DOCUMENTED_ERROR_CODES.has(code))
      this.violate(`error code ${JSON.stringify(code)} is not documented in docs/errors.md: ${clip(text)}`);
  }
}

/** A frame shortened for a report. */
export function clip(text: string, length = 300): string {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
}
