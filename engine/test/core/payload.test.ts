import type { OutboundMessage } from '@svc/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FRAME_DEPTH, tooDeep } from '../../src/core/frame-depth.js';
import { decodeFrame, encodeFrame, payloadValue, RawJson, withCaller, writeFrame } from '../../src/core/payload.js';
import {
  drawTrace,
  emptyTraceWords,
  ratioSampler,
  TRACEPARENT_FIELD_SLOT,
  traceparentOf,
} from '../../src/core/trace-context.js';

const BIG = '1152921504606846977';
const ASCII = /^[\x00-\x7f]*$/;
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** The frame with every payload parsed again from the text it carries. */
const materialized = (frame: unknown) => {
  const record = { ...(frame as Record<string, unknown>) };
  for (const key of ['data', 'result'])
    if (record[key] instanceof RawJson) record[key] = JSON.parse((record[key] as RawJson).text);
  return record;
};

describe('decodeFrame', () => {
  it('keeps the payload of a call and of a result as the text it arrived as', () => {
    const data = `{"n": ${BIG}, "z": -0, "e": 1E+400, "b": "x", "a": [1.50, {}]}`;
    const call = decodeFrame(`{"type":"invokefunction","invocation_id":"i","function_id":"f","data":${data}}`);
    expect((call.frame as { data: RawJson }).data.text).toBe(data);
    const result = decodeFrame(`{ "result" : [${BIG}] , "type":"invocationresult","invocation_id":"i"}`);
    expect((result.frame as { result: RawJson }).result.text).toBe(`[${BIG}]`);
    expect(result.frame).toMatchObject({ type: 'invocationresult', invocation_id: 'i' });
  });

  it('decodes a frame with a repeated or escaped key whole, as JSON.parse does', () => {
    const repeated = decodeFrame('{"type":"invokefunction","function_id":"f","data":1, "data" : [2] }');
    expect(repeated.frame).toMatchObject({ data: [2] });
    expect(decodeFrame('{"type":"invokefunction","function_id":"f","d\\u0061ta":5}').frame).toMatchObject({ data: 5 });
  });

  it('parses the payload field of any other frame, and a null payload as null', () => {
    expect(decodeFrame('{"type":"ping","data":{"a":1}}').frame).toEqual({ type: 'ping', data: { a: 1 } });
    expect(decodeFrame('{"type":"invokefunction","function_id":"f","data":null}').frame).toEqual({
      type: 'invokefunction',
      function_id: 'f',
      data: null,
    });
  });

  it('gives what JSON.parse gives, or throws where it throws, for any text', () => {
    const frames = fc.oneof(
      fc
        .record({
          type: fc.constantFrom('invokefunction', 'invocationresult', 'ping'),
          invocation_id: fc.string(),
          data: fc.jsonValue(),
          result: fc.jsonValue(),
        })
        .map((frame) => JSON.stringify(frame, null, frame.invocation_id.length % 2 ? 1 : 0)),
      fc.jsonValue().map((data) => `{"type":"invokefunction","function_id":"f","data":${JSON.stringify(data)}}`),
      // Escapes of every kind (quotes, backslashes, control characters, lone surrogates) in keys and values.
      fc
        .string({ unit: 'binary' })
        .map((s) => JSON.stringify(s))
        .map((s) => `{"type":"invocationresult","invocation_id":${s},"result":{${s}:[${s}]},${s}:${s}}`),
      // Nesting around the limit, inside the payload.
      fc
        .tuple(fc.integer({ min: MAX_FRAME_DEPTH - 4, max: MAX_FRAME_DEPTH + 2 }), fc.jsonValue())
        .map(
          ([depth, inner]) => `{"type":"invokefunction","data":${nested(depth).replace('1', JSON.stringify(inner))}}`,
        ),
    );
    const mangled = fc
      .tuple(frames, fc.nat(), fc.string({ maxLength: 3 }))
      .map(([text, at, insert]) => text.slice(0, at % text.length) + insert + text.slice((at % text.length) + 1));
    fc.assert(
      fc.property(fc.oneof(frames, mangled), (text) => {
        let expected: unknown;
        try {
          expected = JSON.parse(text);
        } catch {
          expect(() => decodeFrame(text)).toThrow(SyntaxError);
          return;
        }
        const decoded = decodeFrame(text);
        expect(materialized(decoded.frame)).toEqual(expected);
        expect(decoded.tooDeep).toBe(tooDeep(text));
      }),
      { numRuns: 3000 },
    );
  });

  it(`refuses a payload nesting past ${MAX_FRAME_DEPTH} levels and accepts one at the limit`, () => {
    const frame = (depth: number) => `{"type":"invokefunction","function_id":"f","data":${nested(depth)}}`;
    expect(decodeFrame(frame(MAX_FRAME_DEPTH - 1)).tooDeep).toBe(false);
    expect(decodeFrame(frame(MAX_FRAME_DEPTH)).tooDeep).toBe(true);
    expect(decodeFrame(frame(100_000)).tooDeep).toBe(true);
    expect(decodeFrame(`{"type":"invokefunction","function_id":"f","metadata":${nested(600)},"data":1}`).tooDeep).toBe(
      true,
    );
  });
});

