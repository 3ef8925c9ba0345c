/**
 * Raw frames: what a peer may put on a WebSocket besides well-formed messages. Text that is not
 * JSON, random Unicode, JSON that is not an object, a `type` of the wrong JSON type or an unknown
 * one, `__proto__`/`constructor` keys, nesting a hundred to ~100k levels deep, huge strings
 * just below the frame limit, a frame just over it, invalid UTF-8 in a text frame, binary
 * frames with and without the telemetry prefixes `OTLP`/`MTRC`/`LOGS`, empty and whitespace
 * frames.
 *
 * A raw frame is a small descriptor (so a counterexample stays readable) that `renderRaw` turns
 * into the bytes to send.
 */
import fc from 'fast-check';

/** Where the ids inside raw frames come from, and the peer's frame limit. */
export interface RawContext {
  /** Invocation ids, from the same pool as the schema-derived frames. */
  invocationIds: fc.Arbitrary<string>;
  /** Function ids, from the same pool as the schema-derived frames. */
  functionIds: fc.Arbitrary<string>;
  /** The receiver's largest frame in bytes (the engine's `max_message_bytes`, 4 MiB by default). */
  maxMessageBytes: number;
}

/** A frame wrapped around a deep or huge value: its own frame, or a field of a message. */
export type Carrier = 'bare' | 'ping' | 'invoke' | 'result';

/** A raw frame, as a descriptor. */
export type RawFrame =
  | { raw: 'text'; kind: string; text: string }
  | {
      raw: 'deep';
      depth: number;
      shape: 'array' | 'object' | 'mixed';
      carrier: Carrier;
      invocationId: string;
      functionId: string;
    }
  | {
      raw: 'huge';
      bytes: number;
      fill: 'x' | 'é' | '\\u0000';
      carrier: Carrier;
      invocationId: string;
      functionId: string;
    }
  | { raw: 'over-limit'; bytes: number }
  | { raw: 'invalid-utf8'; before: string; bytes: number[]; after: string }
  | { raw: 'binary'; prefix: string; payload: string; encoding: 'utf8' | 'base64' };

/** Bytes ready for `ws.send`. */
export interface Rendered {
  data: string | Buffer;
  binary: boolean;
}

/** Invalid UTF-8 sequences: a lone continuation, overlong, a surrogate, past U+10FFFF, truncated, 0xFE/0xFF. */
export const INVALID_UTF8: readonly (readonly number[])[] = [
  [0x80],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe2, 0x82],
  [0xc3],
  [0xfe],
  [0xff],
];

const NOT_JSON = [
  '{"type":',
  '{',
  '}',
  '[1,2',
  '"unterminated',
  "{'type':'ping'}",
  'undefined',
  'NaN',
  '{"type":"ping"',
  '{"type":"ping"}}',
  'nul',
  '\u0000',
  '{"type":"ping",}',
];
const UNKNOWN_TYPES = [
  '',
  'Ping',
  'PING',
  ' ping',
  'ping ',
  'invokeFunction',
  'workerregistered',
  'cancelinvocation',
  'registrationrejected',
  'error',
  'hello',
  'constructor',
  '__proto__',
  'toString',
];
const PROTO_FRAMES = [
  '{"__proto__":{"type":"ping"}}',
  '{"type":"ping","__proto__":{"polluted":true}}',
  '{"type":"registerfunction","id":"fuzz::proto","__proto__":{"id":7},"constructor":{"prototype":{"polluted":true}}}',
  '{"type":"invokefunction","function_id":"fuzz::proto",' +
    '"__proto__":{"invocation_id":"proto"},"action":{"type":"void"}}',
  '{"constructor":{"prototype":{"type":"ping"}},"type":"pong"}',
];

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/** Arbitrary raw frames; `weights` tune how often each family appears (0 leaves it out). */
export function rawFrameArbitrary(
  context: RawContext,
  weights: Partial<Record<RawFrame['raw'] | 'small-text', number>> = {},
): fc.Arbitrary<RawFrame> {
  const w = (name: RawFrame['raw'] | 'small-text', fallback: number) => weights[name] ?? fallback;
  const carrier = fc.constantFrom<Carrier>('bare', 'ping', 'invoke', 'invoke', 'result');
  const limit = context.maxMessageBytes;
  const families: fc.WeightedArbitrary<RawFrame>[] = [
    { weight: w('small-text', 10), arbitrary: smallText },
    {
      weight: w('deep', 2),
      arbitrary: fc.record({
        raw: fc.constant('deep' as const),
        depth: fc.integer({ min: 100, max: 100_000 }),
        shape: fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
        carrier,
        invocationId: context.invocationIds,
        functionId: context.functionIds,
      }),
    },
    {
      weight: w('huge', 1),
      arbitrary: fc.record({
        raw: fc.constant('huge' as const),
        bytes: fc.integer({
          min: Math.min(64 * 1024, Math.floor(limit / 2)),
          max: Math.max(Math.min(64 * 1024, Math.floor(limit / 2)), limit - 1024),
        }),
        fill: fc.constantFrom('x' as const, 'é' as const, '\\u0000' as const),
        carrier,
        invocationId: context.invocationIds,
        functionId: context.functionIds,
      }),
    },
    {
      weight: w('over-limit', 1),
      arbitrary: fc.record({
        raw: fc.constant('over-limit' as const),
        bytes: fc.integer({ min: limit + 1, max: limit + 4096 }),
      }),
    },
    {
      weight: w('invalid-utf8', 1),
      arbitrary: fc.record({
        raw: fc.constant('invalid-utf8' as const),
        before: fc.constantFrom('', '{"type":"ping","x":"', 'abc'),
        bytes: fc.constantFrom(...INVALID_UTF8).map((b) => [...b]),
        after: fc.constantFrom('', '"}', 'xyz'),
      }),
    },
    {
      weight: w('binary', 3),
      arbitrary: fc.oneof(
        fc.record({
          raw: fc.constant('binary' as const),
          prefix: fc.constantFrom('OTLP', 'MTRC', 'LOGS', 'OTL', 'otlp', ''),
          payload: fc.constantFrom(
            '{"type":"ping"}',
            '{"resourceSpans":[]}',
            '',
            '{"type":"invokefunction","function_id":"x"}',
          ),
          encoding: fc.constant('utf8' as const),
        }),
        fc.record({
          raw: fc.constant('binary' as const),
          prefix: fc.constantFrom('OTLP', 'MTRC', 'LOGS', ''),
          payload: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('base64')),
          encoding: fc.constant('base64' as const),
        }),
      ),
    },
  ];
  return fc.oneof(...families.filter((family) => family.weight > 0));
}