/** A `traceparent` as the engine writes one for a call's target, in a new trace. */
function engineTraceparent(): string {
  const words = emptyTraceWords();
  drawTrace(words, undefined, ratioSampler(1));
  return traceparentOf(words);
}

/** What {@link writeFrame} hands its sink for `frame`: the text and whether it is ASCII. */
function written(frame: OutboundMessage): [string, boolean] {
  const out: [string, boolean][] = [];
  writeFrame(frame, { push: (text, ascii) => out.push([text, ascii]) });
  expect(out).toHaveLength(1);
  return out[0]!;
}

describe('writeFrame', () => {
  it("keeps a slot for the engine's traceparent where encodeFrame writes one, the payload still last", () => {
    const words = emptyTraceWords();
    drawTrace(words, undefined, ratioSampler(1));
    const traceparent = traceparentOf(words);
    const payloads = [new RawJson('{"a":[1,2]}', true), new RawJson('"é"'), { a: [1, 2] }, null];
    for (const data of payloads) {
      for (const extra of [{}, { baggage: 'k=v', timeout_ms: 5 }, { namespace: 'n' }]) {
        const frame = { type: 'invokefunction', invocation_id: 'i', function_id: 'f', data, ...extra } as const;
        const pushed: [string, boolean, unknown?, number?][] = [];
        writeFrame(frame as never, { push: (...args) => pushed.push(args) }, words);
        const [[text, ascii, trace, after]] = pushed as [[string, boolean, unknown, number]];
        expect(trace).toBe(words);
        expect(ascii).toBe(written(frame as never)[1]);
        const end = text.length - after;
        expect(text.slice(end - TRACEPARENT_FIELD_SLOT.length, end)).toBe(TRACEPARENT_FIELD_SLOT);
        const head = text.slice(0, end - TRACEPARENT_FIELD_SLOT.length);
        const filled = `${head},"traceparent":"${traceparent}"${text.slice(end)}`;
        expect(JSON.parse(filled)).toEqual({ ...materialized(frame), data: payloadValue(data as never), traceparent });
        // A field the fixed order does not name sends the frame through JSON.stringify: the slot goes last.
        if (data instanceof RawJson && !('namespace' in extra))
          expect(filled.endsWith(`,"data":${data.text}}`)).toBe(true);
      }
    }
  });
});

describe('encodeFrame', () => {
  it('writes a carried payload unchanged into the frame that forwards it', () => {
    const data = new RawJson(`{"n":${BIG},"z":-0}`) as never;
    const text = encodeFrame({ type: 'invokefunction', invocation_id: 'i', function_id: 'f', data });
    expect(text).toBe(`{"type":"invokefunction","invocation_id":"i","function_id":"f","data":{"n":${BIG},"z":-0}}`);
    const result = encodeFrame({ type: 'invocationresult', invocation_id: 'i', function_id: 'f', result: data });
    expect(result).toContain(`"result":{"n":${BIG},"z":-0}`);
    expect(encodeFrame({ type: 'pong' })).toBe('{"type":"pong"}');
  });

  it("writes the engine's traceparent and a caller's one with the same meaning, escaping only the caller's", () => {
    const data = new RawJson('{"a":1}') as never;
    const traceparent = engineTraceparent();
    const frame = { type: 'invokefunction', invocation_id: 'i', function_id: 'f', data, traceparent } as const;
    const text = encodeFrame({ ...frame });
    expect(JSON.parse(text)).toEqual({ ...frame, data: { a: 1 } });
    expect(encodeFrame(frame)).toBe(text);
    expect(frame.traceparent).toBe(traceparent);
    const odd = 'x"\\\n\u2028';
    expect(JSON.parse(encodeFrame({ ...frame, traceparent: odd }))).toEqual({
      ...frame,
      data: { a: 1 },
      traceparent: odd,
    });
  });

  it('writes the same JSON as JSON.stringify of the frame with its payload parsed, for any envelope', () => {
    // Strings with quotes, backslashes, control characters and lone or paired surrogates take the escaping path.
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('a"b', 'a\\b', '\n', '\ud800', '😀'),
    );
    const envelope = fc.record(
      {
        invocation_id: text,
        function_id: text,
        error: fc.record({ code: text, message: text }),
        action: fc.record({ type: fc.constantFrom('void', 'enqueue'), queue: text }),
        traceparent: text,
        baggage: text,
        metadata: fc.jsonValue(),
        timeout_ms: fc.oneof(fc.nat(), fc.double()),
        namespace: text,
        // The other frame type's payload field, which this frame carries as an ordinary field.
        data: fc.jsonValue(),
        result: fc.jsonValue(),
        unset: fc.constant(undefined),
      },
      { requiredKeys: ['function_id'] },
    );
    fc.assert(
      fc.property(
        fc.constantFrom('invokefunction', 'invocationresult'),
        envelope,
        fc.jsonValue(),
        fc.boolean(),
        (type, fields, value, engineTrace) => {
          const key = type === 'invokefunction' ? 'data' : 'result';
          const json = JSON.stringify(value);
          const payload = new RawJson(json, ASCII.test(json));
          const frame: Record<string, unknown> = { type, ...fields, [key]: payload };
          if (engineTrace) {
            frame.traceparent = engineTraceparent();
          }
          const [text, ascii] = written(frame as never);
          expect(text).toBe(encodeFrame(frame as never));
          expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify({ ...frame, [key]: value })));
          expect(frame[key]).toBe(payload);
          // A frame said to be ASCII is: its writer copies its characters as bytes.
          if (ascii) expect(text).toMatch(ASCII);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('says a frame is ASCII when its envelope and payload are, so a writer may copy it as bytes', () => {
    const data = new RawJson('{"a":"\\u00e9"}', true) as never;
    const call = { type: 'invokefunction', invocation_id: 'i-1', function_id: 'a::b', data, timeout_ms: 5 } as const;
    expect(written(call)[1]).toBe(true);
    for (const other of [
      { ...call, function_id: 'a::é' },
      { ...call, data: new RawJson('{"a":"é"}') as never },
      { ...call, metadata: { a: 1 } },
      { type: 'pong' as const },
    ]) {
      expect(written(other)[1]).toBe(false);
      // The mark is the frame's own: the ASCII frame written next is said to be ASCII again.
      expect(written(call)[1]).toBe(true);
    }
  });

  it('keeps a payload ASCII from a frame decoded as ASCII through the caller splice, and only then', () => {
    const text = '{"type":"invokefunction","invocation_id":"i","function_id":"f","data":{"a":1}}';
    const data = (decodeFrame(text, true).frame as { data: RawJson }).data;
    expect(data.ascii).toBe(true);
    expect((decodeFrame(text).frame as { data: RawJson }).data.ascii).toBe(false);
    expect((withCaller(data as never, 'w-1') as unknown as RawJson).ascii).toBe(true);
    expect((withCaller(data as never, 'w-é') as unknown as RawJson).ascii).toBe(false);
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, callerId) => {
        const json = JSON.stringify(value);
        const frame = `{"type":"invokefunction","invocation_id":"i","function_id":"f","data":${json}}`;
        const payload = (decodeFrame(frame, ASCII.test(frame)).frame as { data: unknown }).data;
        if (!(payload instanceof RawJson)) return;
        const spliced = withCaller(payload as never, callerId) as unknown;
        if (spliced instanceof RawJson && spliced.ascii) expect(spliced.text).toMatch(ASCII);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('withCaller', () => {
  it('splices the caller into an object payload and leaves other payloads alone', () => {
    expect((withCaller(new RawJson(`{"n":${BIG}}`) as never, 'w') as unknown as RawJson).text).toBe(
      `{"n":${BIG},"_caller_worker_id":"w"}`,
    );
    expect((withCaller(new RawJson('{ }') as never, 'w') as unknown as RawJson).text).toBe(
      '{ "_caller_worker_id":"w"}',
    );
    const list = new RawJson(`[${BIG}]`) as never;
    expect(withCaller(list, 'w')).toBe(list);
    expect(withCaller({ a: 1 }, 'w')).toEqual({ a: 1, _caller_worker_id: 'w' });
    expect(withCaller(3, 'w')).toBe(3);
  });

  it('replaces a caller the payload already names, where it stands', () => {
    const forwarded = withCaller(new RawJson('{"_caller_worker_id":"old","a":1}') as never, 'new');
    expect(JSON.stringify(payloadValue(forwarded))).toBe('{"_caller_worker_id":"new","a":1}');
  });
});