/** Short text frames: not JSON, random Unicode, non-objects, wrong or unknown types, proto keys, blanks. */
const smallText: fc.Arbitrary<RawFrame> = fc.oneof(
  fc.constantFrom(...NOT_JSON).map((text) => ({ raw: 'text' as const, kind: 'not JSON', text })),
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => ({ raw: 'text' as const, kind: 'random Unicode', text })),
  fc.string({ maxLength: 40 }).map((text) => ({ raw: 'text' as const, kind: 'random text', text })),
  fc
    .jsonValue({ maxDepth: 2 })
    .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
    .map((v) => ({ raw: 'text' as const, kind: 'JSON, not an object', text: json(v) })),
  fc
    .tuple(
      fc.jsonValue({ maxDepth: 1 }).filter((v) => typeof v !== 'string'),
      fc.constantFrom('', ',"id":"fuzz::a"', ',"invocation_id":"i-1","function_id":"fuzz::a"'),
    )
    .map(([type, rest]) => ({
      raw: 'text' as const,
      kind: 'type of the wrong JSON type',
      text: `{"type":${json(type)}${rest}}`,
    })),
  fc
    .oneof(fc.constantFrom(...UNKNOWN_TYPES), fc.string({ maxLength: 12 }))
    .map((type) => ({ raw: 'text' as const, kind: 'unknown type', text: json({ type, id: 'fuzz::a' }) })),
  fc.constantFrom(...PROTO_FRAMES).map((text) => ({ raw: 'text' as const, kind: '__proto__/constructor keys', text })),
  fc
    .constantFrom('', ' ', '\n', '\t \r\n ', '\u00a0', '\ufeff')
    .map((text) => ({ raw: 'text' as const, kind: 'blank', text })),
);

/** The value nested `depth` levels deep, as JSON text (built as text: it is too deep to stringify). */
export function deepJson(depth: number, shape: 'array' | 'object' | 'mixed'): string {
  const open: string[] = [];
  const close: string[] = [];
  for (let i = 0; i < depth; i++) {
    const array = shape === 'array' || (shape === 'mixed' && i % 2 === 0);
    open.push(array ? '[' : '{"a":');
    close.push(array ? ']' : '}');
  }
  return `${open.join('')}1${close.reverse().join('')}`;
}

/** A frame of `carrier` holding `value` (JSON text). */
function carry(carrier: Carrier, value: string, invocationId: string, functionId: string): string {
  const ids = `"invocation_id":${json(invocationId)},"function_id":${json(functionId)}`;
  switch (carrier) {
    case 'bare':
      return value;
    case 'ping':
      return `{"type":"ping","pad":${value}}`;
    case 'invoke':
      return `{"type":"invokefunction",${ids},"data":${value}}`;
    case 'result':
      return `{"type":"invocationresult",${ids},"result":${value}}`;
  }
}

/** The bytes of a raw frame. */
export function renderRaw(frame: RawFrame): Rendered {
  switch (frame.raw) {
    case 'text':
      return { data: frame.text, binary: false };
    case 'deep':
      return {
        data: carry(frame.carrier, deepJson(frame.depth, frame.shape), frame.invocationId, frame.functionId),
        binary: false,
      };
    case 'huge': {
      const shell = Buffer.byteLength(carry(frame.carrier, '""', frame.invocationId, frame.functionId));
      const unit = Buffer.byteLength(frame.fill);
      const count = Math.max(0, Math.floor((frame.bytes - shell) / unit));
      return {
        data: carry(frame.carrier, `"${frame.fill.repeat(count)}"`, frame.invocationId, frame.functionId),
        binary: false,
      };
    }
    case 'over-limit': {
      const shell = '{"type":"ping","pad":""}';
      return { data: `{"type":"ping","pad":"${'x'.repeat(frame.bytes - shell.length)}"}`, binary: false };
    }
    case 'invalid-utf8':
      return {
        data: Buffer.concat([Buffer.from(frame.before), Buffer.from(frame.bytes), Buffer.from(frame.after)]),
        binary: false,
      };
    case 'binary':
      return {
        data: Buffer.concat([Buffer.from(frame.prefix, 'latin1'), Buffer.from(frame.payload, frame.encoding)]),
        binary: true,
      };
  }
}

/** Size of a rendered frame in bytes. */
export function renderedBytes(rendered: Rendered): number {
  return typeof rendered.data === 'string' ? Buffer.byteLength(rendered.data) : rendered.data.length;
}

/** Whether a rendered text frame is invalid UTF-8 (the receiver must close with 1007). */
export function isInvalidUtf8Text(rendered: Rendered): boolean {
  if (rendered.binary || typeof rendered.data === 'string') return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(rendered.data);
    return false;
  } catch {
    return true;
  }
}
